// The app as Chromium receives it: scripts and styles in the build's brotli or gzip, JSON over
// 1 KB compressed on the fly, the login screen without the shell's code, and after signing in
// the chunks of the next screen announced with <link rel="modulepreload">.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Response } from "playwright-core";
import { apiClient, launchBrowser, newPage, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const encodingOf = async (response: Response) => ({
  path: new URL(response.url()).pathname,
  encoding: await response.headerValue("content-encoding"),
  vary: await response.headerValue("vary"),
});

test("the login screen arrives compressed and loads only its own code; signing in preloads the next screen", async () => {
  const call = await apiClient(server.base);
  for (let i = 0; i < 20; i++) await call("POST", "/api/services", { name: `Trattamento ristrutturante ${i}`, duration: 30, price: 2500, description: "" });
  const { page } = await newPage(browser, server.base);
  const responses: Response[] = [];
  page.on("response", (response) => void responses.push(response));

  await page.goto("/services");
  await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
  const assets = await Promise.all(responses.filter((r) => /\.(js|css)$/.test(new URL(r.url()).pathname)).map(encodingOf));
  // The browser decoded them (the screen works) and the server said how it had encoded them.
  expect(assets.length).toBe(2);
  for (const asset of assets) {
    expect(["br", "gzip"]).toContain(asset.encoding ?? "none");
    expect(asset.vary).toBe("Accept-Encoding");
  }
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);

  await signIn(page, "/services");
  await page.getByText("Trattamento ristrutturante 19").waitFor();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  const list = responses.filter((r) => new URL(r.url()).pathname === "/api/services" && r.status() === 200).at(-1);
  const json = await encodingOf(list!);
  expect(["br", "gzip"]).toContain(json.encoding ?? "none");
  expect(json.vary).toContain("Accept-Encoding");
  expect((await list!.json()).length).toBe(20);
});

test("the login screen looks as before, at 1440 and 390 px", async () => {
  for (const [name, viewport] of [["login-1440", { width: 1440, height: 900 }], ["login-390", PHONE]] as const) {
    const { context, page } = await newPage(browser, server.base, viewport);
    await page.goto("/login");
    await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
    await screenshot(page, name);
    await context.close();
  }
});
