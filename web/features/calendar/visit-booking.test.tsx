import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { CALENDAR_DEFAULT_OPENING_HOURS } from "../../../src/domain/availability";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { emptyForm, formFromAppointment, type AppointmentForm } from "./form-model";
import type { FormItem } from "./form-items";
import { booked, MARCO } from "./test-fixtures";

afterEach(cleanup);

// A visit of two services (5 then 7), both with Marco unless a test says otherwise.
const GIULIA = { id: 3, name: "Giulia", phone: "", email: "" };
const MONDAY = "2026-03-30";
const SLOT_TAKEN = "Marco ha già un appuntamento dalle 10:00 alle 10:30";
const holiday = { id: 1, stylistId: MARCO.id, startDate: MONDAY, endDate: MONDAY, isActive: true, reason: "Ferie", notes: null, stylist: { name: "Marco" } };
const cut = (stylistId: number): FormItem => ({ key: 1, serviceId: "7", stylistId: String(stylistId), start: "after", duration: 30, processingMinutes: 0, finishingMinutes: 0, price: "" });

function server(over: { vacations?: unknown[]; write?: (call: FakeCall) => { status: number; body?: unknown } } = {}) {
  return fakeApi((call) => {
    const path = call.path;
    if (call.method !== "GET") return over.write?.(call) ?? { status: 201, body: booked() };
    if (path === "/api/settings/hours") return { status: 200, body: CALENDAR_DEFAULT_OPENING_HOURS };
    if (path === "/api/stylists") return { status: 200, body: [MARCO, GIULIA] };
    if (path === `/api/stylists/vacations?from=${MONDAY}&to=${MONDAY}`) return { status: 200, body: over.vacations ?? [] };
    if (path.startsWith("/api/availability/free-slots")) {
      const q = new URLSearchParams(path.split("?")[1]);
      const id = q.get("stylistId") === String(MARCO.id) ? MARCO.id : GIULIA.id;
      return { status: 200, body: { minutes: 60, from: MONDAY, to: "2026-04-29", slots: [{ date: MONDAY, startTime: id === MARCO.id ? "11:00" : "10:00", endTime: "12:00", stylistIds: [id] }] } };
    }
    return { status: 200, body: [] };
  });
}

function renderDialog(initial: AppointmentForm) {
  render(
    <Provider store={createStore()}>
      <AppointmentFormDialog open onOpenChange={() => {}} initial={initial} hoursFor={() => [8, 9, 10, 11, 12]} />
    </Provider>,
  );
}

const visit = (items: FormItem[], over: Partial<AppointmentForm> = {}) =>
  emptyForm({ date: MONDAY, stylistId: String(MARCO.id), serviceId: "5", clientName: "Anna Neri", clientPhone: "3335556666", startHour: "10", startMinute: "0", items, ...over });
const create = () => fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== "GET");
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.startsWith("/api/availability/")).map((c) => Object.fromEntries(new URLSearchParams(c.path.split("?")[1])));

test("a taken visit (409) searches the whole visit (serviceIds, the shared stylist) and a pick moves every item", async () => {
  let posts = 0;
  const calls = server({ write: () => (++posts === 1 ? { status: 409, body: { message: SLOT_TAKEN, code: "slot_taken" } } : { status: 201, body: booked() }) });
  renderDialog(visit([cut(MARCO.id)], { cleaning: 15 }));
  create();
  await waitFor(() => expect(screen.getByText("Prossimi orari liberi")).toBeDefined());
  expect(searches(calls)).toEqual([
    { serviceIds: "5,7", cleaning: "15", from: MONDAY, fromTime: "10:00", stylistId: String(MARCO.id), limit: "4" },
    { serviceIds: "5,7", cleaning: "15", from: MONDAY, fromTime: "10:00", exceptStylistId: String(MARCO.id), limit: "4" },
  ]);
  fireEvent.click(screen.getByRole("button", { name: "Prenota 30/03/2026 alle 10:00 con Giulia" }));
  await waitFor(() => expect(writes(calls)).toHaveLength(2));
  expect(writes(calls)[1]?.body).toMatchObject({ items: [{ serviceId: 5, stylistId: GIULIA.id, startTime: "10:00" }, { serviceId: 7, stylistId: GIULIA.id, startTime: "10:30" }] });
});

test("items with different stylists: one search with no stylist (one who does them all)", async () => {
  const calls = server({ write: () => ({ status: 409, body: { message: SLOT_TAKEN, code: "slot_taken" } }) });
  renderDialog(visit([cut(GIULIA.id)]));
  create();
  await waitFor(() => expect(screen.getByText("Con un altro collaboratore")).toBeDefined());
  expect(searches(calls)).toEqual([{ serviceIds: "5,7", from: MONDAY, fromTime: "10:00", limit: "4" }]);
});

test("the warning judges each item's own stylist: Marco's holiday on the second service", async () => {
  const calls = server({ vacations: [holiday] });
  renderDialog(visit([cut(MARCO.id)], { stylistId: String(GIULIA.id) }));
  await waitFor(() => expect(screen.getByText("Marco è in ferie")).toBeDefined());
  create();
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Scegli un orario libero oppure «Prenota comunque»"));
  expect(writes(calls)).toEqual([]);
});

test("a server message about an item shows under that item's own field", async () => {
  const message = "Marco non esegue Taglio";
  server({ write: () => ({ status: 400, body: { message, code: "validation", fields: { "items.1.stylistId": message, "items.0.priceCents": "Prezzo non valido" } } }) });
  renderDialog(visit([cut(MARCO.id)], { startHour: "11" }));
  create();
  await waitFor(() => expect(screen.getByText(message)).toBeDefined());
  expect(document.getElementById("appt-item-1-stylistId")?.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Prezzo non valido")).toBeDefined();
  // Not repeated as the dialog's general message.
  expect(screen.getAllByText(message)).toHaveLength(1);
});

test("a walk-in client's visit offers no «Modifica dati cliente»; a client with a record does", async () => {
  server();
  const walkIn = booked({ client: { firstName: "Maria", lastName: "", phone: "", email: "", notes: "", walkIn: true } });
  renderDialog(formFromAppointment(walkIn));
  await waitFor(() => expect(screen.getByRole("button", { name: "Cambia cliente" })).toBeDefined());
  expect(screen.queryByRole("button", { name: "Modifica dati cliente" })).toBeNull();
  cleanup();
  renderDialog(formFromAppointment(booked()));
  await waitFor(() => expect(screen.getByRole("button", { name: "Modifica dati cliente" })).toBeDefined());
});
