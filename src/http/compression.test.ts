import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { createTestEnv, type TestEnv } from "../test/test-app";
import { serve } from "../test/serve";
import { compressJson, pickEncoding, varyOnEncoding } from "./compression";

describe("pickEncoding", () => {
  test.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.8", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["gzip;q=0, *", "br"],
    ["GZIP", "gzip"],
    ["br;q=abc, gzip", "gzip"],
  ] as const)("Accept-Encoding %p → %p", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  test("only what was made is offered", () => {
    expect(pickEncoding("br", ["gzip"])).toBeNull();
    expect(pickEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});

test("Vary keeps what is there and names Accept-Encoding once", () => {
  const headers = new Headers({ Vary: "Origin" });
  varyOnEncoding(headers);
  varyOnEncoding(headers);
  expect(headers.get("vary")).toBe("Origin, Accept-Encoding");
});

test("only JSON of at least 1 KB not encoded yet is compressed", () => {
  const request = new Request("http://x/api/y", { headers: { "Accept-Encoding": "gzip" } });
  const big = JSON.stringify({ text: "x".repeat(2000) });
  const json = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
  expect(compressJson(request, json(big), big).response.headers.get("content-encoding")).toBe("gzip");
  const small = JSON.stringify({ text: "x".repeat(1000) });
  expect(compressJson(request, json(small), small).response.headers.get("content-encoding")).toBeNull();
  expect(compressJson(request, json(small), small).response.headers.get("vary")).toBeNull();
  // 1 KB of bytes, not of characters: 600 "è" are 1,200 bytes in UTF-8.
  const accented = JSON.stringify({ text: "è".repeat(600) });
  expect(compressJson(request, json(accented), accented).response.headers.get("content-encoding")).toBe("gzip");
  const html = new Response(big, { headers: { "Content-Type": "text/html" } });
  expect(compressJson(request, html, big).response).toBe(html);
  const done = json(big, { "Content-Encoding": "gzip" });
  expect(compressJson(request, done, big).response).toBe(done);
});

/** Services named long enough that the list is well over 1 KB of JSON. */
async function envWithServices(): Promise<TestEnv> {
  const env = await createTestEnv();
  for (let i = 0; i < 20; i++) {
    const created = await env.json("POST", "/api/services", { name: `Trattamento ristrutturante numero ${i}`, duration: 30, price: 2000 + i });
    expect(created.status).toBe(201);
  }
  return env;
}

describe("JSON answers through the app", () => {
  test("decoded by fetch, a brotli or gzip answer equals the plain one; Vary is set either way", async () => {
    const env = await envWithServices();
    const { origin } = serve(env.app);
    const get = (encoding: string) =>
      fetch(`${origin}/api/services`, { headers: { authorization: `Bearer ${env.token}`, "Accept-Encoding": encoding } });
    const plain = await get("identity");
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    for (const encoding of ["br", "gzip"]) {
      const answer = await get(encoding);
      expect(answer.headers.get("content-encoding")).toBe(encoding);
      expect(answer.headers.get("vary")).toContain("Accept-Encoding");
      expect(await answer.text()).toBe(plainText);
    }
  });

  test("without Accept-Encoding nothing is compressed", async () => {
    const env = await envWithServices();
    const answer = await env.call("GET", "/api/services");
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await answer.text())).toHaveLength(20);
  });

  test("an answer under 1 KB is sent as is, without Vary", async () => {
    const env = await createTestEnv();
    const answer = await env.call("GET", "/api/services", undefined, { "Accept-Encoding": "br, gzip" });
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("vary")).toBeNull();
    expect(await answer.json()).toEqual([]);
  });

  test("each encoding has its own strong ETag, and each revalidates to a 304", async () => {
    const env = await envWithServices();
    const get = (encoding: string, ifNoneMatch?: string) =>
      env.call("GET", "/api/services", undefined, { "Accept-Encoding": encoding, ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) });
    const br = await get("br");
    const gzip = await get("gzip");
    const plain = await get("identity");
    const tags = [br, gzip, plain].map((r) => r.headers.get("etag")!);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[0-9a-f]+"$/);
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString())).toEqual(await plain.json());
    expect(JSON.parse(Buffer.from(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer()))).toString())).toHaveLength(20);
    for (const [encoding, tag] of [["br", tags[0]!], ["gzip", tags[1]!], ["identity", tags[2]!]] as const) {
      const again = await get(encoding, tag);
      expect(again.status).toBe(304);
      expect(again.headers.get("content-encoding")).toBeNull();
      expect(again.headers.get("vary")).toContain("Accept-Encoding");
    }
    // The gzip tag does not validate the brotli representation.
    expect((await get("br", tags[1])).status).toBe(200);
  });

  test("a write's JSON answer over 1 KB is compressed too", async () => {
    const env = await createTestEnv();
    const answer = await env.call("POST", "/api/services", { name: "Colore", duration: 30, price: 2000, description: "d".repeat(1500) }, { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(Buffer.from(Bun.gunzipSync(new Uint8Array(await answer.arrayBuffer()))).toString()).name).toBe("Colore");
  });
});
