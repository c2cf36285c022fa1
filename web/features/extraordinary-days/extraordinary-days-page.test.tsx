import { afterEach, describe, expect, test } from "bun:test";
import { formatItalianDate } from "../../../src/domain/italian-date";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { MemoryRouter } from "react-router-dom";
import {
  CLOSE_BEFORE_OPEN,
  CLOSE_TIME_REQUIRED,
  DATE_REQUIRED,
  DAY_IN_PAST,
  duplicateDateMessage,
  NOTHING_TO_EDIT,
  OPEN_TIME_REQUIRED,
  TYPE_REQUIRED,
} from "../../../src/domain/schemas/extraordinary-days";
import { addDays } from "../../../src/domain/time";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";
import type { ConflictRow } from "../../../src/domain/schemas/conflicts";
import ExtraordinaryDaysPage from "./extraordinary-days-page";
import { longDate } from "../../lib/format";
import { salonToday } from "../../lib/salon-time";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { fakeApi } from "../../lib/fake-api";

type Call = { method: string; path: string; body: any };
type Answer = { status: number; body: unknown };
type Route = (call: Call) => Answer | undefined;

const TODAY = salonToday();
const SOON = addDays(TODAY, 5);
const LATER = addDays(TODAY, 40);

const serve = (route: Route) => fakeApi(route);

const entry = (patch: Partial<ExtraordinaryDay>): ExtraordinaryDay => ({
  id: 1,
  date: SOON,
  reason: "Festività - Patrono",
  isClosed: true,
  specialOpenTime: null,
  specialCloseTime: null,
  notes: null,
  ...patch,
});

/** In-memory server; `answers` overrides a method (e.g. a 409 on POST). */
function salon(initial: ExtraordinaryDay[] = [], answers: Partial<Record<"POST" | "PUT" | "DELETE", Answer>> = {}) {
  let rows = [...initial];
  let nextId = 100;
  return serve((call) => {
    if (call.path === "/api/salon-extraordinary-days" && call.method === "GET") return { status: 200, body: rows };
    const forced = answers[call.method as "POST" | "PUT" | "DELETE"];
    if (forced) return forced;
    if (call.path === "/api/salon-extraordinary-days" && call.method === "POST") {
      const created = { ...call.body, id: nextId++, notes: call.body.notes || null };
      rows = [...rows, created];
      return { status: 201, body: created };
    }
    const match = /^\/api\/salon-extraordinary-days\/(\d+)$/.exec(call.path);
    if (!match) return undefined;
    const id = Number(match[1]);
    if (call.method === "PUT") {
      rows = rows.map((r) => (r.id === id ? { ...call.body, id } : r));
      return { status: 200, body: { ...call.body, id } };
    }
    if (call.method === "DELETE") {
      rows = rows.filter((r) => r.id !== id);
      return { status: 200, body: { message: "Giorno straordinario eliminato" } };
    }
    return undefined;
  });
}

afterEach(() => {
  cleanup();
});

