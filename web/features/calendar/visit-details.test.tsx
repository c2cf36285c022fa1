import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { anAppointment } from "../../entities/appointment-fixtures";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";

afterEach(cleanup);

// Colour with Giulia (posa 09:30–10:00), a cut with Marco in it, 15 minutes of cleaning.
const VISIT: Appointment = anAppointment({
  stylistId: 1,
  serviceId: 1,
  startTime: "09:00",
  endTime: "10:15",
  service: { name: "Colore", duration: 75, price: 7000 },
  stylist: { name: "Giulia" },
  items: [
    { id: 11, serviceId: 1, serviceName: "Colore", stylistId: 1, stylistName: "Giulia", startTime: "09:00", endTime: "10:15", processingMinutes: 30, finishingMinutes: 15, priceCents: 6000 },
    { id: 12, serviceId: 2, serviceName: "Taglio", stylistId: 2, stylistName: "Marco", startTime: "09:30", endTime: "10:00", processingMinutes: 0, finishingMinutes: 0, priceCents: 3500 },
  ],
  totalCents: 9500,
  cleanupMinutes: 15,
});

function renderDetails(a: Appointment, closes: boolean[] = []) {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <AppointmentDetailsDialog appointment={a} canEdit onOpenChange={(o) => closes.push(o)} onEdit={() => {}} />
    </Provider>,
  );
  return closes;
}

const text = (el: HTMLElement) => el.textContent?.replaceAll("\u00a0", " ");

test("the details list each service with its stylist, times, posa and booked price, then the total", async () => {
  fakeApi(() => ({ status: 200, body: [] }));
  renderDetails(VISIT);
  await settle();
  const items = within(screen.getByRole("list", { name: "Servizi della visita" })).getAllByRole("listitem").map(text);
  expect(items).toEqual(["1. Colore · Giulia · 09:00–10:15 · posa 09:30–10:0060,00 €", "2. Taglio · Marco · 09:30–10:0035,00 €"]);
  // The booked prices, not the catalogue's (70,00 € now).
  expect(text(document.querySelector("[data-visit-total]") as HTMLElement)).toBe("Totale95,00 €");
  expect(screen.getByText("Pulizia 15 min")).toBeTruthy();
});

test("Sposta visita sends the new day and start; the server moves every item by as much", async () => {
  const calls = fakeApi((call) => (call.method === "PUT" ? { status: 200, body: { ...VISIT, date: "2026-11-27", startTime: "11:00", endTime: "12:15" } } : { status: 200, body: [] }));
  const closes = renderDetails(VISIT);
  fireEvent.click(screen.getByRole("button", { name: "Sposta visita" }));
  const dialog = await screen.findByRole("dialog", { name: "Sposta visita" });
  fireEvent.change(within(dialog).getByLabelText("Nuova data"), { target: { value: "27/11/2026" } });
  fireEvent.change(within(dialog).getByLabelText("Nuovo inizio"), { target: { value: "11:00" } });
  expect(within(dialog).getByText("Fine: 12:15")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: "Sposta" }));
  await waitFor(() => expect(closes).toEqual([false]));
  expect(calls.filter((c) => c.method === "PUT")).toMatchObject([
    { path: "/api/appointments/5", body: { date: "2026-11-27", startTime: "11:00", endTime: "12:15", version: 1 } },
  ]);
});

test("a move onto a taken time shows the server's refusal and keeps the dialog", async () => {
  const taken = "Giulia ha già un appuntamento dalle 11:00 alle 11:30";
  fakeApi((call) => (call.method === "PUT" ? { status: 409, body: { message: taken, code: "slot_taken" } } : { status: 200, body: [] }));
  const closes = renderDetails(VISIT);
  fireEvent.click(screen.getByRole("button", { name: "Sposta visita" }));
  const dialog = await screen.findByRole("dialog", { name: "Sposta visita" });
  fireEvent.change(within(dialog).getByLabelText("Nuovo inizio"), { target: { value: "11:00" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Sposta" }));
  await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(taken));
  expect(closes).toEqual([]);
});
