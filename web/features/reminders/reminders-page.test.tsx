import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { Suspense } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import type { Client } from "../../../src/domain/schemas/clients";
import type { ReminderCheckReport, ReminderView } from "../../../src/domain/schemas/reminders";
import type { Service } from "../../../src/domain/schemas/services";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import RemindersPage, { TEST_FAILED, TEST_STARTED } from "./reminders-page";
import { answerClients } from "../../entities/clients-fixtures";
import { fakeApi } from "../../lib/fake-api";

const realAlert = window.alert;
afterEach(() => {
  cleanup();
  window.alert = realAlert;
});

const REMINDER: ReminderView = {
  id: 7,
  clientId: 1,
  serviceId: 5,
  stylistId: 9,
  frequency: "weekly",
  dayOfWeek: 5,
  dayOfMonth: null,
  preferredTime: "10:30",
  isActive: true,
  nextReminderDate: "2026-03-13",
  client: { firstName: "Maria", lastName: "Rossi", whatsappConsent: true },
  service: { name: "Colore" },
  stylist: { name: "Giulia" },
  lastMessage: {
    occurrenceDate: "2026-03-06",
    status: "failed",
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    errorCode: "131026",
    errorMessage: "numero non su WhatsApp",
    attempts: 1,
    nextAttemptAt: null,
    updatedAt: "2026-03-06T09:30:00.000Z",
  },
};

type Handler = (method: string, body: unknown) => { status: number; body: unknown };
function serve(routes: Record<string, Handler | unknown>) {
  const calls: string[] = [];
  fakeApi((call) => {
    calls.push(`${call.method} ${call.path}`);
    const clients = answerClients(() => CLIENTS, call.method, call.path);
    if (clients) return clients;
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
    if (typeof route === "function") return (route as Handler)(call.method, call.body);
    return route === undefined ? { status: 404, body: {} } : { status: 200, body: route };
  });
  return calls;
}