async function renderPage() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ExtraordinaryDaysPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const form = () => screen.getByRole("form", { name: /giorno straordinario/ });
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label);
/** The browser's date picker behind a typed date field: it carries the earliest day offered. */
const picker = (label: string) => field(label).parentElement!.querySelector<HTMLInputElement>('input[type="date"]')!;
const errorUnder = (label: string) => {
  const id = (field(label).getAttribute("aria-describedby") ?? "").split(" ").find((i) => i.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const submitButton = () => within(form()).getByRole("button", { name: /Aggiungi Giorno|Salva Modifiche/ });
async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
  await settle(40);
}
const toastText = () => `${screen.queryByRole("status")?.textContent ?? ""}${screen.queryByRole("alert")?.textContent ?? ""}`;

function fill(values: { date?: string; type?: string; description?: string; notes?: string }) {
  if (values.date !== undefined) fireEvent.change(field("Data"), { target: { value: formatItalianDate(values.date) } });
  if (values.type !== undefined) fireEvent.change(field("Tipo"), { target: { value: values.type } });
  if (values.description !== undefined) fireEvent.change(field("Descrizione"), { target: { value: values.description } });
  if (values.notes !== undefined) fireEvent.change(field("Note (facoltative)"), { target: { value: values.notes } });
}

describe("Giorni Straordinari", () => {
  test("the form starts as Festività, Chiuso, date minimum today; save waits for a date and a description", async () => {
    salon();
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Giorni Straordinari" })).toBeTruthy();
    expect(field("Tipo").value).toBe("Festività");
    expect(picker("Data").min).toBe(TODAY);
    expect(within(form()).getByRole("radio", { name: "Chiuso" })).toHaveProperty("checked", true);
    expect(within(form()).queryByLabelText("Orario apertura")).toBeNull();
    expect(submitButton().hasAttribute("disabled")).toBe(true);
    fill({ date: SOON });
    expect(submitButton().hasAttribute("disabled")).toBe(true);
    fill({ description: "Patrono" });
    expect(submitButton().hasAttribute("disabled")).toBe(false);
  });

  test("'Aperto con orari speciali' shows opening and closing time, 09:00-18:00 by default", async () => {
    salon();
    await renderPage();
    fireEvent.click(within(form()).getByRole("radio", { name: "Aperto con orari speciali" }));
    expect(field("Orario apertura").value).toBe("09:00");
    expect(field("Orario chiusura").value).toBe("18:00");
  });

  test("adding a closed day saves 'type - description' with null times and lists it", async () => {
    const calls = salon();
    await renderPage();
    expect(screen.getByText("Nessun giorno straordinario")).toBeTruthy();
    fill({ date: SOON, type: "Chiusura Straordinaria", description: "Inventario", notes: "Riapre alle 9" });
    await submit();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      date: SOON,
      reason: "Chiusura Straordinaria - Inventario",
      isClosed: true,
      specialOpenTime: null,
      specialCloseTime: null,
      notes: "Riapre alle 9",
    });
    expect(toastText()).toContain("Giorno straordinario aggiunto");
    expect(field("Descrizione").value).toBe("");
    const list = screen.getByRole("list", { name: "Giorni straordinari" });
    expect(within(list).getByText(longDate(SOON))).toBeTruthy();
    expect(within(list).getByText("Chiusura Straordinaria - Inventario")).toBeTruthy();
    expect(within(list).getByText("Chiuso")).toBeTruthy();
  });

  test.each<[string, string, string, string]>([
    ["no opening time", "", "13:00", OPEN_TIME_REQUIRED],
    ["no closing time", "09:00", "", CLOSE_TIME_REQUIRED],
    ["closing before opening", "14:00", "13:00", CLOSE_BEFORE_OPEN],
  ])("open with %s: the message under the field, nothing sent", async (_label, open, close, message) => {
    const calls = salon();
    await renderPage();
    fill({ date: SOON, description: "Vigilia" });
    fireEvent.click(within(form()).getByRole("radio", { name: "Aperto con orari speciali" }));
    fireEvent.change(field("Orario apertura"), { target: { value: open } });
    fireEvent.change(field("Orario chiusura"), { target: { value: close } });
    await submit();
    expect(errorUnder(message === OPEN_TIME_REQUIRED ? "Orario apertura" : "Orario chiusura")).toBe(message);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("a date before today is refused in the form", async () => {
    const calls = salon();
    await renderPage();
    fill({ date: addDays(TODAY, -1), description: "Ieri" });
    await submit();
    expect(errorUnder("Data")).toBe(DAY_IN_PAST);
    expect(document.activeElement).toBe(field("Data"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test.each<[string, Record<string, string>, string, string]>([
    ["a taken date (409)", { date: duplicateDateMessage(SOON) }, "Data", duplicateDateMessage(SOON)],
    ["the server's 'Data richiesta'", { date: DATE_REQUIRED }, "Data", DATE_REQUIRED],
    ["the server's 'Tipo richiesto'", { reason: TYPE_REQUIRED }, "Tipo", TYPE_REQUIRED],
  ])("%s: the toast 'Errore salvando giorno straordinario: …' and the message under the field", async (_label, fields, label, message) => {
    const status = label === "Data" && message !== DATE_REQUIRED ? 409 : 400;
    salon([], { POST: { status, body: { message, code: "x", fields } } });
    await renderPage();
    fill({ date: SOON, description: "Patrono" });
    await submit();
    expect(toastText()).toContain(`Errore salvando giorno straordinario: ${status} - ${message}`);
    expect(errorUnder(label)).toBe(message);
  });

  test("the list is sorted by date with closed and special-hours badges, times and notes", async () => {
    salon([
      entry({ id: 2, date: LATER, reason: "Orario Ridotto - Vigilia", isClosed: false, specialOpenTime: "09:00", specialCloseTime: "13:00", notes: "Solo pieghe" }),
      entry({ id: 1, date: SOON }),
    ]);
    await renderPage();
    const items = within(screen.getByRole("list", { name: "Giorni straordinari" })).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual([longDate(SOON), longDate(LATER)]);
    expect(within(items[0]!).getByText("Chiuso")).toBeTruthy();
    expect(items[1]!.textContent).toContain("Orario Speciale 09:00–13:00");
    expect(within(items[1]!).getByText("Solo pieghe")).toBeTruthy();
  });

  test("edit loads the entry, shows Annulla, and saves with PUT: 'Giorno straordinario aggiornato'", async () => {
    const calls = salon([entry({ id: 3, reason: "Evento Speciale - Sfilata", notes: "Con la scuola" })]);
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Modifica ${longDate(SOON)}` }));
    await settle(20);
    expect(screen.getByRole("heading", { name: "Modifica Giorno Straordinario" })).toBeTruthy();
    expect(field("Tipo").value).toBe("Evento Speciale");
    expect(field("Descrizione").value).toBe("Sfilata");
    expect(field("Note (facoltative)").value).toBe("Con la scuola");
    fireEvent.click(within(form()).getByRole("radio", { name: "Aperto con orari speciali" }));
    fireEvent.change(field("Orario chiusura"), { target: { value: "12:00" } });
    await submit();
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/api/salon-extraordinary-days/3",
      body: {
        date: SOON,
        reason: "Evento Speciale - Sfilata",
        isClosed: false,
        specialOpenTime: "09:00",
        specialCloseTime: "12:00",
        notes: "Con la scuola",
      },
    });
    expect(toastText()).toContain("Giorno straordinario aggiornato");
    expect(screen.getByRole("heading", { name: "Aggiungi Giorno Straordinario" })).toBeTruthy();
  });

  test("Annulla leaves editing without saving", async () => {
    const calls = salon([entry({ id: 3 })]);
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Modifica ${longDate(SOON)}` }));
    await settle(20);
    fireEvent.click(within(form()).getByRole("button", { name: "Annulla" }));
    expect(screen.getByRole("heading", { name: "Aggiungi Giorno Straordinario" })).toBeTruthy();
    expect(field("Descrizione").value).toBe("");
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  test("editing an entry someone else deleted meanwhile: 'Nessun giorno da modificare'", async () => {
    salon([entry({ id: 3 })], { PUT: { status: 404, body: { message: "Giorno straordinario non trovato", code: "not_found" } } });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Modifica ${longDate(SOON)}` }));
    await settle(20);
    await submit();
    expect(toastText()).toContain(NOTHING_TO_EDIT);
    expect(screen.getByRole("heading", { name: "Aggiungi Giorno Straordinario" })).toBeTruthy();
  });

  test("a failed update: 'Errore aggiornando giorno straordinario: …'", async () => {
    salon([entry({ id: 3 }), entry({ id: 4, date: LATER })], {
      PUT: { status: 409, body: { message: duplicateDateMessage(LATER), code: "duplicate_date", fields: { date: duplicateDateMessage(LATER) } } },
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Modifica ${longDate(SOON)}` }));
    await settle(20);
    fill({ date: LATER });
    await submit();
    expect(toastText()).toContain(`Errore aggiornando giorno straordinario: 409 - ${duplicateDateMessage(LATER)}`);
    expect(errorUnder("Data")).toBe(duplicateDateMessage(LATER));
  });

  test("delete asks first, then 'Giorno straordinario eliminato'; a failure says 'Errore eliminando giorno straordinario'", async () => {
    const calls = salon([entry({ id: 3 })]);
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Elimina ${longDate(SOON)}` }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminare il giorno straordinario?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(40);
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/salon-extraordinary-days/3")).toBe(true);
    expect(toastText()).toContain("Giorno straordinario eliminato");
    expect(screen.getByText("Nessun giorno straordinario")).toBeTruthy();
  });

  test("a failed delete keeps the entry", async () => {
    salon([entry({ id: 3 })], { DELETE: { status: 500, body: { message: "Errore interno del server" } } });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Elimina ${longDate(SOON)}` }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(40);
    expect(toastText()).toContain("Errore eliminando giorno straordinario");
    expect(screen.getByText("Festività - Patrono")).toBeTruthy();
  });

  test("the list cannot be loaded: 'Failed to fetch extraordinary days'", async () => {
    serve(() => ({ status: 500, body: {} }));
    await renderPage();
    expect(screen.getByText("Failed to fetch extraordinary days")).toBeTruthy();
  });
});

