import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { MemoryRouter } from "react-router-dom";
import { BREAK_INCOMPLETE, END_TIME_REQUIRED, START_TIME_REQUIRED } from "../../../src/domain/schemas/working-hours";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import StylistHoursPage from "./stylist-hours-page";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { fakeApi } from "../../lib/fake-api";

type Call = { method: string; path: string; body: any };
type Answer = { status: number; body?: unknown; text?: string; contentType?: string } | "network-error";
type Route = (call: Call) => Answer | undefined;

const STYLISTS = [
  { id: 4, name: "Marco", phone: "", email: "" },
  { id: 7, name: "Sara", phone: "", email: "" },
];

/** A stand-in for the server at the network boundary: every call is recorded. */
const serve = (route: Route) => fakeApi(route);

/** GET stylists and saved hours; POSTs answered by `onSave` (default: 200 with the body). */
/** What the server answers to a saved weekday: the row, with its id. */
const savedRow = (body: any): Answer => ({ status: 200, body: { id: 100 + body.dayOfWeek, ...body } });

function salon(saved: Record<number, unknown[]> = {}, onSave: (body: any) => Answer = savedRow) {
  return serve((call) => {
    if (call.method === "GET" && call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    const match = /^\/api\/stylists\/working-hours\?stylistId=(\d+)$/.exec(call.path);
    if (call.method === "GET" && match) return { status: 200, body: saved[Number(match[1])] ?? [] };
    if (call.method === "POST" && call.path === "/api/stylists/working-hours") return onSave(call.body);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
});

async function renderPage(role: "owner" | "reception" = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <StylistHoursPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const day = (name: string) => screen.getByRole("group", { name });
const timeIn = (dayName: string, label: string) => within(day(dayName)).getByLabelText<HTMLInputElement>(label);
const switchOf = (dayName: string) => within(day(dayName)).getByRole("switch");
const rowOf = (dayName: string) => ({
  working: switchOf(dayName).getAttribute("aria-checked") === "true",
  times: ["Inizio", "Fine", "Inizio pausa", "Fine pausa"].map((label) => timeIn(dayName, label).value),
});

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Salva Orari" }));
  });
  await settle(40);
}

const toastText = () => screen.queryByRole("alert")?.textContent || screen.queryByRole("status")?.textContent || "";