const client = (id: number, firstName: string, lastName: string): Client => ({ id, firstName, lastName, phone: "3331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false });
const CLIENTS = [client(1, "Maria", "Rossi"), client(2, "Luca", "Bianchi")];
const LISTS: Record<string, Service[] | Stylist[]> = {
  "/api/services": [{ id: 5, name: "Colore", duration: 60, price: 5000, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false }],
  "/api/stylists": [{ id: 9, name: "Giulia", phone: "", email: "" }],
};
const REPORT: ReminderCheckReport = { message: "Controllo dei promemoria eseguito", queued: 0, sent: 0, retrying: 0, failed: 0, notConfigured: 0, abandoned: 0 };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

async function renderPage(path = "/recurring-reminders") {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <RemindersPage />
        </Suspense>
        <Location />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(50);
}

describe("RemindersPage", () => {
  test("lists the reminders with their schedule, next date and last send", async () => {
    serve({ ...LISTS, "/api/recurring-reminders": [REMINDER] });
    await renderPage();
    expect(screen.getByRole("heading", { name: "Promemoria Attivi (1)" })).toBeTruthy();
    const row = screen.getByTestId("reminder-row");
    expect(within(row).getByText("Maria Rossi")).toBeTruthy();
    expect(within(row).getByText("Colore · con Giulia")).toBeTruthy();
    expect(within(row).getByText("Settimanale")).toBeTruthy();
    expect(within(row).getByText("Venerdì")).toBeTruthy();
    expect(within(row).getByText("13/03/2026")).toBeTruthy();
    expect(within(row).getByText("Non inviato: numero non su WhatsApp")).toBeTruthy();
    expect(within(row).queryByTestId("reminder-no-consent")).toBeNull();
  });

  test("'Promemoria Attivi (N)' lists exactly N rows; the others are listed apart under their own count", async () => {
    const paused: ReminderView = { ...REMINDER, id: 8, isActive: false, client: { firstName: "Luca", lastName: "Bianchi", whatsappConsent: true } };
    serve({ ...LISTS, "/api/recurring-reminders": [REMINDER, paused] });
    await renderPage();
    const active = screen.getByRole("list", { name: "Promemoria Attivi" });
    expect(screen.getByRole("heading", { name: "Promemoria Attivi (1)" })).toBeTruthy();
    expect(within(active).getAllByTestId("reminder-row").map((r) => within(r).getByTestId("reminder-client").firstChild!.textContent)).toEqual(["Maria Rossi"]);
    expect(screen.getByRole("heading", { name: "Non attivi (1)" })).toBeTruthy();
    const pausedList = screen.getByRole("list", { name: "Promemoria non attivi" });
    expect(within(pausedList).getAllByTestId("reminder-row").map((r) => within(r).getByTestId("reminder-client").firstChild!.textContent)).toEqual(["Luca Bianchi"]);
  });

  test("only paused reminders: 'Promemoria Attivi (0)' says none is active", async () => {
    serve({ ...LISTS, "/api/recurring-reminders": [{ ...REMINDER, isActive: false }] });
    await renderPage();
    expect(screen.getByRole("heading", { name: "Promemoria Attivi (0)" })).toBeTruthy();
    expect(screen.getByText("Nessun promemoria attivo: quelli non attivi sono qui sotto.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Non attivi (1)" })).toBeTruthy();
  });

  test("a reminder whose client has no WhatsApp consent says it will not be sent", async () => {
    const noConsent: ReminderView = { ...REMINDER, id: 8, client: { firstName: "Luca", lastName: "Bianchi", whatsappConsent: false } };
    serve({ ...LISTS, "/api/recurring-reminders": [REMINDER, noConsent] });
    await renderPage();
    const [maria, luca] = screen.getAllByTestId("reminder-row");
    expect(within(maria!).queryByText("Nessun consenso WhatsApp: non verrà inviato")).toBeNull();
    expect(within(luca!).getByText("Nessun consenso WhatsApp: non verrà inviato")).toBeTruthy();
  });

  test("the empty state offers the create button", async () => {
    serve({ ...LISTS, "/api/recurring-reminders": [] });
    await renderPage();
    expect(screen.getByText("Nessun promemoria ricorrente")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Nuovo Promemoria" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    await settle();
    expect(screen.getByRole("dialog", { name: "Nuovo Promemoria" })).toBeTruthy();
  });

  test("?client= preselects that client, opens the form and leaves the address clean", async () => {
    const calls = serve({ ...LISTS, "/api/recurring-reminders": [] });
    await renderPage("/recurring-reminders?client=2");
    expect(screen.getByRole("dialog", { name: "Nuovo Promemoria" })).toBeTruthy();
    // Only the linked client is asked for, never the whole list.
    expect(calls).toContain("GET /api/clients/2");
    expect(calls).not.toContain("GET /api/clients");
    expect(screen.getByRole<HTMLInputElement>("combobox", { name: "Cliente" }).value).toBe("Luca Bianchi");
    expect(screen.getByTestId("location").textContent).toBe("/recurring-reminders");
  });

  test("?client= of a client that does not exist says so and opens nothing", async () => {
    serve({ ...LISTS, "/api/recurring-reminders": [] });
    await renderPage("/recurring-reminders?client=99");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Cliente non trovato")).toBeTruthy();
  });

  test.each<[string, number, string]>([
    ["success", 200, TEST_STARTED],
    ["failure", 500, TEST_FAILED],
  ])("'Test Servizio' alerts the spec's text on %s", async (_label, status, text) => {
    const calls = serve({
      ...LISTS,
      "/api/recurring-reminders": [],
      "POST /api/recurring-reminders/service/trigger": () => ({ status, body: status === 200 ? REPORT : {} }),
    });
    const alerts: string[] = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Test Servizio" }));
    });
    await settle();
    expect(calls).toContain("POST /api/recurring-reminders/service/trigger");
    expect(alerts).toEqual([text]);
  });

  test("delete asks first, naming the client, then deletes", async () => {
    const calls = serve({
      ...LISTS,
      "/api/recurring-reminders": [REMINDER],
      "DELETE /api/recurring-reminders/7": () => ({ status: 200, body: { message: "Promemoria eliminato" } }),
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina il promemoria di Maria Rossi" }));
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Eliminare il promemoria di Maria Rossi?" });
    expect(dialog.textContent).toContain("Maria Rossi non riceverà più il promemoria «Colore»");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle();
    expect(calls).toContain("DELETE /api/recurring-reminders/7");
    expect(screen.getByText("Promemoria eliminato")).toBeTruthy();
  });
});
