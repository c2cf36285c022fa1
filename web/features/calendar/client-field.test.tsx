import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { Client, ClientSummary } from "../../../src/domain/schemas/clients";
import { normalizePhone } from "../../../src/domain/phone";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { CLIENT_OPTIONS } from "./client-field";
import { emptyForm, type AppointmentForm } from "./form-model";
import { booked } from "./test-fixtures";

afterEach(cleanup);

const ANNA: Client = { id: 4, firstName: "Anna", lastName: "Gallo", phone: "+393331112222", email: "", notes: "Allergica all'ammoniaca", whatsappConsent: true, whatsappConsentAt: "2026-03-12T09:00:00.000Z", walkIn: false };
const NICCOLO: Client = { id: 6, firstName: "Niccolò", lastName: "Fabbri", phone: "+393479998888", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };
const SUMMARY: ClientSummary = {
  id: ANNA.id,
  appointmentCount: 3,
  reminderCount: 0,
  lastVisit: { appointmentId: 2, date: "2026-02-14", startTime: "10:00", endTime: "11:00", stylist: { id: 2, name: "Marco" }, service: { id: 3, name: "Colore" } },
  usualStylist: { id: 2, name: "Marco" },
  usualService: { id: 3, name: "Colore" },
  pastVisits: 3,
  noShows: 0,
  patchTestDate: null,
  patchTestMonths: 6,
};
const DUPLICATE = { status: 409, body: { code: "duplicate_phone", message: "Esiste già un cliente con questo telefono: Anna Gallo", client: ANNA } };

/** The server: clients and Anna's summary; POST /api/appointments answers with `post`. */
function serve(post: (call: FakeCall) => { status: number; body: unknown }) {
  return fakeApi((call) => {
    const clients = answerClients(() => [ANNA, NICCOLO], call.method, call.path);
    if (clients) return clients;
    if (call.method === "GET" && call.path === `/api/clients/${ANNA.id}/summary`) return { status: 200, body: SUMMARY };
    if (call.method === "GET") return { status: 200, body: [] };
    if (call.path === "/api/appointments") return post(call);
    if (call.method === "PUT" && call.path === `/api/clients/${ANNA.id}`) return { status: 200, body: { ...ANNA, ...call.body } };
    return undefined;
  });
}

function renderDialog(initial: AppointmentForm = emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", startHour: "10" })) {
  const closes: boolean[] = [];
  render(
    <Provider store={createStore()}>
      <AppointmentFormDialog open onOpenChange={(open) => closes.push(open)} initial={initial} hoursFor={() => [9, 10, 11]} />
    </Provider>,
  );
  return closes;
}

const combobox = () => screen.getByRole("combobox", { name: "Cliente" });
const suggestions = () => within(screen.getByRole("listbox", { hidden: true })).queryAllByRole("option");
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === "POST").map((c) => c.body);