describe("Orari di Lavoro", () => {
  test("the first stylist is preselected; without saved hours the spec's defaults show", async () => {
    salon();
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Orari di Lavoro" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Stilista").value).toBe("4");
    expect(rowOf("Lunedì")).toEqual({ working: true, times: ["09:00", "18:00", "13:00", "14:00"] });
    expect(rowOf("Sabato")).toEqual({ working: true, times: ["09:00", "18:00", "13:00", "14:00"] });
    expect(rowOf("Domenica")).toEqual({ working: false, times: ["09:00", "18:00", "", ""] });
    expect(within(day("Domenica")).getByText("Libero")).toBeTruthy();
    expect(timeIn("Domenica", "Inizio").disabled).toBe(true);
    // Monday first, as the Italian week reads.
    // (The unnamed group is the fieldset that locks the week for a role that only reads it.)
    expect(screen.getAllByRole("group").flatMap((g) => g.getAttribute("aria-label") ?? [])).toEqual([
      "Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica",
    ]);
  });

  test("saved hours load, and choosing another employee loads theirs", async () => {
    salon({ 7: [{ id: 1, stylistId: 7, dayOfWeek: 1, isWorking: false, startTime: "09:00", endTime: "18:00", breakStartTime: null, breakEndTime: null }] });
    await renderPage();
    expect(rowOf("Lunedì").working).toBe(true);
    fireEvent.change(screen.getByLabelText("Stilista"), { target: { value: "7" } });
    await settle(40);
    expect(rowOf("Lunedì").working).toBe(false);
    expect(rowOf("Martedì").working).toBe(true);
  });

  test("'Part Time (Mar-Ven 10-15)' sets Tue-Fri 10:00-15:00 with a 12:30-13:00 break, the rest free", async () => {
    salon();
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Part Time (Mar-Ven 10-15)" }));
    for (const name of ["Martedì", "Mercoledì", "Giovedì", "Venerdì"]) {
      expect(rowOf(name)).toEqual({ working: true, times: ["10:00", "15:00", "12:30", "13:00"] });
    }
    for (const name of ["Lunedì", "Sabato", "Domenica"]) expect(rowOf(name).working).toBe(false);
    expect(screen.getByText("Modifiche non salvate")).toBeTruthy();
  });

  test("'Tempo Pieno (Lun-Sab 9-18)' sets Mon-Sat 09:00-18:00 with a 13:00-14:00 break, Sunday free", async () => {
    salon({ 4: [{ id: 1, stylistId: 4, dayOfWeek: 1, isWorking: false, startTime: "10:00", endTime: "15:00", breakStartTime: null, breakEndTime: null }] });
    await renderPage();
    expect(rowOf("Lunedì").working).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Tempo Pieno (Lun-Sab 9-18)" }));
    for (const name of ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato"]) {
      expect(rowOf(name)).toEqual({ working: true, times: ["09:00", "18:00", "13:00", "14:00"] });
    }
    expect(rowOf("Domenica")).toEqual({ working: false, times: ["09:00", "18:00", "", ""] });
  });

  test("'Salva Orari' sends one call per weekday, the day off with null breaks, then 'Orari salvati'", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Part Time (Mar-Ven 10-15)" }));
    await save();
    const posts = calls.filter((c) => c.method === "POST").map((c) => c.body);
    expect(posts).toHaveLength(7);
    expect(posts.map((p) => p.dayOfWeek).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(posts.find((p) => p.dayOfWeek === 1)).toEqual({
      stylistId: 4, dayOfWeek: 1, isWorking: false, startTime: "10:00", endTime: "15:00", breakStartTime: null, breakEndTime: null,
    });
    expect(posts.find((p) => p.dayOfWeek === 3)).toEqual({
      stylistId: 4, dayOfWeek: 3, isWorking: true, startTime: "10:00", endTime: "15:00", breakStartTime: "12:30", breakEndTime: "13:00",
    });
    expect(toastText()).toContain("Orari salvati");
    expect(screen.queryByText("Modifiche non salvate")).toBeNull();
  });

  test("switching a day to Libero and saving sends isWorking false with null breaks", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.click(switchOf("Mercoledì"));
    expect(within(day("Mercoledì")).getByText("Libero")).toBeTruthy();
    await save();
    expect(calls.find((c) => c.method === "POST" && c.body.dayOfWeek === 3)?.body).toMatchObject({
      isWorking: false,
      breakStartTime: null,
      breakEndTime: null,
    });
  });

  test.each<[string, string, string, string]>([
    ["an empty start", "Inizio", "", START_TIME_REQUIRED],
    ["an empty end", "Fine", "", END_TIME_REQUIRED],
    ["a break without its end", "Fine pausa", "", BREAK_INCOMPLETE],
  ])("%s on a working day: the message under the field, focus there, nothing sent", async (_label, field, value, message) => {
    const calls = salon();
    await renderPage();
    fireEvent.change(timeIn("Giovedì", field), { target: { value } });
    await save();
    expect(within(day("Giovedì")).getByText(message)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    const expectedFocus = field === "Inizio pausa" ? "Fine pausa" : field;
    expect(document.activeElement).toBe(timeIn("Giovedì", expectedFocus));
    expect(timeIn("Giovedì", expectedFocus).getAttribute("aria-invalid")).toBe("true");
  });

  test("an empty break (both times cleared) is no break, and is valid", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.change(timeIn("Lunedì", "Inizio pausa"), { target: { value: "" } });
    fireEvent.change(timeIn("Lunedì", "Fine pausa"), { target: { value: "" } });
    await save();
    expect(calls.find((c) => c.method === "POST" && c.body.dayOfWeek === 1)?.body).toMatchObject({ breakStartTime: null, breakEndTime: null });
  });

  test.each<[string, (body: any) => Answer, string]>([
    ["a failing day names the day and the status", (b) => (b.dayOfWeek === 2 ? { status: 500, body: { message: "x" } } : savedRow(b)), "Failed to save Martedì hours: 500"],
    ["an HTML answer is 'API endpoint not found'", () => ({ status: 404, text: "<!doctype html><html></html>", contentType: "text/html" }), "API endpoint not found"],
    ["a 200 with HTML is 'API endpoint not found' too", () => ({ status: 200, text: "<!doctype html><html></html>", contentType: "text/html" }), "API endpoint not found"],
    ["no answer is a network error", (b) => (b.dayOfWeek === 5 ? "network-error" : savedRow(b)), "Network error saving Venerdì hours"],
  ])("%s: toast 'Errore API'", async (_label, onSave, message) => {
    salon({}, onSave);
    await renderPage();
    await save();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Errore API");
    expect(alert.textContent).toContain(message);
  });

  test("changing employee with unsaved changes asks first; Annulla keeps them", async () => {
    salon();
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Part Time (Mar-Ven 10-15)" }));
    fireEvent.change(screen.getByLabelText("Stilista"), { target: { value: "7" } });
    const dialog = await screen.findByRole("dialog", { name: "Modifiche non salvate" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Annulla" }));
    await settle(20);
    expect(screen.getByLabelText<HTMLSelectElement>("Stilista").value).toBe("4");
    expect(rowOf("Lunedì").working).toBe(false);
    fireEvent.change(screen.getByLabelText("Stilista"), { target: { value: "7" } });
    const again = await screen.findByRole("dialog", { name: "Modifiche non salvate" });
    await act(async () => {
      fireEvent.click(within(again).getByRole("button", { name: "Cambia senza salvare" }));
    });
    await settle(40);
    expect(screen.getByLabelText<HTMLSelectElement>("Stilista").value).toBe("7");
    expect(rowOf("Lunedì").working).toBe(true);
  });

  test("no stylists yet: says so and links to the staff screen", async () => {
    serve((call) => (call.path === "/api/stylists" ? { status: 200, body: [] } : undefined));
    await renderPage();
    expect(screen.getByText("Nessuno stilista")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vai a Stilisti" }).getAttribute("href")).toBe("/stylists");
  });
});

test("abusing every field of a day never throws; an emptied start gets its Italian message", async () => {
  const server = serveForAbuse({
    "/api/stylists": STYLISTS,
    "/api/stylists/working-hours?stylistId=4": [],
    "/api/stylists/working-hours?stylistId=7": [],
  });
  try {
    await renderPage();
    const week = () => screen.getByRole("form", { name: "Orari di Marco" });
    // Every day is the same row; Monday's four fields stand for all seven (the whole week takes
    // ten times as long on a shared machine).
    const errors = await abuseForm(() => day("Lunedì"), () => fireEvent.click(screen.getByRole("button", { name: "Salva Orari" })));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    expect(week()).toBeTruthy();
    fireEvent.change(timeIn("Lunedì", "Inizio"), { target: { value: "" } });
    await save();
    expect(screen.getByText(START_TIME_REQUIRED)).toBeTruthy();
  } finally {
    server.restore();
  }
}, 60_000);

test("reception reads the hours: every field locked, no 'Salva Orari'", async () => {
  salon();
  await renderPage("reception");
  expect(screen.getByText("Solo il titolare può cambiare gli orari di lavoro.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Salva Orari" })).toBeNull();
  expect(timeIn("Lunedì", "Inizio").closest("fieldset")?.disabled).toBe(true);
});
