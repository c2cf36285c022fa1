import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
