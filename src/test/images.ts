// Small generated images for the photo tests: a JPEG (optionally with an EXIF orientation) and a PNG.
import { encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";

/** A `width`×`height` picture: red on the left half, blue on the right. */
export function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(x < width / 2 ? [220, 30, 30, 255] : [30, 30, 220, 255], (y * width + x) * 4);
  }
  return data;
}

export function testJpeg(width: number, height: number, orientation?: number): Uint8Array {
  const plain = new Uint8Array(jpeg.encode({ data: pixels(width, height), width, height }, 80).data);
  if (orientation === undefined) return plain;
  // APP1 "Exif\0\0", a big-endian TIFF header, IFD0 with one entry: 0x0112 SHORT 1 = orientation.
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...[0x45, 0x78, 0x69, 0x66, 0, 0], ...tiff];
  const app1 = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return new Uint8Array([...plain.subarray(0, 2), ...app1, ...plain.subarray(2)]);
}

export const testPng = (width: number, height: number) => encodePng({ width, height, data: pixels(width, height), channels: 4, depth: 8 });

/**
 * The multipart body a browser sends for `<input type=file name=photo>` and a kind, written out
 * by hand: under happy-dom (preloaded for every test) FormData and File are the DOM's, which
 * Bun's Request would send as the text "[object Blob]".
 */
export type PhotoUpload = { body: Uint8Array; contentType: string };

export function photoForm(bytes: Uint8Array | null, kind?: string, name = "foto.jpg"): PhotoUpload {
  const boundary = "----salone-test-boundary";
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  if (bytes) {
    parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`), bytes, text.encode("\r\n"));
  }
  if (kind !== undefined) parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  parts.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
