import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { CALENDAR_DEFAULT_OPENING_HOURS } from "../../../src/domain/availability";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { emptyForm, type AppointmentForm } from "./form-model";
import { booked, MARCO } from "./test-fixtures";

afterEach(cleanup);

const GIULIA = { id: 3, name: "Giulia", phone: "", email: "" };
const MONDAY = "2026-03-30";
const SLOT_TAKEN = "Marco ha già un appuntamento dalle 10:00 alle 10:30";
const holiday = { id: 1, stylistId: MARCO.id, startDate: MONDAY, endDate: MONDAY, isActive: true, reason: "Ferie", notes: null, stylist: { name: "Marco" } };

/** The reads the dialog makes: the week, the team, their hours and vacations, the free times. */
function server(over: { vacations?: unknown[]; write?: (call: FakeCall) => { status: number; body?: unknown } } = {}) {
  return fakeApi((call) => {
    const path = call.path;
    if (call.method !== "GET") return over.write?.(call) ?? { status: 201, body: booked() };
    if (path === "/api/settings/hours") return { status: 200, body: CALENDAR_DEFAULT_OPENING_HOURS };
    if (path === "/api/stylists") return { status: 200, body: [MARCO, GIULIA] };
    // Only the booked day's vacations are asked for.
    if (path === `/api/stylists/vacations?from=${MONDAY}&to=${MONDAY}`) return { status: 200, body: over.vacations ?? [] };
    if (path.startsWith("/api/availability/free-slots")) {
      const one = new URLSearchParams(path.split("?")[1]).get("stylistId") === String(MARCO.id);
      const slots = one
        ? [{ date: MONDAY, startTime: "10:30", endTime: "11:00", stylistIds: [MARCO.id] }, { date: "2026-03-31", startTime: "09:00", endTime: "09:30", stylistIds: [MARCO.id] }]
        : [{ date: MONDAY, startTime: "10:00", endTime: "10:30", stylistIds: [GIULIA.id] }];
      return { status: 200, body: { minutes: 30, from: MONDAY, to: "2026-04-29", slots } };
    }
    return { status: 200, body: [] };
  });
}

function renderDialog(initial: Partial<AppointmentForm> = {}) {
  const closes: boolean[] = [];
  render(
    <Provider store={createStore()}>
      <AppointmentFormDialog
        open
        onOpenChange={(open) => closes.push(open)}
        initial={emptyForm({ date: MONDAY, stylistId: String(MARCO.id), serviceId: "5", clientName: "Anna Neri", clientPhone: "3335556666", startHour: "10", startMinute: "0", ...initial })}
        hoursFor={() => [8, 9, 10, 11, 12]}
      />
    </Provider>,
  );
  return closes;
}

const create = () => fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== "GET");

test("a time on the stylist's vacation warns before saving; «Prenota comunque» books it", async () => {
  const calls = server({ vacations: [holiday] });
  const closes = renderDialog();
  await waitFor(() => expect(screen.getByText("Marco è in ferie")).toBeDefined());
  create();
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Scegli un orario libero oppure «Prenota comunque»"));
  expect(writes(calls)).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Prenota comunque" }));
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]?.body).toMatchObject({ date: MONDAY, items: [{ stylistId: MARCO.id, startTime: "10:00" }] });
  await waitFor(() => expect(closes).toEqual([false]));
});

test("a break warns too, and a free time does not", async () => {
  server();
  renderDialog({ startHour: "12", startMinute: "45" });
  await waitFor(() => expect(screen.getByText("Durante la pausa di Marco (13:00–14:00)")).toBeDefined());
  fireEvent.change(screen.getByLabelText("Minuti"), { target: { value: "0" } });
  await waitFor(() => expect(screen.queryByText(/pausa di Marco/)).toBeNull());
});

test("a taken time (409) shows why by the time and offers free times that book in one click", async () => {
  let posts = 0;
  const calls = server({
    write: () => (++posts === 1 ? { status: 409, body: { message: SLOT_TAKEN, code: "slot_taken" } } : { status: 201, body: booked() }),
  });
  const closes = renderDialog();
  create();
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(SLOT_TAKEN));
  await waitFor(() => expect(screen.getByText("Prossimi orari liberi")).toBeDefined());
  expect(screen.getByRole("button", { name: "Prenota 31/03/2026 alle 09:00 con Marco" }).textContent).toBe("31/03 09:00");
  expect(screen.getByText("Con un altro collaboratore")).toBeDefined();
  const queries = calls.filter((c) => c.path.startsWith("/api/availability/")).map((c) => Object.fromEntries(new URLSearchParams(c.path.split("?")[1])));
  expect(queries).toEqual([
    { duration: "30", from: MONDAY, fromTime: "10:00", stylistId: String(MARCO.id), limit: "4" },
    { duration: "30", from: MONDAY, fromTime: "10:00", exceptStylistId: String(MARCO.id), limit: "4" },
  ]);

  fireEvent.click(screen.getByRole("button", { name: "Prenota 30/03/2026 alle 10:00 con Giulia" }));
  await waitFor(() => expect(writes(calls)).toHaveLength(2));
  expect(writes(calls)[1]?.body).toMatchObject({ date: MONDAY, items: [{ stylistId: GIULIA.id, startTime: "10:00", endTime: "10:30" }] });
  await waitFor(() => expect(closes).toEqual([false]));
});

test("a field the server refuses is shown under that field", async () => {
  server({ write: () => ({ status: 400, body: { message: "Lo stilista non è più attivo: scegline un altro", code: "invalid_reference", fields: { stylistId: "Lo stilista non è più attivo: scegline un altro" } } }) });
  renderDialog({ startHour: "11" });
  create();
  await waitFor(() => expect(screen.getByText("Lo stilista non è più attivo: scegline un altro")).toBeDefined());
  expect(screen.getByLabelText("Stilista").getAttribute("aria-invalid")).toBe("true");
});

test("«Dati cliente richiesti» appears under the phone when only the phone is missing", async () => {
  server();
  renderDialog({ clientPhone: "", startHour: "11" });
  create();
  await waitFor(() => expect(screen.getByText("Dati cliente richiesti")).toBeDefined());
  expect(screen.getByLabelText("Telefono").getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByRole("combobox", { name: "Cliente" }).getAttribute("aria-invalid")).not.toBe("true");
});
