import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { CALENDAR_DEFAULT_OPENING_HOURS } from "../../../src/domain/availability";
import { fakeApi } from "../../lib/fake-api";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { settle } from "../../ui/test-utils";
import { emptyForm, formFromAppointment, startHoursFor, type AppointmentForm } from "./form-model";
import { booked } from "./test-fixtures";
import type { Appointment } from "../../../src/domain/schemas/appointments";

afterEach(cleanup);

function renderDialog(initial = emptyForm({ date: "2026-03-29" })) {
  const store = storeSignedInAs("owner");
  return render(
    <Provider store={store}>
      <AppointmentFormDialog open onOpenChange={() => {}} initial={initial} hoursFor={() => [9, 10, 11]} />
    </Provider>,
  );
}

test("submitting an empty form shows the spec's messages under the fields and keeps the dialog", async () => {
  renderDialog();
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(screen.getByText("Dati cliente richiesti")).toBeDefined());
  expect(screen.getByText("Stilista è richiesto")).toBeDefined();
  expect(screen.getByText("Servizio è richiesto")).toBeDefined();
  expect(screen.getByRole("dialog")).toBeDefined();
  expect(screen.getByLabelText("Cliente").getAttribute("aria-invalid")).toBe("true");
});

test("the header names the mode and the day, or says the date is invalid", () => {
  renderDialog();
  expect(screen.getByText(/^NUOVO · domenica 29 marzo 2026$/)).toBeDefined();
  cleanup();
  renderDialog(emptyForm({ date: "2026-02-30" }));
  expect(screen.getByText(/DATA NON VALIDA/)).toBeDefined();
});

test("the phone accepts digits only, at most 10, grouped 3-3-4 while typing", () => {
  renderDialog();
  const phone = screen.getByLabelText("Telefono") as HTMLInputElement;
  fireEvent.change(phone, { target: { value: "333a12b3456789" } });
  expect(phone.value).toBe("333 123 4567");
});

test("a manual duration is marked custom with a way back to the service's own", async () => {
  renderDialog();
  const duration = screen.getByLabelText(/Durata/) as HTMLSelectElement;
  fireEvent.change(duration, { target: { value: "45" } });
  expect(screen.getByLabelText("durata personalizzata")).toBeDefined();
  expect(screen.getByText(/Fine:/).textContent).toContain("09:45");
});

test("a new client is booked in one request: the server creates client and appointment together", async () => {
  const calls = fakeApi((call) => (call.method === "GET" ? { status: 200, body: [] } : { status: 201, body: { id: 7 } }));
  const writes = () => calls.filter((call) => call.method !== "GET");
  renderDialog(
    emptyForm({ date: "2026-03-30", stylistId: "9", serviceId: "5", clientName: "Anna Maria Neri", clientPhone: "333 555 6666" }),
  );
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toEqual({
    method: "POST",
    path: "/api/appointments",
    body: {
      newClient: { firstName: "Anna", lastName: "Maria Neri", phone: "+393335556666", email: "", notes: "", allowDuplicatePhone: false, whatsappConsent: false },
      date: "2026-03-30",
      // The visit's one service; no price typed, so the server takes the catalogue's.
      items: [{ serviceId: 5, stylistId: 9, startTime: "09:00", endTime: "09:30", processingMinutes: 0, finishingMinutes: 0 }],
      cleanupMinutes: 0,
      notes: "",
    },
  });
});

test("the new client's WhatsApp consent: unticked by default, ticked it goes with the new client", async () => {
  const calls = fakeApi((call) => (call.method === "GET" ? { status: 200, body: [] } : { status: 201, body: { id: 7 } }));
  const writes = () => calls.filter((call) => call.method !== "GET");
  renderDialog(emptyForm({ date: "2026-03-30", stylistId: "9", serviceId: "5", clientName: "Anna Neri", clientPhone: "3335556666" }));
  const consent = screen.getByRole("checkbox", { name: "Acconsente a ricevere messaggi WhatsApp dal salone" }) as HTMLInputElement;
  expect(consent.checked).toBe(false);
  fireEvent.click(consent);
  expect(consent.checked).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect((writes()[0]!.body as { newClient: unknown }).newClient).toMatchObject({ firstName: "Anna", lastName: "Neri", whatsappConsent: true });
});

test("clearing the date keeps the dialog working and says the date is required", async () => {
  const hoursFor = (day: string) => startHoursFor(day, CALENDAR_DEFAULT_OPENING_HOURS, []);
  render(
    <Provider store={storeSignedInAs("owner")}>
      <AppointmentFormDialog open onOpenChange={() => {}} initial={emptyForm({ date: "2026-03-30" })} hoursFor={hoursFor} />
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText("Data"), { target: { value: "" } });
  expect(screen.getByText(/NUOVO · DATA NON VALIDA/)).toBeDefined();
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(screen.getByText("Data è richiesta")).toBeDefined());
  // A day typed the Italian way that does not exist is refused by name, not called missing.
  fireEvent.change(screen.getByLabelText("Data"), { target: { value: "30/02/2026" } });
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(screen.getByText("Data non valida")).toBeDefined());
  expect(screen.queryByText("Data è richiesta")).toBeNull();
  expect(screen.getByRole("dialog")).toBeDefined();
});

