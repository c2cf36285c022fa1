import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { ALL_FIELDS_REQUIRED, START_AFTER_END, VACATION_IN_PAST } from "../../../src/domain/schemas/vacations";
import { addDays } from "../../../src/domain/time";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import type { Vacation } from "../../../src/domain/schemas/vacations";
import { dateRange, longDate } from "../../lib/format";
import { salonToday } from "../../lib/salon-time";
import VacationsPage from "./vacations-page";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { fakeApi } from "../../lib/fake-api";

type Call = { method: string; path: string; body: any };
type Route = (call: Call) => { status: number; body: unknown } | undefined;

const STYLISTS = [
  { id: 4, name: "Marco", phone: "", email: "" },
  { id: 7, name: "Sara", phone: "", email: "" },
];
const TODAY = salonToday();
const IN_10 = addDays(TODAY, 10);
const IN_14 = addDays(TODAY, 14);

const serve = (route: Route) => fakeApi(route);

const vacation = (patch: Partial<Vacation>): Vacation => ({
  id: 1,
  stylistId: 4,
  startDate: IN_10,
  endDate: IN_14,
  isActive: true,
  reason: "Ferie",
  notes: null,
  stylist: { name: "Marco" },
  ...patch,
});

/** A tiny in-memory server: POST adds, DELETE removes, unless `fail` says otherwise. */
function salon(initial: Vacation[] = [], fail: { post?: { status: number; body: unknown }; delete?: boolean } = {}) {
  let rows = [...initial];
  let nextId = 100;
  return serve((call) => {
    if (call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    if (call.path === "/api/stylists/vacations" && call.method === "GET") return { status: 200, body: rows };
    if (call.path === "/api/stylists/vacations" && call.method === "POST") {
      if (fail.post) return fail.post;
      const created = vacation({ ...call.body, id: nextId++ });
      rows = [...rows, created];
      return { status: 201, body: created };
    }
    const match = /^\/api\/stylists\/vacations\/(\d+)$/.exec(call.path);
    if (match && call.method === "DELETE") {
      if (fail.delete) return { status: 500, body: { message: "Errore interno del server" } };
      rows = rows.filter((v) => v.id !== Number(match[1]));
      return { status: 200, body: { message: "Ferie eliminate" } };
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
        <VacationsPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const form = () => screen.getByRole("form", { name: "Aggiungi ferie" });
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label);
const errorUnder = (label: string) => {
  const id = (field(label).getAttribute("aria-describedby") ?? "").split(" ").find((i) => i.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : undefined;
};
async function submit() {
  await act(async () => {
    fireEvent.click(within(form()).getByRole("button", { name: "Aggiungi Ferie" }));
  });
  await settle(40);
}
const toastText = () => `${screen.queryByRole("status")?.textContent ?? ""}${screen.queryByRole("alert")?.textContent ?? ""}`;

describe("Ferie Stilisti", () => {
  test("the form starts with the first employee and type Ferie; dates have a minimum of today", async () => {
    salon();
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Ferie Stilisti" })).toBeTruthy();
    expect(field("Dipendente").value).toBe("4");
    expect(field("Tipo").value).toBe("Ferie");
    expect(field("Data inizio").min).toBe(TODAY);
    expect(field("Data fine").min).toBe(TODAY);
    fireEvent.change(field("Data inizio"), { target: { value: IN_10 } });
    expect(field("Data fine").min).toBe(IN_10);
    // A start chosen first carries the end along.
    expect(field("Data fine").value).toBe(IN_10);
  });

  test("missing dates: 'Tutti i campi sono richiesti' under each, focus on the first, nothing sent", async () => {
    const calls = salon();
    await renderPage();
    await submit();
    expect(errorUnder("Data inizio")).toBe(ALL_FIELDS_REQUIRED);
    expect(errorUnder("Data fine")).toBe(ALL_FIELDS_REQUIRED);
    expect(document.activeElement).toBe(field("Data inizio"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("start after end: 'La data di inizio deve essere precedente alla data di fine'", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.change(field("Data inizio"), { target: { value: IN_14 } });
    fireEvent.change(field("Data fine"), { target: { value: IN_10 } });
    await submit();
    expect(errorUnder("Data fine")).toBe(START_AFTER_END);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("a start in the past is refused in the form", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.change(field("Data inizio"), { target: { value: addDays(TODAY, -1) } });
    fireEvent.change(field("Data fine"), { target: { value: TODAY } });
    await submit();
    expect(errorUnder("Data inizio")).toBe(VACATION_IN_PAST);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("adding: sends the body, toasts 'Ferie aggiunte', clears the dates and lists it with its type and long dates", async () => {
    const calls = salon();
    await renderPage();
    expect(screen.getByText("Nessuna ferie programmata")).toBeTruthy();
    fireEvent.change(field("Tipo"), { target: { value: "Malattia" } });
    fireEvent.change(field("Data inizio"), { target: { value: IN_10 } });
    fireEvent.change(field("Data fine"), { target: { value: IN_14 } });
    fireEvent.change(field("Note (facoltative)"), { target: { value: "Certificato consegnato" } });
    await submit();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      stylistId: 4,
      reason: "Malattia",
      startDate: IN_10,
      endDate: IN_14,
      notes: "Certificato consegnato",
    });
    expect(toastText()).toContain("Ferie aggiunte");
    expect(field("Data inizio").value).toBe("");
    const list = screen.getByRole("list", { name: "Ferie di Marco" });
    expect(within(list).getByText("Malattia")).toBeTruthy();
    expect(within(list).getByText(dateRange(IN_10, IN_14))).toBeTruthy();
    expect(within(list).getByText("Certificato consegnato")).toBeTruthy();
  });

  test("a server refusal: 'Errore salvando ferie: {status} - {text}' and the field message", async () => {
    salon([], { post: { status: 400, body: { message: START_AFTER_END, code: "validation", fields: { endDate: START_AFTER_END } } } });
    await renderPage();
    fireEvent.change(field("Data inizio"), { target: { value: IN_10 } });
    await submit();
    expect(toastText()).toContain(`Errore salvando ferie: 400 - ${START_AFTER_END}`);
    expect(errorUnder("Data fine")).toBe(START_AFTER_END);
  });

  test("the list follows the chosen employee; long Italian dates; one-day entries show one date", async () => {
    salon([
      vacation({ id: 1, stylistId: 4, reason: "Ferie", startDate: "2026-01-12", endDate: "2026-01-16" }),
      vacation({ id: 2, stylistId: 7, reason: "Permesso", startDate: IN_10, endDate: IN_10, stylist: { name: "Sara" } }),
    ]);
    await renderPage();
    expect(screen.getByText("dal lunedì 12 gennaio 2026 al venerdì 16 gennaio 2026")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Ferie di Marco" })).queryByText("Permesso")).toBeNull();
    fireEvent.change(field("Dipendente"), { target: { value: "7" } });
    await settle(20);
    const list = screen.getByRole("list", { name: "Ferie di Sara" });
    expect(within(list).getByText("Permesso")).toBeTruthy();
    expect(within(list).getByText(longDate(IN_10))).toBeTruthy();
    expect(screen.queryByText("dal lunedì 12 gennaio 2026 al venerdì 16 gennaio 2026")).toBeNull();
  });

  test("delete asks first, then 'Ferie eliminate' and the empty state", async () => {
    const calls = salon([vacation({ id: 9 })]);
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Elimina ferie ${dateRange(IN_10, IN_14)}` }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminare queste ferie?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(40);
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/stylists/vacations/9")).toBe(true);
    expect(toastText()).toContain("Ferie eliminate");
    expect(screen.getByText("Nessuna ferie programmata")).toBeTruthy();
  });

  test("a failed delete: 'Errore eliminando ferie', the entry stays", async () => {
    salon([vacation({ id: 9 })], { delete: true });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: `Elimina ferie ${dateRange(IN_10, IN_14)}` }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(40);
    expect(toastText()).toContain("Errore eliminando ferie");
    expect(screen.getByText(dateRange(IN_10, IN_14))).toBeTruthy();
  });

  test("the list cannot be loaded: 'Failed to fetch vacations' with a retry", async () => {
    serve((call) => (call.path === "/api/stylists" ? { status: 200, body: STYLISTS } : { status: 500, body: {} }));
    await renderPage();
    expect(screen.getByText("Failed to fetch vacations")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Riprova" })).toBeTruthy();
  });
});

test("abusing every field of the form never throws; emptied dates get the Italian message", async () => {
  const server = serveForAbuse({ "/api/stylists": STYLISTS, "/api/stylists/vacations": [vacation({})] });
  try {
    await renderPage();
    const errors = await abuseForm(form, () => fireEvent.click(within(form()).getByRole("button", { name: "Aggiungi Ferie" })));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    fireEvent.change(field("Data inizio"), { target: { value: "" } });
    await submit();
    expect(errorUnder("Data inizio")).toBe(ALL_FIELDS_REQUIRED);
    expect(form()).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Ferie Stilisti" })).toBeTruthy();
  } finally {
    server.restore();
  }
});
