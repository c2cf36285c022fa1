import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { emptyForm, formFromAppointment, type AppointmentForm } from "./form-model";
import { booked } from "./test-fixtures";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ServiceDetails, Visit } from "../../entities/visits";

afterEach(cleanup);

// Colore: 30 application + 30 posa + 15 rinse. Taglio: Giulia only.
const COLORE: ServiceDetails = { id: 1, name: "Colore", duration: 75, price: 6000, description: "", processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };
const TAGLIO: ServiceDetails = { id: 2, name: "Taglio", duration: 30, price: 3500, description: "", processingMinutes: 0, finishingMinutes: 0, category: "Taglio", stylistIds: [1], vatRatePercent: 22, patchTestRequired: false };
const STYLISTS = [{ id: 1, name: "Giulia", phone: "", email: "" }, { id: 2, name: "Marco", phone: "", email: "" }];

function serve() {
  return fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: [COLORE, TAGLIO] };
    if (call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    if (call.method === "GET") return { status: 200, body: [] };
    return { status: 201, body: booked() };
  });
}

async function renderDialog(initial: AppointmentForm, editing?: Appointment) {
  const closes: boolean[] = [];
  const view = render(
    <Provider store={storeSignedInAs("owner")}>
      <AppointmentFormDialog open onOpenChange={(o) => closes.push(o)} initial={initial} editing={editing} hoursFor={() => [9, 10, 11]} />
    </Provider>,
  );
  await settle(40);
  return { closes, $: <T extends HTMLElement>(id: string) => view.container.ownerDocument.getElementById(id) as T };
}

const colourForAnna = () =>
  emptyForm({ date: "2026-03-30", clientType: "existing", clientId: 4, clientName: "Anna Neri", clientPhone: "3335556666", stylistId: "1" });
const total = () => document.querySelector("[data-visit-total]")?.textContent?.replaceAll("\u00a0", " ");
const options = (select: HTMLSelectElement) => Array.from(select.options).map((o) => o.textContent);

test("Aggiungi servizio: the previous stylist and end by default, the catalogue's price, and the totals", async () => {
  serve();
  const { $ } = await renderDialog(colourForAnna());
  fireEvent.change($("appt-serviceId"), { target: { value: "1" } });
  expect($("appt-price").getAttribute("placeholder")).toBe("60,00");
  expect($("appt-parts-0").textContent).toBe("09:00–09:30 · posa 09:30–10:00 · 10:00–10:15");
  expect(total()).toBe("Totale: 1 h 15 min · 60,00 €");

  fireEvent.click(screen.getByRole("button", { name: "+ Aggiungi servizio" }));
  const start = $<HTMLSelectElement>("appt-item-1-start");
  expect($<HTMLSelectElement>("appt-item-1-stylistId").value).toBe("1");
  expect(start.value).toBe("after");
  expect(options(start).slice(0, 2)).toEqual(["Alla fine del precedente (10:15)", "Durante la posa (09:30)"]);

  fireEvent.change($("appt-item-1-serviceId"), { target: { value: "2" } });
  expect($<HTMLInputElement>("appt-item-1-price").value).toBe("35,00");
  // Only who performs the cut is offered.
  expect(options($("appt-item-1-stylistId"))).toEqual(["Seleziona uno stilista", "Giulia"]);
  expect($("appt-item-1-parts").textContent).toBe("10:15–10:45");
  expect(total()).toBe("Totale: 1 h 45 min · 95,00 €");

  // In the colour's posa the visit is shorter; a typed price counts in the total.
  fireEvent.change(start, { target: { value: "posa" } });
  expect($("appt-item-1-parts").textContent).toBe("09:30–10:00");
  fireEvent.change($("appt-item-1-price"), { target: { value: "30,5" } });
  expect(total()).toBe("Totale: 1 h 15 min · 90,50 €");
});

test("the whole visit is saved in one POST with its items; removing a service takes it out of the total", async () => {
  const calls = serve();
  const { $, closes } = await renderDialog(colourForAnna());
  fireEvent.change($("appt-serviceId"), { target: { value: "1" } });
  fireEvent.click(screen.getByRole("button", { name: "+ Aggiungi servizio" }));
  fireEvent.change($("appt-item-1-serviceId"), { target: { value: "2" } });
  fireEvent.click(screen.getByRole("button", { name: "+ Aggiungi servizio" }));
  expect(total()).toBe("Totale: 1 h 45 min · 95,00 €");
  // A service not chosen yet is asked for by name.
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect($("appt-item-2-serviceId").getAttribute("aria-invalid")).toBe("true"));
  fireEvent.click(screen.getByRole("button", { name: "Rimuovi servizio 3" }));
  fireEvent.change($("appt-item-1-start"), { target: { value: "posa" } });
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(closes).toEqual([false]));
  const posts = calls.filter((c) => c.method === "POST");
  expect(posts.map((c) => c.body)).toEqual([
    {
      clientId: 4,
      date: "2026-03-30",
      items: [
        { serviceId: 1, stylistId: 1, startTime: "09:00", endTime: "10:15", processingMinutes: 30, finishingMinutes: 15, priceCents: 6000 },
        { serviceId: 2, stylistId: 1, startTime: "09:30", endTime: "10:00", processingMinutes: 0, finishingMinutes: 0, priceCents: 3500 },
      ],
      cleanupMinutes: 0,
      notes: "",
    },
  ]);
});

test("editing a visit loads its items and sends them back with their ids; moving the start keeps their offsets", async () => {
  const calls = serve();
  const visit: Visit = booked({
    stylistId: 1,
    serviceId: 1,
    startTime: "09:00",
    endTime: "10:15",
    service: { name: "Colore", duration: 75, price: 6500 },
    stylist: { name: "Giulia" },
  });
  visit.items = [
    { id: 11, serviceId: 1, serviceName: "Colore", stylistId: 1, stylistName: "Giulia", startTime: "09:00", endTime: "10:15", processingMinutes: 30, finishingMinutes: 15, priceCents: 6000 },
    { id: 12, serviceId: 2, serviceName: "Taglio", stylistId: 1, stylistName: "Giulia", startTime: "09:30", endTime: "10:00", processingMinutes: 0, finishingMinutes: 0, priceCents: 3000 },
  ];
  visit.totalCents = 9000;
  visit.cleanupMinutes = 15;
  const { $, closes } = await renderDialog(formFromAppointment(visit), visit);
  // Stored prices, not today's catalogue.
  expect($<HTMLInputElement>("appt-price").value).toBe("60,00");
  expect($<HTMLInputElement>("appt-item-1-price").value).toBe("30,00");
  expect($<HTMLSelectElement>("appt-item-1-start").value).toBe("09:30");
  expect(total()).toBe("Totale: 1 h 15 min · 90,00 €");
  fireEvent.change(screen.getByLabelText("Ora"), { target: { value: "10" } });
  fireEvent.click(screen.getByRole("button", { name: "Salva modifiche" }));
  await waitFor(() => expect(closes).toEqual([false]));
  const put = calls.find((c) => c.method === "PUT");
  expect(put?.body).toMatchObject({
    version: 1,
    cleanupMinutes: 15,
    items: [
      { id: 11, startTime: "10:00", endTime: "11:15", priceCents: 6000 },
      { id: 12, startTime: "10:30", endTime: "11:00", priceCents: 3000 },
    ],
  });
});