// Every abusive value goes through every field, the client search included: seconds on a busy machine.
test("abusing every field never throws: each value is answered by a message or the server's 400", async () => {
  const server = serveForAbuse({
    "/api/stylists": [{ id: 4, name: "Marco", phone: "", email: "" }],
    "/api/services": [{ id: 2, name: "Taglio", duration: 30, price: 25, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false }],
    "/api/clients": [],
  });
  try {
    const hoursFor = (day: string) => startHoursFor(day, CALENDAR_DEFAULT_OPENING_HOURS, []);
    render(
      <Provider store={storeSignedInAs("owner")}>
        <AppointmentFormDialog open onOpenChange={() => {}} initial={emptyForm({ date: "2026-03-30" })} hoursFor={hoursFor} />
      </Provider>,
    );
    await settle();
    const dialog = () => screen.getByRole("dialog");
    const errors = await abuseForm(dialog, () => fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" })));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    expect(screen.getByRole("dialog")).toBeDefined();
    // The last round left the date impossible: the form says so instead of sending it.
    await waitFor(() => expect(screen.getByText(/^Data (è richiesta|non valida)$/)).toBeDefined());
    expect(server.writes.filter((w) => w.path === "/api/appointments")).toEqual([]);
  } finally {
    server.restore();
  }
}, 20_000);

describe("submitting to the server", () => {
  const SLOT_TAKEN = "Marco ha già un appuntamento dalle 10:00 alle 10:30";
  const newBooking = () =>
    emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", startHour: "10", clientName: "Anna Neri", clientPhone: "3335556666" });

  function renderWith(initial: AppointmentForm, editing?: Appointment) {
    const closes: boolean[] = [];
    render(
      <Provider store={storeSignedInAs("owner")}>
        <AppointmentFormDialog open onOpenChange={(open) => closes.push(open)} initial={initial} editing={editing} hoursFor={() => [9, 10, 11]} />
      </Provider>,
    );
    return closes;
  }

  test("a valid new booking is created in one POST and the dialog closes", async () => {
    const calls = fakeApi((call) => (call.method === "GET" ? { status: 200, body: [] } : { status: 201, body: booked({ id: 9 }) }));
    const closes = renderWith(newBooking());
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(closes).toEqual([false]));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body.items[0].startTime, c.body.items[0].endTime])).toEqual([["/api/appointments", "10:00", "10:30"]]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("an overlap refused with 409 shows the server's message and keeps the form open and filled", async () => {
    fakeApi((call) => (call.method === "GET" ? { status: 200, body: [] } : { status: 409, body: { message: SLOT_TAKEN, code: "slot_taken" } }));
    const closes = renderWith(newBooking());
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(SLOT_TAKEN));
    expect(closes).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>("Cliente").value).toBe("Anna Neri");
    expect(screen.queryByText(/modificato da un'altra postazione/)).toBeNull();
  });

  test("a stale version (409 with the current row) warns it changed elsewhere and keeps what was typed", async () => {
    const mine = booked();
    const calls = fakeApi((call) =>
      call.method === "GET"
        ? { status: 200, body: [] }
        : { status: 409, body: { message: "L'appuntamento è stato modificato da un'altra postazione", code: "stale_version", current: { ...mine, version: 2 } } },
    );
    const closes = renderWith(formFromAppointment(mine), mine);
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Porta la foto del colore" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva modifiche" }));
    await waitFor(() => expect(screen.getByText(/Chiudi e riapri per vedere la versione aggiornata/)).toBeDefined());
    const put = calls.find((c) => c.method === "PUT");
    expect([put?.path, put?.body.version, put?.body.notes]).toEqual(["/api/appointments/5", 1, "Porta la foto del colore"]);
    expect(closes).toEqual([]);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Note").value).toBe("Porta la foto del colore");
  });
});

test("a collaborator is offered only their own stylist; the owner every one", async () => {
  fakeApi((call) =>
    call.path === "/api/stylists"
      ? { status: 200, body: [{ id: 1, name: "Giulia", phone: "", email: "" }, { id: 2, name: "Marco", phone: "", email: "" }] }
      : call.method === "GET" ? { status: 200, body: [] } : undefined,
  );
  const options = () => Array.from((screen.getByLabelText("Stilista") as HTMLSelectElement).options).map((o) => o.textContent);
  for (const [role, expected] of [["stylist", ["Seleziona uno stilista", "Marco"]], ["owner", ["Seleziona uno stilista", "Giulia", "Marco"]]] as const) {
    render(
      <Provider store={storeSignedInAs(role, role === "stylist" ? 2 : null)}>
        <AppointmentFormDialog open onOpenChange={() => {}} initial={emptyForm({ date: "2026-03-30" })} hoursFor={() => [9, 10, 11]} />
      </Provider>,
    );
    await settle(30);
    expect(options()).toEqual([...expected]);
    cleanup();
  }
});

test("the quick buttons are the owner's choice: Taglio Donna is one click away", async () => {
  const services = ["Colore", "Taglio Donna", "Piega"].map((name, i) => ({ id: i + 1, name, duration: 45, price: 3500, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false }));
  fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: services };
    if (call.path === "/api/settings/quick-services") return { status: 200, body: { serviceIds: [2, 3], custom: true } };
    return call.method === "GET" ? { status: 200, body: [] } : undefined;
  });
  renderDialog();
  await settle(40);
  const group = screen.getByRole("group", { name: "Servizi rapidi" });
  expect(Array.from(group.querySelectorAll("button")).map((b) => b.textContent)).toEqual(["Taglio Donna", "Piega"]);
  fireEvent.click(screen.getByRole("button", { name: "Taglio Donna" }));
  expect((screen.getByLabelText("Servizio") as HTMLSelectElement).value).toBe("2");
  expect(screen.getByRole("button", { name: "Taglio Donna" }).getAttribute("aria-pressed")).toBe("true");
});
