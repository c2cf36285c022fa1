import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ClientDetail } from "../../../src/domain/schemas/clients";
import type { ClientFileEntry } from "../../../src/domain/schemas/formulas";
import { anAppointment } from "../../entities/appointment-fixtures";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";

afterEach(cleanup);

// Today's colour with Marco (stylist 2); last month's colour, done by Giulia, has a formula.
const TODAY: Appointment = anAppointment({
  id: 40,
  date: "2026-11-26",
  items: [{ id: 41, serviceId: 1, serviceName: "Colore", stylistId: 2, stylistName: "Marco", startTime: "09:00", endTime: "10:30", processingMinutes: 30, finishingMinutes: 15, priceCents: 6000 }],
});
const LAST: Appointment = anAppointment({ id: 30, date: "2026-10-20", items: [{ ...TODAY.items[0]!, id: 31, stylistId: 1, stylistName: "Giulia" }] });
const HISTORY: ClientFileEntry[] = [
  {
    appointmentId: 30,
    itemId: 31,
    date: "2026-10-20",
    serviceName: "Colore",
    stylistId: 1,
    stylistName: "Giulia",
    formula: { brand: "Wella", line: "Koleston", shades: [{ shade: "6.1", grams: 30 }, { shade: "7.0", grams: 20 }], developer: { volume: 20, grams: 50 }, posaMinutes: 35, notes: "Coperto bene", stylistId: 1, updatedAt: "2026-10-20T09:40:00.000Z" },
    photos: [],
  },
];

// Anna Gallo's file: allergies recorded under her health-data consent.
const HEALTH = { purpose: "health", channel: null, given: true, at: "2026-09-01T10:00:00.000Z", source: "banco", textVersion: 1 } as const;
const ANNA: ClientDetail = {
  id: 1,
  ...TODAY.client,
  whatsappConsent: false,
  whatsappConsentAt: null,
  walkIn: false,
  birthday: null,
  codiceFiscale: "",
  address: "",
  allergies: "Nichel, PPD",
  patchTestDate: "2026-09-01",
  consents: [HEALTH],
  marketingLapsed: false,
};

function renderAs(role: "stylist" | "reception", calls: FakeCall[] = [], client: ClientDetail = ANNA) {
  fakeApi((call) => {
    calls.push(call);
    if (call.path === "/api/clients/1") return { status: 200, body: client };
    if (call.path.endsWith("/formulas")) return { status: 200, body: HISTORY };
    if (call.path.startsWith("/api/appointments?clientId=")) return { status: 200, body: [TODAY, LAST] };
    if (call.method === "PUT") return { status: 200, body: { ...call.body, stylistId: 2, updatedAt: "2026-11-26T09:10:00.000Z" } };
    return { status: 200, body: [] };
  });
  render(
    <Provider store={storeSignedInAs(role)}>
      <AppointmentDetailsDialog appointment={TODAY} canEdit onOpenChange={() => {}} onEdit={() => {}} />
    </Provider>,
  );
  return calls;
}

test("at the chair: notes, last formula with day and stylist, last visits; Usa ultima formula, adjust, save", async () => {
  const calls = renderAs("stylist");
  await settle();
  const panel = screen.getByTestId("chair-panel");
  expect(within(panel).getByTestId("last-formula").textContent).toBe("Wella Koleston · 6.1 30 g + 7.0 20 g · 20 vol 50 g · posa 35 min20/10/2026 · Colore con Giulia · Coperto bene");
  expect(within(panel).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["20/10/2026 · Colore"]);

  fireEvent.click(within(panel).getByRole("button", { name: "Scheda tecnica · Colore" }));
  const dialog = await screen.findByRole("dialog", { name: "Scheda tecnica · Colore" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Usa ultima formula (20/10/2026)" }));
  expect((within(dialog).getByLabelText("Marca") as HTMLInputElement).value).toBe("Wella");
  fireEvent.change(within(dialog).getByLabelText("Grammi nuance 1"), { target: { value: "32,5" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Salva scheda" }));
  await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
  const put = calls.find((c) => c.method === "PUT")!;
  expect(put.path).toBe("/api/appointments/40/items/41/formula");
  expect(put.body).toEqual({ brand: "Wella", line: "Koleston", shades: [{ shade: "6.1", grams: 32.5 }, { shade: "7.0", grams: 20 }], developer: { volume: 20, grams: 50 }, posaMinutes: 35, notes: "Coperto bene" });
});

test("reception sees the formula form read-only: no Usa ultima formula, no save, no photo button", async () => {
  renderAs("reception");
  await settle();
  fireEvent.click(screen.getByRole("button", { name: "Scheda tecnica · Colore" }));
  const dialog = await screen.findByRole("dialog", { name: "Scheda tecnica · Colore" });
  expect(within(dialog).queryByRole("button", { name: /Usa ultima formula/ })).toBeNull();
  expect(within(dialog).queryByRole("button", { name: "Salva scheda" })).toBeNull();
  expect(within(dialog).queryByText("Scatta o carica foto")).toBeNull();
});

test("at the chair: her allergies under her health-data consent, read by the stylist too", async () => {
  renderAs("stylist");
  await settle();
  const panel = screen.getByTestId("chair-panel");
  expect(within(panel).getByText("Allergie")).toBeTruthy();
  expect(within(panel).getByTestId("chair-allergies").textContent).toBe("Nichel, PPD");
});

test("at the chair: without her health-data consent the allergies stay closed", async () => {
  // Withdrawn: the server has cleared the field; the panel says why there is nothing to read.
  renderAs("reception", [], { ...ANNA, allergies: "", consents: [{ ...HEALTH, given: false }] });
  await settle();
  expect(screen.getByTestId("chair-allergies").textContent).toBe("Senza consenso ai dati sanitari");
});

test("at the chair: never asked for her health-data consent, the allergies stay closed", async () => {
  renderAs("stylist", [], { ...ANNA, allergies: "", consents: [] });
  await settle();
  expect(screen.getByTestId("chair-allergies").textContent).toBe("Senza consenso ai dati sanitari");
});

test("at the chair: consent given and nothing recorded reads so", async () => {
  renderAs("stylist", [], { ...ANNA, allergies: "" });
  await settle();
  expect(screen.getByTestId("chair-allergies").textContent).toBe("Nessuna allergia registrata");
});
