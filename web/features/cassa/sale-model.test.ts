import { describe, expect, test } from "bun:test";
import type { Product } from "../../../src/domain/schemas/products";
import {
  addPayment,
  addProduct,
  BALANCE_CLIENT_ERROR,
  draftTotals,
  emptyDraft,
  lineFromProduct,
  paymentFigures,
  PRICE_ERROR,
  REASON_ERROR,
  toSaleInput,
  type LineDraft,
  type SaleDraft,
} from "./sale-model";

const SHAMPOO: Product = {
  id: 7, name: "Shampoo", brand: "Kérastase", category: "", barcode: "8001234567890", priceCents: 1250,
  vatRatePercent: 22, stock: 4, lowStockThreshold: 1, lowStock: false, active: true,
};
const service = (description: string, price: string, over: Partial<LineDraft> = {}): LineDraft => ({
  key: description, kind: "service", refId: 1, stylistId: 2, description, vatRatePercent: 22, quantity: "1", price,
  discount: "", discountMode: "cents", discountReason: "", ...over,
});
const draft = (over: Partial<SaleDraft>): SaleDraft => ({ ...emptyDraft(), ...over });

describe("the sale form's totals follow the server's rules", () => {
  test("colour + cut + a shampoo: prices typed with a comma, VAT taken out per rate", () => {
    const { totals, errors } = draftTotals(draft({ lines: [service("Colore", "60"), service("Taglio", "30,00"), lineFromProduct(SHAMPOO)] }));
    expect(errors).toEqual({});
    expect(totals?.totalCents).toBe(10250);
    expect(totals?.vat).toEqual([{ ratePercent: 22, taxableCents: 8402, vatCents: 1848 }]);
  });

  test("a 10 % line discount rounds half-up to the cent; the total's discount is shared by largest remainder", () => {
    const lines = [service("Piega", "25,05", { discount: "10", discountMode: "percent", discountReason: "Amica" }), service("A", "10"), service("B", "10")];
    const { totals } = draftTotals(draft({ lines, discount: "1", discountReason: "Arrotondamento" }));
    expect(totals?.lines.map((l) => l.lineDiscountCents)).toEqual([251, 0, 0]);
    expect(totals?.lines.map((l) => l.totalDiscountShareCents)).toEqual([53, 24, 23]);
    expect(totals?.totalCents).toBe(4254 - 100);
  });

  test("VAT rates are kept apart: 10 % and 22 % each carry their part", () => {
    const { totals } = draftTotals(draft({ lines: [service("Taglio", "12,20"), service("Trattamento", "11", { vatRatePercent: 10 })] }));
    expect(totals?.vat).toEqual([
      { ratePercent: 22, taxableCents: 1000, vatCents: 220 },
      { ratePercent: 10, taxableCents: 1000, vatCents: 100 },
    ]);
  });

  test("bad amounts are named by the server's field paths; a discount needs its reason", () => {
    const { totals, errors } = draftTotals(draft({ lines: [service("Taglio", "3,555"), service("Piega", "20", { quantity: "0", discount: "5" })], discount: "101", discountMode: "percent" }));
    expect(totals).toBeNull();
    expect(errors).toEqual({
      "lines.0.unitPriceCents": PRICE_ERROR,
      "lines.1.quantity": "La quantità deve essere un numero intero maggiore di zero",
      discountPercent: "Lo sconto in percentuale deve essere tra 0 e 100",
    });
  });

  test("a discount without its reason still counts in the total, but the sale is not sent", () => {
    const d = draft({ lines: [service("Piega", "20", { discount: "5" })], payments: [{ key: "p", method: "card", amount: "15" }] });
    expect(draftTotals(d).totals?.totalCents).toBe(1500);
    expect(toSaleInput(d).errors).toEqual({ "lines.0.discountReason": REASON_ERROR });
    expect(toSaleInput({ ...d, lines: [service("Piega", "20", { discount: "5", discountReason: "Cliente fedele" })] }).input?.lines).toEqual([
      { kind: "service", serviceId: 1, stylistId: 2, quantity: 1, unitPriceCents: 2000, discountCents: 500, discountReason: "Cliente fedele" },
    ]);
  });

  test("a discount larger than its line is refused with the server's message", () => {
    expect(draftTotals(draft({ lines: [service("Taglio", "20", { discount: "20,01", discountReason: "x" })] })).errors).toEqual({
      "lines.0.discountCents": "Lo sconto supera l'importo della riga",
    });
  });
});

