import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { webRoutes } from "./web-assets";

const dir = mkdtempSync(join(tmpdir(), "salone-web-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const app = webRoutes({
  "/index.html": file("index.html", "staff app"),
  "/prenota.html": file("prenota.html", "public booking page"),
  "/chunk-abc123.js": file("chunk-abc123.js", "code"),
});
const get = async (path: string) => {
  const response = await app.handle(new Request(`http://localhost${path}`));
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
};

test.each([
  ["/prenota", "public booking page"],
  ["/prenota/", "public booking page"],
  ["/prenota/gestisci/Zx9-token", "public booking page"],
  ["/", "staff app"],
  ["/calendar", "staff app"],
  ["/prenotazioni", "staff app"],
  ["/chunk-abc123.js", "code"],
])("%s is answered with the %s", async (path, body) => {
  const answer = await get(path);
  expect(answer.status).toBe(200);
  expect(answer.text).toBe(body);
});

test("the booking page is HTML that is never cached", async () => {
  const response = await app.handle(new Request("http://localhost/prenota/gestisci/abc"));
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-cache");
});
