import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { Client } from "../../../src/domain/schemas/clients";
import type { Product } from "../../../src/domain/schemas/products";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import type { Service } from "../../../src/domain/schemas/services";
import type { AppointmentItem } from "../../../src/domain/schemas/appointment-items";
import { anAppointment } from "../../entities/appointment-fixtures";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { answerClients } from "../../entities/clients-fixtures";
import { fakeApi, type FakeAnswer, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import SalePage from "./sale-page";

afterEach(cleanup);

const item = (id: number, serviceId: number, serviceName: string, priceCents: number): AppointmentItem => ({
  id, serviceId, serviceName, stylistId: 2, stylistName: "Marco", startTime: "10:00", endTime: "11:00", processingMinutes: 0, finishingMinutes: 0, priceCents,
});
const VISIT = anAppointment({ id: 5, status: "arrived", items: [item(11, 3, "Colore", 6000), item(12, 4, "Taglio", 3000)], totalCents: 9000 });
const svc = (id: number, name: string, price: number): Service => ({ id, name, duration: 30, price, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false });
const SERVICES = [svc(3, "Colore", 6000), svc(4, "Taglio", 3000), svc(6, "Piega", 2000)];
const SHAMPOO: Product = {
  id: 7, name: "Shampoo", brand: "Kérastase", category: "", barcode: "8001234567890", priceCents: 1250,
  vatRatePercent: 22, stock: 4, lowStockThreshold: 1, lowStock: false, active: true,
};
const CLIENT: Client = { id: 1, firstName: "Anna", lastName: "Gallo", phone: "+393331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };
const SALE: SalesDocument = {
  id: 9, kind: "sale", number: "2026/000001", date: "2026-11-24", time: "10:40", operator: "Giulia Verdi", operatorId: 2, refersTo: null, reason: "",
  appointmentId: 5, clientId: 1, clientName: "Anna Gallo", subtotalCents: 10250, discountCents: 0, discountPercent: null, discountReason: "",
  totalCents: 10250, vat: [{ ratePercent: 22, taxableCents: 8402, vatCents: 1848 }], lines: [], payments: [], cashGivenCents: 5000,
  changeCents: 0, balanceCents: 0, note: "", voidedBy: null, refunds: [], warnings: [],
};

function serve(onSale: (call: FakeCall) => FakeAnswer = () => ({ status: 201, body: SALE }), states: unknown[] = []) {
  return fakeApi((call) => {
    if (call.path.startsWith("/api/sales/visit-states")) return { status: 200, body: states };
    if (call.method === "POST" && call.path === "/api/sales") return onSale(call);
    if (call.path === "/api/appointments/5") return { status: 200, body: VISIT };
    if (call.path === "/api/services") return { status: 200, body: SERVICES };
    if (call.path === "/api/stylists") return { status: 200, body: [{ id: 2, name: "Marco", phone: "", email: "" }] };
    if (call.path === "/api/products") return { status: 200, body: [SHAMPOO] };
    if (call.path.startsWith("/api/products?q=")) return { status: 200, body: [] };
    if (call.path.startsWith("/api/clients")) return answerClients(() => [CLIENT], call.method, call.path);
    return undefined;
  });
}

async function renderTill(path = "/cassa/nuova?appointment=5", role: Role = "reception") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cassa/nuova" element={<SalePage />} />
          <Route path="/cassa/documenti/:id" element={<p>Documento aperto</p>} />
          <Route path="/cassa" element={<p>Pagina della cassa</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await settle(40);
}

const total = () => document.querySelector("[data-figure=total]")?.textContent?.replaceAll("\u00a0", " ");
const type = (label: string | RegExp, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });
const postsOf = (calls: FakeCall[]) => calls.filter((c) => c.method === "POST");

describe("the till", () => {
  test("opens prefilled with the visit's items; a price typed with a comma changes the total and its VAT", async () => {
    serve();
    await renderTill();
    expect(screen.getByRole("heading", { name: "Incassa Anna Gallo" })).toBeTruthy();
    const lines = within(screen.getByRole("list", { name: "Righe della vendita" })).getAllByRole("listitem");
    expect(lines.map((li) => li.querySelector("p")?.textContent)).toEqual(["Colore", "Taglio"]);
    expect(total()).toBe("90,00 €");
    type("Prezzo (€)", "55,50");
    expect(total()).toBe("85,50 €");
    expect(screen.getByText(/IVA 22% su 70,08/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Rimuovi Taglio" }));
    expect(total()).toBe("55,50 €");
  });

  test("a barcode typed by the scanner (digits, Enter) adds the product at once and submits nothing", async () => {
    const calls = serve();
    await renderTill();
    const field = screen.getByLabelText("Aggiungi prodotto");
    fireEvent.change(field, { target: { value: "8001234567890" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await settle();
    expect(screen.getByText("Shampoo · Kérastase")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("");
    expect(total()).toBe("102,50 €");
    fireEvent.change(field, { target: { value: "8001234567890" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await settle();
    expect((screen.getAllByLabelText("Quantità")[2] as HTMLInputElement).value).toBe("2");
    fireEvent.change(field, { target: { value: "999999" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await settle();
    expect(screen.getByText("Nessun prodotto con il codice a barre 999999")).toBeTruthy();
    expect(postsOf(calls)).toEqual([]);
  });

  test("payments that do not add up are refused under the payments; 50 € cash and the rest by card is sent, then the document opens", async () => {
    const calls = serve();
    await renderTill();
    fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("I pagamenti (0,00 €) non corrispondono al totale (90,00 €)");
    fireEvent.click(screen.getByRole("button", { name: "+ Contanti" }));
    type("Contanti", "50");
    type("Contante ricevuto", "50");
    fireEvent.click(screen.getByRole("button", { name: "+ Carta/Bancomat" }));
    expect((screen.getByLabelText("Carta/Bancomat") as HTMLInputElement).value).toBe("40,00");
    expect(document.querySelector("[data-figure=remaining]")?.textContent?.replaceAll("\u00a0", " ")).toBe("Rimanente0,00 €");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    expect(postsOf(calls).map((c) => c.body)).toEqual([
      {
        appointmentId: 5,
        clientId: 1,
        lines: [
          { kind: "service", serviceId: 3, stylistId: 2, quantity: 1, unitPriceCents: 6000 },
          { kind: "service", serviceId: 4, stylistId: 2, quantity: 1, unitPriceCents: 3000 },
        ],
        payments: [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 4000 }],
        cashGivenCents: 5000,
        leaveBalance: false,
      },
    ]);
    expect(screen.getByText("Documento aperto")).toBeTruthy();
  });

  test("cash given shows the change; a discount on the total with a reason lowers it", async () => {
    serve();
    await renderTill();
    type("Sconto sul totale", "10");
    expect(total()).toBe("80,00 €");
    fireEvent.click(screen.getAllByRole("button", { name: "%" }).at(-1)!);
    expect(total()).toBe("81,00 €");
    fireEvent.click(screen.getByRole("button", { name: "+ Contanti" }));
    type("Contante ricevuto", "100");
    expect(document.querySelector("[data-figure=change]")?.textContent?.replaceAll("\u00a0", " ")).toBe("Resto19,00 €");
    fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
    await settle();
    expect(screen.getByText("Indica il motivo dello sconto")).toBeTruthy();
    // A line's discount opens on demand: 5 € off the cut, then 10 % off the rest.
    expect(screen.queryByLabelText("Sconto sulla riga")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sconto su Taglio" }));
    type("Sconto sulla riga", "5");
    expect(total()).toBe("76,50 €");
    expect(screen.getByText("Sconti sulle righe").nextSibling?.textContent?.replaceAll("\u00a0", " ")).toBe("−5,00 €");
  });

  test("the server's 400 lands under its field; 409 already_cashed names the sale with a link", async () => {
    let answer: FakeAnswer = { status: 400, body: { message: "Il prezzo non è valido", code: "invalid", fields: { "lines.1.unitPriceCents": "Il prezzo non è valido" } } };
    serve(() => answer);
    await renderTill();
    fireEvent.click(screen.getByRole("button", { name: "+ Carta/Bancomat" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    const price = screen.getAllByLabelText("Prezzo (€)")[1]!;
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Il prezzo non è valido")).toBeTruthy();
    answer = { status: 409, body: { message: "Visita già incassata (vendita 2026/000004)", code: "already_cashed", saleNumber: "2026/000004", saleId: 44 } };
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    expect(screen.getByText("Visita già incassata (vendita 2026/000004)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Apri la vendita 2026/000004" }).getAttribute("href")).toBe("/cassa/documenti/44");
    answer = { status: 409, body: { message: "La cassa del 24/11/2026 è chiusa", code: "day_closed", date: "2026-11-24" } };
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    expect(screen.getByRole("alert").textContent).toBe("La cassa del 24/11/2026 è chiusa");
    expect(screen.queryByRole("link", { name: /Apri la vendita/ })).toBeNull();
  });

  test("a refusal about something with no field of its own (a service archived meanwhile) shows in the form's alert", async () => {
    serve(() => ({ status: 400, body: { message: "Scegli un servizio", code: "invalid", fields: { "lines.1.serviceId": "Scegli un servizio" } } }));
    await renderTill();
    fireEvent.click(screen.getByRole("button", { name: "+ Satispay" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    expect(screen.getByRole("alert").textContent).toBe("Scegli un servizio");
  });

  test("a visit cashed already says so with its sale above the form", async () => {
    serve(undefined, [{ appointmentId: 5, state: "paid", totalCents: 9000, saleId: 44, saleNumber: "2026/000004" }]);
    await renderTill();
    expect(screen.getByText(/Visita già incassata/).textContent).toBe("Visita già incassata (vendita 2026/000004). Apri la vendita");
    expect(screen.getByRole("link", { name: "Apri la vendita" }).getAttribute("href")).toBe("/cassa/documenti/44");
  });

  test("Escape in a field stays; Escape outside the fields goes back to the till's day", async () => {
    serve();
    await renderTill();
    fireEvent.keyDown(screen.getAllByLabelText("Prezzo (€)")[0]!, { key: "Escape" });
    expect(screen.getByRole("heading", { name: "Incassa Anna Gallo" })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "Escape" });
    await settle();
    expect(screen.getByText("Pagina della cassa")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Incassa Anna Gallo" })).toBeNull();
  });

  test("a sale without a visit starts empty and cannot leave a balance without a client", async () => {
    const calls = serve();
    await renderTill("/cassa/nuova");
    expect(screen.getByRole("heading", { name: "Nuova vendita" })).toBeTruthy();
    expect(screen.queryByLabelText("Lascia da saldare")).toBeNull();
    fireEvent.change(screen.getByLabelText("Aggiungi servizio"), { target: { value: "6" } });
    expect(total()).toBe("20,00 €");
    fireEvent.click(screen.getByRole("button", { name: "+ Contanti" }));
    type("Contanti", "5");
    fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("I pagamenti (5,00 €) non corrispondono al totale (20,00 €)");
    // With a client picked, the rest may stay owed.
    fireEvent.change(screen.getByRole("combobox", { name: "Cliente" }), { target: { value: "Anna" } });
    await settle(40);
    fireEvent.click(await screen.findByRole("option", { name: /Anna Gallo/ }));
    fireEvent.click(screen.getByLabelText("Lascia da saldare"));
    expect(screen.getByText("Resterà da saldare 15,00 €")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Incassa/ }));
      await settle(30);
    });
    expect(postsOf(calls).map((c) => c.body)).toEqual([
      { appointmentId: null, clientId: 1, lines: [{ kind: "service", serviceId: 6, stylistId: null, quantity: 1, unitPriceCents: 2000 }], payments: [{ method: "cash", amountCents: 500 }], leaveBalance: true },
    ]);
  });
});