describe("payments", () => {
  const lines = [service("Colore", "60"), service("Taglio", "30"), lineFromProduct(SHAMPOO)];

  test("50 € cash, then card for the rest: the new row is prefilled with what is left", () => {
    let d = draft({ lines, payments: [{ key: "p1", method: "cash", amount: "50" }], cashGiven: "50" });
    expect(paymentFigures(10250, d)).toEqual({ paidCents: 5000, remainingCents: 5250, changeCents: 0 });
    d = { ...d, payments: addPayment(d, "card", 10250) };
    expect(d.payments[1]).toMatchObject({ method: "card", amount: "52,50" });
    expect(toSaleInput(d).input).toMatchObject({
      payments: [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 5250 }],
      cashGivenCents: 5000,
      leaveBalance: false,
      lines: [{ kind: "service", serviceId: 1, stylistId: 2, unitPriceCents: 6000 }, { kind: "service" }, { kind: "product", productId: 7, quantity: 1, unitPriceCents: 1250 }],
    });
  });

  test("Codice lotteria: optional; 8 letters and digits, upper-cased; anything else is named under its field", () => {
    const base = draft({ lines, payments: [{ key: "p", method: "card", amount: "102,50" }] });
    expect(toSaleInput(base).input?.lotteryCode).toBeUndefined();
    expect(toSaleInput({ ...base, lotteryCode: " abcd1234 " }).input?.lotteryCode).toBe("ABCD1234");
    expect(toSaleInput({ ...base, lotteryCode: "ABC-1234" }).errors).toEqual({ lotteryCode: "Il codice lotteria è di 8 caratteri, lettere e cifre" });
  });

  test("the change is the cash given less the cash paid", () => {
    expect(paymentFigures(10250, { payments: [{ key: "p", method: "cash", amount: "102,50" }], cashGiven: "120" }).changeCents).toBe(1750);
  });

  test("payments that do not add up are refused before sending; less is fine with a balance and a client", () => {
    const short = draft({ lines, payments: [{ key: "p", method: "card", amount: "100" }] });
    expect(toSaleInput(short).errors).toEqual({ payments: "I pagamenti (100,00 €) non corrispondono al totale (102,50 €)" });
    expect(toSaleInput({ ...short, leaveBalance: true }).errors).toEqual({ clientId: BALANCE_CLIENT_ERROR });
    expect(toSaleInput({ ...short, leaveBalance: true, clientId: 4 }).input).toMatchObject({ leaveBalance: true, clientId: 4 });
    expect(toSaleInput(draft({ lines, payments: [{ key: "p", method: "cash", amount: "102,50" }], cashGiven: "100" })).errors).toEqual({
      cashGivenCents: "Il contante ricevuto è inferiore al pagamento in contanti",
    });
  });

  test("an empty sale and an empty payment are named", () => {
    expect(toSaleInput(draft({})).errors).toEqual({ lines: "Aggiungi almeno un servizio o un prodotto" });
    expect(toSaleInput(draft({ lines, payments: [{ key: "p", method: "card", amount: "" }] })).errors).toEqual({
      "payments.0.amountCents": "L'importo del pagamento deve essere maggiore di zero",
    });
  });
});

test("the same product scanned twice is one line of quantity 2", () => {
  const once = addProduct([], SHAMPOO);
  const twice = addProduct(once, SHAMPOO);
  expect(twice).toHaveLength(1);
  expect(twice[0]?.quantity).toBe("2");
});
