import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { ADMIN, launchBrowser, newPage, signIn, startServer, type Server } from "./harness";

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

test("a stranger's wrong passwords do not lock the receptionist out of her own browser", async () => {
  const desk = await newPage(browser, server.base);
  await signIn(desk.page, "/");
  const device = (await desk.context.cookies()).find((c) => c.name === "salone_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth/login" });
  await desk.page.getByRole("button", { name: "Esci" }).first().click();
  await desk.page.getByRole("button", { name: "Accedi al Salone" }).waitFor();

  // Someone elsewhere guesses her password until the username is locked for unknown devices.
  let last = 0;
  for (let i = 0; i < 11; i++) {
    const res = await fetch(`${server.base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password: `sbagliata-${i}` }),
    });
    last = res.status;
  }
  expect(last).toBe(429);

  // A browser that never signed in as her is refused even with the right password…
  const elsewhere = await newPage(browser, server.base);
  const refused = await elsewhere.context.request.post(`${server.base}/api/auth/login`, { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(refused.status()).toBe(429);
  await elsewhere.context.close();

  // …while her own browser signs in through the form as usual.
  await signIn(desk.page, "/");
  await desk.context.close();
}, 60_000);
