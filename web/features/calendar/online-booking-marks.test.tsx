import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { Block } from "./day-cells";
import { AgendaItem } from "./my-agenda-page";
import { anAppointment } from "../../entities/appointment-fixtures";

afterEach(cleanup);

const ONLINE: Appointment = anAppointment({ date: "2026-11-26", startTime: "15:00", endTime: "15:45", version: 2, service: { name: "Taglio", duration: 45, price: 3500 }, status: "pending", source: "online" });

describe("the calendar block", () => {
  test("an online booking says 'Online' in words, a staff booking does not", () => {
    render(<Block appointment={ONLINE} onOpen={() => {}} />);
    render(<Block appointment={{ ...ONLINE, id: 6, source: "staff", status: "booked" }} onOpen={() => {}} />);
    const [online, staff] = screen.getAllByRole("button");
    expect(online!.textContent).toContain("Online");
    expect(staff!.textContent).not.toContain("Online");
  });
  test("so does a collaborator's own agenda", () => {
    render(
      <ul>
        <AgendaItem appointment={ONLINE} onOpen={() => {}} />
        <AgendaItem appointment={{ ...ONLINE, id: 6, source: "staff", status: "booked" }} onOpen={() => {}} />
      </ul>,
    );
    const [online, staff] = screen.getAllByRole("button");
    expect(online!.textContent).toContain("Online");
    expect(staff!.textContent).not.toContain("Online");
  });
});

function serve(answer: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  return fakeApi((call) => (call.path.startsWith("/api/activity") ? { status: 200, body: [] } : answer(call)));
}

function renderDialog(appointment: Appointment, canEdit = true) {
  render(
    <Provider store={createStore()}>
      <AppointmentDetailsDialog appointment={appointment} canEdit={canEdit} onOpenChange={() => {}} onEdit={() => {}} />
      <Toaster />
    </Provider>,
  );
}

describe("approving an online booking", () => {
  test("'Da approvare' and 'Approva' confirm it with the version on screen", async () => {
    const calls = serve((call) => (call.method === "PUT" ? { status: 200, body: { ...ONLINE, status: "confirmed", version: 3 } } : undefined));
    renderDialog(ONLINE);
    await settle();
    expect(screen.getByText(/^Prenotazione online da approvare/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Approva" })));
    await settle();
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([["/api/appointments/5/status", { status: "confirmed", version: 2 }]]);
    expect(screen.getByText("Anna Gallo: Confermato")).toBeTruthy();
  });

  test("a stale screen is told to reopen the appointment", async () => {
    serve((call) => (call.method === "PUT" ? { status: 409, body: { message: "Modificato", code: "stale_version" } } : undefined));
    renderDialog(ONLINE);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Approva" })));
    await settle();
    expect(screen.getByText("Questo appuntamento è stato modificato da un'altra postazione: riprova sui dati aggiornati")).toBeTruthy();
  });

  test("who may not write it sees it waiting without the button; other statuses show neither", async () => {
    serve(() => undefined);
    renderDialog(ONLINE, false);
    await settle();
    expect(screen.getByText(/^Prenotazione online da approvare/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approva" })).toBeNull();
    cleanup();
    renderDialog({ ...ONLINE, status: "booked" });
    await settle();
    expect(screen.queryByText(/da approvare/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Approva" })).toBeNull();
  });
});

describe("a booking to verify and a number that said 'Non sono io'", () => {
  test("the block says 'Da verificare' with the typed name; the dialog shows both names", async () => {
    serve(() => ({ status: 200, body: [] }));
    const toCheck: Appointment = { ...ONLINE, status: "booked", onlineName: "Laura Bianchi" };
    render(<Block appointment={toCheck} onOpen={() => {}} />);
    render(<Block appointment={{ ...toCheck, id: 6, onlineName: null }} onOpen={() => {}} />);
    const [flagged, plain] = screen.getAllByRole("button");
    expect(flagged!.textContent).toContain("Da verificare");
    expect(plain!.textContent).not.toContain("Da verificare");
    cleanup();
    renderDialog(toCheck);
    await settle();
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("Da verificare: prenotato online con il telefono di Anna Gallo ma a nome di Laura Bianchi.");
  });

  test("'Non sono io' is flagged on the block and explained in the dialog", async () => {
    serve(() => ({ status: 200, body: [] }));
    const denied: Appointment = { ...ONLINE, status: "cancelled", cancelledBy: "client", wrongNumberAt: "2026-11-24T09:30:00.000Z" };
    render(<Block appointment={denied} onOpen={() => {}} />);
    expect(screen.getByRole("button").textContent).toContain("Non sono io");
    cleanup();
    renderDialog(denied);
    await settle();
    expect(screen.getByRole("note").textContent).toMatch(/Non sono io: il 24\/11 alle \d\d:30 il numero ha risposto che la prenotazione non è sua\./);
  });
});