test("abusing every field of the form never throws; an emptied date blocks saving, a past one is named", async () => {
  const server = serveForAbuse({ "/api/salon-extraordinary-days": [entry({})] });
  try {
    await renderPage();
    const errors = await abuseForm(form, () => fireEvent.click(submitButton()));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    fireEvent.change(field("Data"), { target: { value: "" } });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field("Data"), { target: { value: formatItalianDate("2020-01-01") } });
    fireEvent.change(field("Descrizione"), { target: { value: "Festa" } });
    await submit();
    expect(errorUnder("Data")).toBe(DAY_IN_PAST);
  } finally {
    server.restore();
  }
});

describe("a closure over booked appointments", () => {
  const conflictRow = (id: number, startTime: string): ConflictRow => ({
    id,
    date: SOON,
    startTime,
    endTime: "10:45",
    stylistId: 2,
    serviceId: 3,
    clientName: "Giulia Rossi",
    clientPhone: "3331234567",
    stylistName: "Maria",
    serviceName: "Taglio",
    version: 1,
    kind: "closed",
    reason: "Salone chiuso: Chiusura Straordinaria - Inventario",
  });
  function bookedSalon() {
    let rows: ExtraordinaryDay[] = [];
    return serve((call) => {
      if (call.path === "/api/salon-extraordinary-days" && call.method === "GET") return { status: 200, body: rows };
      if (call.path === "/api/salon-extraordinary-days" && call.method === "POST") {
        return {
          status: 409,
          body: {
            code: "booked_conflicts",
            message: `Il ${SOON.slice(8, 10)}/${SOON.slice(5, 7)} ci sono 2 appuntamenti in conflitto`,
            conflicts: [conflictRow(7, "10:00"), conflictRow(8, "11:00")],
          },
        };
      }
      if (call.path === "/api/salon-extraordinary-days?confirm=1" && call.method === "POST") {
        const created = { ...call.body, id: 50, notes: null };
        rows = [created];
        return { status: 201, body: created };
      }
      return undefined;
    });
  }

  test("the warning lists them; Annulla stores nothing; 'Salva comunque' sends it again confirmed", async () => {
    const calls = bookedSalon();
    await renderPage();
    fill({ date: SOON, type: "Chiusura Straordinaria", description: "Inventario" });
    await submit();
    const warning = screen.getByRole("dialog", { name: "Appuntamenti in conflitto" });
    expect(warning.textContent).toContain(`Il ${SOON.slice(8, 10)}/${SOON.slice(5, 7)} ci sono 2 appuntamenti in conflitto`);
    expect(within(warning).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      `${SOON.slice(8, 10)}/${SOON.slice(5, 7)} 10:00 · Giulia Rossi · Maria · TaglioSalone chiuso: Chiusura Straordinaria - Inventario`,
      `${SOON.slice(8, 10)}/${SOON.slice(5, 7)} 11:00 · Giulia Rossi · Maria · TaglioSalone chiuso: Chiusura Straordinaria - Inventario`,
    ]);
    await act(async () => fireEvent.click(within(warning).getByRole("button", { name: "Annulla" })));
    await settle(40);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toastText()).not.toContain("Giorno straordinario aggiunto");
    expect(field("Descrizione").value).toBe("Inventario");

    await submit();
    await act(async () => fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Salva comunque" })));
    await settle(40);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/salon-extraordinary-days",
      "/api/salon-extraordinary-days",
      "/api/salon-extraordinary-days?confirm=1",
    ]);
    expect(toastText()).toContain("Giorno straordinario aggiunto");
  });
});