describe("the booking's client field", () => {
  test("searches name without accents and phone; picking shows her panel and books with her id", async () => {
    const calls = serve(() => ({ status: 201, body: booked() }));
    const closes = renderDialog();
    fireEvent.change(combobox(), { target: { value: "niccolo" } });
    await waitFor(() => expect(suggestions().map((o) => o.textContent)).toEqual(["Niccolò Fabbri+39 347 999 8888", "Crea nuovo cliente «niccolo»"]));
    fireEvent.change(combobox(), { target: { value: "+39 333 111" } });
    await waitFor(() => expect(suggestions()[0]!.textContent).toContain("Anna Gallo"));
    // Searched on the server, 30 at most per query; the whole list is never downloaded.
    expect(calls.map((c) => c.path)).toContain(`/api/clients?q=niccolo&limit=${CLIENT_OPTIONS}`);
    expect(calls.map((c) => c.path)).toContain(`/api/clients?q=${encodeURIComponent("+39 333 111").replaceAll("%20", "+")}&limit=${CLIENT_OPTIONS}`);
    expect(calls.some((c) => c.path === "/api/clients")).toBe(false);
    fireEvent.keyDown(combobox(), { key: "Enter" });
    const panel = await screen.findByTestId("client-panel");
    await waitFor(() => expect(panel.textContent).toContain("14/02/2026 · Colore con Marco"));
    expect(panel.textContent).toContain("Di solitoColore con Marco");
    expect(panel.textContent).toContain("Allergica all'ammoniaca");
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(closes).toEqual([false]));
    expect(posts(calls)).toEqual([expect.objectContaining({ clientId: ANNA.id })]);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  test("the consent box is for a new client only; a picked client's panel says whether she consented", async () => {
    fakeApi((call) => {
      const clients = answerClients(() => [ANNA, NICCOLO], call.method, call.path);
    if (clients) return clients;
      const summary = /^\/api\/clients\/(\d+)\/summary$/.exec(call.path);
      if (summary) return { status: 200, body: { ...SUMMARY, id: Number(summary[1]) } };
      return call.method === "GET" ? { status: 200, body: [] } : undefined;
    });
    renderDialog();
    const box = () => screen.queryByRole("checkbox", { name: "Acconsente a ricevere messaggi WhatsApp dal salone" });
    expect(box()).not.toBeNull();
    fireEvent.change(combobox(), { target: { value: "Anna" } });
    await waitFor(() => expect(suggestions()[0]!.textContent).toContain("Anna Gallo"));
    fireEvent.keyDown(combobox(), { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("client-panel-consent").textContent).toBe("consenso dal 12/03/2026"));
    expect(box()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cambia cliente" }));
    fireEvent.change(combobox(), { target: { value: "Niccolò" } });
    await waitFor(() => expect(suggestions()[0]!.textContent).toContain("Niccolò Fabbri"));
    fireEvent.keyDown(combobox(), { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("client-panel-consent").textContent).toBe("nessun consenso"));
  });

  test("typing over a picked client searches again: her record is never renamed", async () => {
    const calls = serve(() => ({ status: 201, body: booked() }));
    renderDialog(emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", clientType: "existing", clientId: ANNA.id, clientName: "Anna Gallo", clientPhone: ANNA.phone }));
    fireEvent.click(screen.getByRole("button", { name: "Cambia cliente" }));
    fireEvent.change(combobox(), { target: { value: "Anna Galli" } });
    fireEvent.change(screen.getByLabelText("Telefono"), { target: { value: "3330000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ newClient: { firstName: "Anna", lastName: "Galli", phone: "+393330000000" } });
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  test("'Modifica dati cliente' is the explicit way to correct her record", async () => {
    const calls = serve(() => ({ status: 201, body: booked() }));
    renderDialog(emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", clientType: "existing", clientId: ANNA.id, clientName: "Anna Gallo", clientPhone: ANNA.phone }));
    // Her stored email and notes go back with the correction: wait until the list has them.
    await waitFor(() => expect(screen.getByTestId("client-panel").textContent).toContain("Allergica"));
    fireEvent.click(screen.getByRole("button", { name: "Modifica dati cliente" }));
    fireEvent.change(screen.getByLabelText("Nome e cognome"), { target: { value: "Anna Maria Gallo" } });
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ firstName: "Anna", lastName: "Maria Gallo", phone: normalizePhone(ANNA.phone), email: "", notes: ANNA.notes });
  });

  test("a new client's phone already on file is proposed at once; 'Usa Anna Gallo' picks her", async () => {
    const calls = serve(() => ({ status: 201, body: booked() }));
    renderDialog();
    fireEvent.change(combobox(), { target: { value: "Anna Galo" } });
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText("Telefono"), { target: { value: "333 111 2222" } });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Esiste già un cliente con questo telefono: Anna Gallo"));
    fireEvent.click(screen.getByRole("button", { name: "Usa Anna Gallo" }));
    await screen.findByTestId("client-panel");
    expect(posts(calls)).toEqual([]);
  });

  test("the server's duplicate_phone refusal proposes her; 'Usa Anna Gallo' books for her in one click", async () => {
    const calls = serve((call) => (call.body.newClient ? DUPLICATE : { status: 201, body: booked() }));
    const closes = renderDialog(emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", clientName: "Anna Nuova", clientPhone: "3331112222" }));
    // "Crea comunque" on the proposal made while typing: the server still has the last word.
    fireEvent.click(await screen.findByRole("button", { name: "Crea comunque" }));
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Usa Anna Gallo" })).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Usa Anna Gallo" }));
    await waitFor(() => expect(closes).toEqual([false]));
    expect(posts(calls).map((b) => b.clientId ?? b.newClient.allowDuplicatePhone)).toEqual([true, ANNA.id]);
  });

  test("'Crea comunque' after the refusal sends the new client again with allowDuplicatePhone", async () => {
    const calls = serve((call) => (call.body.newClient?.allowDuplicatePhone ? { status: 201, body: booked() } : DUPLICATE));
    const closes = renderDialog(emptyForm({ date: "2026-03-30", stylistId: "2", serviceId: "3", clientName: "Marta Gallo", clientPhone: "3331119999" }));
    fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Crea comunque" })).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Crea comunque" }));
    await waitFor(() => expect(closes).toEqual([false]));
    expect(posts(calls).map((b) => b.newClient.allowDuplicatePhone)).toEqual([false, true]);
  });
});
