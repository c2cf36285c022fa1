import { describe, expect, test } from "bun:test";
import type { SaleLine, SalesDocument } from "../schemas/sales";
import { receiptLines, receiptParameters, receiptPayments } from "./receipt-text";

const line = (over: Partial<SaleLine>): SaleLine => ({
  id: 1, kind: "service", serviceId: 1, productId: null, stylistId: 1, description: "Colore", quantity: 1, unitPriceCents: 6000,
  discountCents: 0, discountPercent: null, discountReason: "", totalDiscountShareCents: 0, netCents: 6000, vatRatePercent: 22,
  vatCents: 1082, taxableCents: 4918, refersToLineId: null, refundedQuantity: 0, ...over,
});
const doc = (over: Partial<SalesDocument> = {}) => ({
  kind: "sale" as const, number: "2026/000123", date: "2026-03-10", time: "10:45", discountCents: 0, discountPercent: null, discountReason: "",
  totalCents: 9000, changeCents: 0, balanceCents: 0,
  lines: [line({}), line({ id: 2, description: "Shampoo", kind: "product", quantity: 3, unitPriceCents: 1000, discountCents: 300, discountPercent: 10, discountReason: "fedeltà", netCents: 2700 })],
  payments: [{ id: 1, method: "cash" as const, amountCents: 5000, date: "2026-03-10", operator: "Anna" }, { id: 2, method: "card" as const, amountCents: 3700, date: "2026-03-10", operator: "Anna" }],
  ...over,
});

describe("the receipt's WhatsApp text", () => {
  test("lines with their discounts, the total's discount, payments with change and balance", () => {
    expect(receiptLines(doc({ discountCents: 500, discountReason: "promo" }))).toBe("Colore 60,00 €; 3 × Shampoo 27,00 € (sconto 10 %, fedeltà); sconto sul totale −5,00 € (promo)");
    expect(receiptPayments(doc({ changeCents: 50, balanceCents: 300 }))).toBe("Contanti 50,00 €, Carta/Bancomat 37,00 €, resto 0,50 €, da saldare 3,00 €");
  });

  test("a refund names what went back; the parameters in the template's order", () => {
    const refund = doc({ kind: "refund", number: "2026/000130", totalCents: 900, lines: [line({ description: "Shampoo", netCents: 900 })], payments: [{ id: 3, method: "cash", amountCents: 900, date: "2026-03-11", operator: "Anna" }] });
    expect(receiptParameters(refund, "Salone Bella", "Maria")).toEqual(["Maria", "Salone Bella", "il reso 2026/000130", "10/03/2026 10:45", "Shampoo 9,00 €", "9,00 €", "restituiti Contanti 9,00 €"]);
  });

  test("a long visit is cut, never refused by Meta", () => {
    const many = doc({ lines: Array.from({ length: 60 }, (_, i) => line({ id: i, description: `Servizio numero ${i}` })) });
    const [, , , , lines] = receiptParameters(many, "S", "M");
    expect(lines!.length).toBe(700);
    expect(lines!.endsWith("…")).toBe(true);
  });
});
