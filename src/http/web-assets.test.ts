import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { publicStylesheet, webRoutes } from "./web-assets";

const dir = mkdtempSync(join(tmpdir(), "salone-web-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const assets = {
  "/index.html": file("index.html", "staff app"),
  "/chunk-abc123.js": file("chunk-abc123.js", "code"),
  "/prenota-9zx8y7w6.css": file("prenota-9zx8y7w6.css", "body{}"),
};
const app = webRoutes(assets);
const get = async (path: string) => {
  const response = await app.handle(new Request(`http://localhost${path}`));
  return { status: response.status, text: await response.text(), cache: response.headers.get("cache-control") };
};

test.each([
  ["/", "staff app"],
  ["/calendar", "staff app"],
  ["/prenotazioni", "staff app"],
  ["/chunk-abc123.js", "code"],
  ["/prenota-9zx8y7w6.css", "body{}"],
])("%s is answered with the %s", async (path, body) => {
  const answer = await get(path);
  expect(answer.status).toBe(200);
  expect(answer.text).toBe(body);
});

test("the public pages' stylesheet is the hashed prenota-*.css, cached for good; none before a build", async () => {
  expect(publicStylesheet(assets)).toBe("/prenota-9zx8y7w6.css");
  expect((await get("/prenota-9zx8y7w6.css")).cache).toBe("public, max-age=31536000, immutable");
  expect(publicStylesheet({ "/index.html": assets["/index.html"] })).toBeNull();
  expect(publicStylesheet(null)).toBeNull();
});

describe("precompressed variants", () => {
  const code = "export const x = 1;\n".repeat(200);
  const variants = {
    "/index.html": file("index-v.html", "<!doctype html>".repeat(100)),
    "/index.html.gz": file("index-v.html.gz", ""),
    "/chunk-def456.js": file("chunk-def456.js", code),
    "/chunk-def456.js.br": file("chunk-def456.js.br", ""),
    "/chunk-def456.js.gz": file("chunk-def456.js.gz", ""),
    "/chunk-small1.js": file("chunk-small1.js", "x"),
  };
  writeFileSync(variants["/chunk-def456.js.br"], brotliCompressSync(code));
  writeFileSync(variants["/chunk-def456.js.gz"], Bun.gzipSync(code));
  writeFileSync(variants["/index.html.gz"], Bun.gzipSync("<!doctype html>".repeat(100)));
  const web = webRoutes(variants);
  const fetchAs = (path: string, acceptEncoding?: string) =>
    web.handle(new Request(`http://localhost${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }));
  const decoded = async (response: Response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    const encoding = response.headers.get("content-encoding");
    return encoding === "br" ? brotliDecompressSync(bytes).toString() : encoding === "gzip" ? Buffer.from(Bun.gunzipSync(bytes)).toString() : Buffer.from(bytes).toString();
  };

  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    [undefined, null],
    ["identity", null],
  ])("Accept-Encoding %p gets %p, the same script once decoded, cached for good", async (accept, encoding) => {
    const response = await fetchAs("/chunk-def456.js", accept);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await decoded(response)).toBe(code);
  });

  test("the page itself uses the variants it has; a file without any is sent as is, without Vary", async () => {
    const page = await fetchAs("/calendar", "br, gzip");
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await decoded(page)).toBe("<!doctype html>".repeat(100));
    const small = await fetchAs("/chunk-small1.js", "br, gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBeNull();
  });

  test("a variant is never served by its own name", async () => {
    const response = await fetchAs("/chunk-def456.js.br", "br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });
});
