// One client is one client, in a real browser: the booking dialog proposes the client a typed
// phone belongs to and books for her; two records of one person merge with their appointments.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, DESKTOP, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
const ids = { anna: 0, twin: 0, marco: 0, taglio: 0 };
const day = nextMonday();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  ids.marco = (await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" })).id;
  ids.taglio = (await call("POST", "/api/services", { name: "Taglio Donna", duration: 45, price: 3500, description: "" })).id;
  ids.anna = (await call("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3331112222", email: "", notes: "Allergica all'ammoniaca" })).id;
  await call("POST", "/api/appointments", { clientId: ids.anna, stylistId: ids.marco, serviceId: ids.taglio, date: "2026-01-12", startTime: "10:00", endTime: "10:45", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("one client is one client", () => {
  for (const [label, viewport] of [["1440", { width: 1440, height: 900 }], ["390", PHONE]] as const) {
    test(`a duplicate phone in the booking dialog proposes Anna and books for her (${label} px)`, async () => {
      const { context, page } = await newPage(browser, server.base, viewport ?? DESKTOP);
      await signInFast(context, server.base);
      await page.goto(`/calendar?view=day&date=${day}`);
      await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
      const dialog = page.getByRole("dialog");
      const client = dialog.getByRole("combobox", { name: "Cliente" });
      await client.fill("gallo");
      await dialog.getByRole("option", { name: /Anna Gallo/ }).first().waitFor();
      await screenshot(page, `clients-combobox-open-${label}`);
      await client.fill("Anna Galo");
      await dialog.getByLabel("Telefono").fill("+39 333 111 2222");
      await dialog.getByText("Esiste già un cliente con questo telefono").waitFor();
      await dialog.getByRole("button", { name: "Usa Anna Gallo" }).click();
      const panel = dialog.getByTestId("client-panel");
      await panel.getByText("12/01/2026 · Taglio Donna con Marco").waitFor();
      await panel.getByText("Allergica all'ammoniaca").waitFor();
      await screenshot(page, `clients-panel-${label}`);
      await dialog.getByLabel("Stilista").selectOption(String(ids.marco));
      await dialog.getByLabel("Servizio").selectOption(String(ids.taglio));
      await dialog.getByLabel("Ora").selectOption(label === "1440" ? "10" : "12");
      await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
      await dialog.waitFor({ state: "hidden" });
      const booked = await call<{ clientId: number }[]>("GET", `/api/appointments?date=${day}`);
      expect(booked.map((a) => a.clientId)).toContain(ids.anna);
      const clients = await call<{ id: number }[]>("GET", "/api/clients");
      expect(clients).toHaveLength(1);
      await context.close();
    });
  }

  test("merging two records of one person moves her appointments to the one kept", async () => {
    ids.twin = (await call("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3339990000", email: "anna@example.it", notes: "", allowDuplicatePhone: false })).id;
    await call("POST", "/api/appointments", { clientId: ids.twin, stylistId: ids.marco, serviceId: ids.taglio, date: day, startTime: "15:00", endTime: "15:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
    await signInFast(context, server.base);
    await page.goto("/clients");
    const duplicates = page.getByTestId("possible-duplicates");
    await duplicates.getByRole("button", { name: /Possibili doppioni \(1\)/ }).click();
    await duplicates.getByRole("button", { name: /Unisci Anna Gallo \(\+39 333 999 0000\) a Anna Gallo/ }).click();
    await screenshot(page, "clients-merge-confirm-1440");
    await page.getByRole("dialog", { name: "Unire i due clienti?" }).getByRole("button", { name: "Unisci" }).click();
    await duplicates.waitFor({ state: "detached" });
    const all = await call<{ clientId: number }[]>("GET", `/api/appointments?clientId=${ids.anna}`);
    expect(all).toHaveLength(4);
    const clients = await call<{ id: number; email: string }[]>("GET", "/api/clients");
    expect(clients).toEqual([expect.objectContaining({ id: ids.anna, email: "anna@example.it" })]);
    await context.close();
  });
});
