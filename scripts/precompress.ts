// Build step: a brotli (quality 11) and a gzip (level 9) copy beside every text file of the web
// build, made once here so the server only picks one per request (src/http/web-assets.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { COMPRESS_MIN_BYTES, VARIANT_SUFFIX } from "../src/http/compression";

const TEXT = /\.(js|css|html|svg|json|txt)$/;

/** Writes `<file>.br` and `<file>.gz` for each text file of at least 1 KB that compression shrinks; returns the files written. */
export function precompress(files: string[]): string[] {
  const written: string[] = [];
  for (const file of files.filter((f) => TEXT.test(f))) {
    const bytes = new Uint8Array(readFileSync(file));
    if (bytes.length < COMPRESS_MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip: Bun.gzipSync(bytes, { level: 9 }),
    };
    for (const [encoding, out] of Object.entries(variants) as [keyof typeof VARIANT_SUFFIX, Uint8Array][]) {
      if (out.length >= bytes.length) continue;
      writeFileSync(file + VARIANT_SUFFIX[encoding], out);
      written.push(file + VARIANT_SUFFIX[encoding]);
    }
  }
  return written;
}
