// A walk-in booked with her first name only, and a client deleted while she still has visits to
// come: the salon keeps its records and the calendar reads "Cliente eliminato".
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
const ids = { marco: 0, taglio: 0 };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  ids.marco = (await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" })).id;
  ids.taglio = (await call("POST", "/api/services", { name: "Taglio Donna", duration: 45, price: 3500, description: "" })).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Booked = { id: number; clientId: number; status: string; client: { firstName: string; lastName: string; phone: string; walkIn?: boolean } };

describe("Cliente di passaggio", () => {
  for (const [label, viewport, hour] of [["1440", WIDE, "10"], ["390", PHONE, "12"]] as const) {
    test(`a walk-in with a first name only is booked and shown (${label} px)`, async () => {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto(`/calendar?view=day&date=${day}`);
      await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Cliente di passaggio" }).click();
      await dialog.getByLabel("Nome (facoltativo)").fill(`Maria${label}`);
      await dialog.getByLabel("Stilista").selectOption(String(ids.marco));
      await dialog.getByLabel("Servizio").selectOption(String(ids.taglio));
      await dialog.getByLabel("Ora").selectOption(hour);
      await screenshot(page, `walk-in-dialog-${label}`);
      await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
      await dialog.waitFor({ state: "hidden" });
      const booked = (await call<Booked[]>("GET", `/api/appointments?date=${day}`)).find((a) => a.client.firstName === `Maria${label}`)!;
      expect(booked.client).toMatchObject({ lastName: "", phone: "", walkIn: true });
      await page.getByText(`Maria${label} (Cliente di passaggio)`).first().waitFor();
      await screenshot(page, `walk-in-calendar-${label}`);
      await context.close();
    });
  }
});

describe("deleting a client with visits to come", () => {
  for (const [label, viewport, choice] of [["1440", WIDE, "Annulla gli appuntamenti"], ["390", PHONE, "Mantieni gli appuntamenti"]] as const) {
    test(`the dialog lists them and '${choice}' keeps her visits under «Cliente eliminato» (${label} px)`, async () => {
      const phone = label === "1440" ? "3331110001" : "3331110002";
      const client = await call("POST", "/api/clients", { firstName: "Giulia", lastName: `Rossi${label}`, phone, email: "", notes: "" });
      await call("POST", "/api/appointments", { clientId: client.id, stylistId: ids.marco, serviceId: ids.taglio, date: label === "1440" ? "2026-01-12" : "2026-01-13", startTime: "10:00", endTime: "10:45", notes: "" });
      const future = await call("POST", "/api/appointments", { clientId: client.id, stylistId: ids.marco, serviceId: ids.taglio, date: day, startTime: label === "1440" ? "15:00" : "16:00", endTime: label === "1440" ? "15:45" : "16:45", notes: "" });
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto("/clients");
      await page.getByRole("button", { name: `Elimina Giulia Rossi${label}` }).click();
      const confirm = page.getByRole("dialog", { name: "Sei sicuro di voler eliminare questo cliente?" });
      await confirm.getByText("nello storico del salone come «Cliente eliminato»").waitFor();
      await screenshot(page, `client-delete-confirm-${label}`);
      await confirm.getByRole("button", { name: "Elimina" }).click();
      const dialog = page.getByRole("dialog", { name: "Appuntamenti in programma" });
      await dialog.getByText("Taglio Donna · con Marco").waitFor();
      await screenshot(page, `client-delete-future-visits-${label}`);
      await dialog.getByRole("button", { name: choice }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByText("Cliente eliminato con successo").first().waitFor();
      const visits = await call<Booked[]>("GET", `/api/appointments?clientId=${client.id}`);
      expect(visits).toHaveLength(2);
      expect(visits.every((v) => v.client.firstName === "Cliente" && v.client.lastName === "eliminato" && v.client.phone === "")).toBe(true);
      expect(visits.find((v) => v.id === future.id)!.status).toBe(label === "1440" ? "cancelled" : "booked");
      const clients = await call<{ id: number }[]>("GET", "/api/clients");
      expect(clients.map((c) => c.id)).not.toContain(client.id);
      if (label === "390") {
        await page.goto(`/calendar?view=day&date=${day}`);
        await page.getByText("Cliente eliminato").first().waitFor();
        await screenshot(page, `client-deleted-calendar-${label}`);
      }
      await context.close();
    });
  }
});
