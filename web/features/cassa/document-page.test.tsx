import { afterEach, describe, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { salonToday } from "../../lib/salon-time";
import { stubGlobal } from "../../lib/test-globals";
import { settle } from "../../ui/test-utils";
import { saleDoc } from "./cassa-fixtures";
import { serveDocuments, showDocument } from "./document-page-kit";
import { refundPreview } from "./document-refund-dialog";
import { NOT_FISCAL } from "./receipt";

afterEach(cleanup);

const today = salonToday();

describe("a sale's page", () => {
  test("number, lines with their discounts, VAT, payments; the receipt for print says it is not fiscal", async () => {
    serveDocuments([saleDoc({ changeCents: 0 })]);
    await showDocument(1);
    expect(screen.getByRole("heading", { name: "Vendita 2026/000123" })).toBeTruthy();
    const lines = screen.getByRole("list", { name: "Righe del documento" });
    expect(lines.textContent).toContain("Sconto 10 % (3,60 €) · fedeltà");
    expect(lines.textContent).toContain("3 × Shampoo Nutriente");
    expect(document.body.textContent).toContain("Carta/Bancomat");
    const receipt = document.querySelector(".print-only")!;
    expect(receipt.parentElement).toBe(document.body);
    expect(receipt.textContent).toContain("Salone Bella");
    expect(receipt.textContent).toContain("P. IVA IT12345678903");
    expect(receipt.textContent).toContain("TOTALE122,40 €");
    expect(receipt.textContent).toContain("IVA 22 %100,33 € / 22,07 €");
    expect(receipt.textContent).toContain(NOT_FISCAL);
  });

  test("Stampa A4 sets the sheet before printing", async () => {
    serveDocuments([saleDoc()]);
    const print = mock(() => {});
    stubGlobal(window, "print", print);
    await showDocument(1);
    fireEvent.click(screen.getByRole("button", { name: "Stampa A4" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector(".print-only")!.getAttribute("data-print-format")).toBe("a4");
    expect(document.querySelector("style")!.textContent).toContain("size: A4");
  });

  test("Annulla vendita today: the reason goes to the server and the void document opens", async () => {
    const sale = saleDoc({ date: today });
    const voided = saleDoc({ id: 2, kind: "void", number: "2026/000124", date: today, reason: "cliente sbagliata", refersTo: { id: 1, number: sale.number, date: today } });
    const calls = serveDocuments([sale, voided], (call) => (call.path === "/api/sales/1/void" ? { status: 201, body: voided } : undefined));
    await showDocument(1);
    fireEvent.click(screen.getByRole("button", { name: "Annulla vendita" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Motivo"), { target: { value: "cliente sbagliata" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Annulla vendita" }));
    await settle(50);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "cliente sbagliata" });
    expect(await screen.findByRole("heading", { name: "Annullo 2026/000124" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "2026/000123" })).toBeTruthy();
  });

  test("no Annulla vendita for a past day, nor for reception on someone else's sale; no Reso for reception", async () => {
    serveDocuments([saleDoc({ date: "2026-03-10" }), saleDoc({ id: 3, date: today, operatorId: 1 })]);
    await showDocument(1);
    expect(screen.queryByRole("button", { name: "Annulla vendita" })).toBeNull();
    expect(screen.getByRole("button", { name: "Reso" })).toBeTruthy();
    cleanup();
    await showDocument(3, "reception");
    expect(screen.queryByRole("button", { name: "Annulla vendita" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reso" })).toBeNull();
  });

  test("Reso: the amount the server will give back shows as quantities are typed; the reason is required; 409 shown", async () => {
    const calls = serveDocuments([saleDoc()], (call) =>
      call.path === "/api/sales/1/refunds" ? { status: 409, body: { message: "La cassa del 10/03/2026 è chiusa", code: "day_closed" } } : undefined,
    );
    await showDocument(1);
    fireEvent.click(screen.getByRole("button", { name: "Reso" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Quantità da rendere: Shampoo Nutriente"), { target: { value: "1" } });
    expect(dialog.textContent).toContain("Da restituire10,00 €");
    fireEvent.click(within(dialog).getByRole("button", { name: "Conferma reso" }));
    await settle();
    expect(dialog.textContent).toContain("Il motivo del reso è richiesto");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Motivo del reso"), { target: { value: "allergia" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Conferma reso" }));
    await settle(50);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ lines: [{ lineId: 13, quantity: 1 }], payments: [{ method: "cash", amountCents: 1000 }], reason: "allergia" });
    expect(within(dialog).getByRole("alert").textContent).toBe("La cassa del 10/03/2026 è chiusa");
  });
});

describe("refundPreview: the server's refund rule", () => {
  // Three units sold for 10,00 € in all (after discounts).
  const units = { ...saleDoc().lines[2]!, netCents: 1000, vatCents: 180, taxableCents: 820 };
  const three = saleDoc({ lines: [units] });
  test.each([
    ["one of three units of 10,00 €", three, 1, 333, 333],
    ["two more after one", saleDoc({ lines: [{ ...units, refundedQuantity: 1 }] }), 2, 667, 667],
    ["a balance owed is cancelled first", saleDoc({ ...three, balanceCents: 500 }), 3, 1000, 500],
  ])("%s", (_name, sale, quantity, total, handBack) => {
    const preview = refundPreview(sale, new Map([[13, quantity]]));
    expect(preview.totalCents).toBe(total);
    expect(preview.handBackCents).toBe(handBack);
  });
});
