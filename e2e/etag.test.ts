// A screen that refetches unchanged data moves no body: Chromium revalidates the API answer
// with If-None-Match, the server answers 304, and fetch() hands the page its cached 200
// (which is why Playwright reports the status as 200: the proof is the header and the 0 bytes).
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Request } from "playwright-core";
import { apiClient, launchBrowser, newPage, signInFast, startServer, type Server } from "./harness";

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

type Seen = { ifNoneMatch: string | undefined; etag: string | undefined; bodyBytes: number };

test("reloading the clients screen revalidates /api/clients: no body while unchanged, the new list after a change", async () => {
  const call = await apiClient(server.base);
  await call("POST", "/api/clients", { firstName: "Carla", lastName: "Verdi", phone: "3331112222" });
  const { context, page } = await newPage(browser, server.base);
  await signInFast(context, server.base);
  const seen: Promise<Seen>[] = [];
  page.on("requestfinished", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/clients") return;
    seen.push(
      (async () => {
        const response = await request.response();
        return {
          ifNoneMatch: (await request.allHeaders())["if-none-match"],
          etag: await response?.headerValue("etag") ?? undefined,
          bodyBytes: (await request.sizes()).responseBodySize,
        };
      })(),
    );
  });
  const settled = async (count: number) => {
    for (let i = 0; i < 100 && seen.length < count; i++) await page.waitForTimeout(50);
    return Promise.all(seen);
  };

  await page.goto("/clients");
  await page.getByText("Carla Verdi").first().waitFor();
  const [first] = await settled(1);
  expect(first!.ifNoneMatch).toBeUndefined();
  expect(first!.bodyBytes).toBeGreaterThan(0);

  // The reloaded page opens a new live socket: the POST below must not beat it (its event would be missed).
  const socket = page.waitForEvent("websocket");
  await page.reload();
  await socket;
  await page.getByText("Carla Verdi").first().waitFor();
  const [, again] = await settled(2);
  expect(again!.ifNoneMatch).toBe(first!.etag);
  expect(again!.bodyBytes).toBe(0);

  await call("POST", "/api/clients", { firstName: "Paola", lastName: "Neri", phone: "3331113333" });
  await page.getByText("Paola Neri").first().waitFor();
  const changed = (await settled(3)).at(-1)!;
  expect(changed.etag).not.toBe(first!.etag);
  expect(changed.bodyBytes).toBeGreaterThan(0);
  await context.close();
});
