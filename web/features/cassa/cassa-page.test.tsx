import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { SalesDocument, VisitState } from "../../../src/domain/schemas/sales";
import { anAppointment } from "../../entities/appointment-fixtures";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import CassaPage from "./cassa-page";

afterEach(cleanup);

const DAY = "2026-03-29";
const item = (serviceName: string, priceCents: number) => ({
  id: priceCents, serviceId: 1, serviceName, stylistId: 2, stylistName: "Marco", startTime: "10:00", endTime: "11:00", processingMinutes: 0, finishingMinutes: 0, priceCents,
});
const visits = [
  anAppointment({ id: 5, date: DAY, startTime: "15:00", status: "completed", items: [item("Piega", 2500)], totalCents: 2500 }),
  anAppointment({ id: 6, date: DAY, startTime: "09:30", status: "arrived", client: { firstName: "Bea", lastName: "Neri", phone: "", email: "", notes: "" }, items: [item("Colore", 6000), item("Taglio", 3000)], totalCents: 9000 }),
  anAppointment({ id: 7, date: DAY, startTime: "11:00", status: "completed" }),
];
const doc = (over: Partial<SalesDocument>): SalesDocument => ({
  id: 9, kind: "sale", number: "2026/000001", date: DAY, time: "11:40", operator: "Giulia Verdi", operatorId: 2, refersTo: null, reason: "",
  appointmentId: 7, clientId: 1, clientName: "Anna Gallo", subtotalCents: 3500, discountCents: 0, discountPercent: null, discountReason: "",
  totalCents: 3500, vat: [], lines: [], payments: [], cashGivenCents: null, changeCents: 0, balanceCents: 0, note: "", voidedBy: null, refunds: [], warnings: [],
  ...over,
});

test("the day at the till: visits to cash earliest first, the documents with their links, the closing of that day", async () => {
  let states: VisitState[] = [
    { appointmentId: 5, state: "due", totalCents: 2500, saleId: null, saleNumber: null },
    { appointmentId: 6, state: "due", totalCents: 9000, saleId: null, saleNumber: null },
    { appointmentId: 7, state: "paid", totalCents: 3500, saleId: 9, saleNumber: "2026/000001" },
  ];
  let docs = [doc({}), doc({ id: 10, kind: "refund", number: "2026/000002", time: "12:00", totalCents: 1250, clientName: null })];
  const calls = fakeApi((call) => {
    if (call.path === `/api/sales/visit-states?from=${DAY}&to=${DAY}`) return { status: 200, body: states };
    if (call.path === `/api/appointments?date=${DAY}`) return { status: 200, body: visits };
    if (call.path === `/api/sales?date=${DAY}`) return { status: 200, body: docs };
    return undefined;
  });
  const store = storeSignedInAs("reception");
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/cassa?date=${DAY}`]}>
        <CassaPage />
      </MemoryRouter>
    </Provider>,
  );
  await settle(40);
  expect(screen.getByRole("heading", { name: "Cassa" })).toBeTruthy();
  expect(screen.getByText("domenica 29 marzo 2026")).toBeTruthy();
  const due = within(screen.getByRole("list", { name: "Da incassare" })).getAllByRole("listitem");
  expect(due.map((li) => li.textContent?.replaceAll("\u00a0", " "))).toEqual(["09:30Bea NeriColore e Taglio90,00 €Incassa", "15:00Anna GalloPiega25,00 €Incassa"]);
  expect(within(due[0]!).getByRole("link", { name: "Incassa" }).getAttribute("href")).toBe("/cassa/nuova?appointment=6");
  const links = within(screen.getByRole("list", { name: "Documenti del giorno" })).getAllByRole("link");
  expect(links.map((a) => [a.getAttribute("href"), a.textContent?.replaceAll("\u00a0", " ")])).toEqual([
    ["/cassa/documenti/9", "11:402026/000001Anna GalloVendita35,00 €"],
    ["/cassa/documenti/10", "12:002026/000002Nessuna clienteReso−12,50 €"],
  ]);
  expect(screen.getByRole("link", { name: "Chiusura cassa" }).getAttribute("href")).toBe(`/cassa/chiusura/${DAY}`);
  expect(screen.getByRole("link", { name: "Nuova vendita" }).getAttribute("href")).toBe("/cassa/nuova");

  // Another desk cashes Bea: the live event of that day refreshes both lists.
  states = states.map((s) => (s.appointmentId === 6 ? { ...s, state: "paid", saleId: 11, saleNumber: "2026/000003" } : s));
  docs = [...docs, doc({ id: 11, number: "2026/000003", time: "12:10", clientName: "Bea Neri", totalCents: 9000, appointmentId: 6 })];
  store.set(applyChangeAtom, { topic: "sales", dates: [DAY] });
  await settle(40);
  expect(within(screen.getByRole("list", { name: "Da incassare" })).getAllByRole("listitem")).toHaveLength(1);
  expect(within(screen.getByRole("list", { name: "Documenti del giorno" })).getAllByRole("link")).toHaveLength(3);
  expect(calls.filter((c) => c.path.startsWith("/api/sales?date=")).length).toBe(2);
});
