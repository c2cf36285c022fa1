// Documents and closings as the server answers them, for the till's component tests.
import type { CashClosing, SaleLine, SalesDocument } from "../../../src/domain/schemas/sales";
import type { SalonInfo } from "../../../src/domain/schemas/salon-settings";

export const SALON: SalonInfo = { name: "Salone Bella", address: "Via Roma 1, Milano", phone: "", email: "", vatNumber: "IT12345678903", defaults: { name: "il tuo salone", address: "" } };

export function line(over: Partial<SaleLine> = {}): SaleLine {
  return {
    id: 11,
    kind: "service",
    serviceId: 1,
    productId: null,
    stylistId: 2,
    description: "Colore",
    quantity: 1,
    unitPriceCents: 6000,
    discountCents: 0,
    discountPercent: null,
    discountReason: "",
    totalDiscountShareCents: 0,
    netCents: 6000,
    vatRatePercent: 22,
    vatCents: 1082,
    taxableCents: 4918,
    refersToLineId: null,
    refundedQuantity: 0,
    ...over,
  };
}

export function saleDoc(over: Partial<SalesDocument> = {}): SalesDocument {
  return {
    id: 1,
    kind: "sale",
    number: "2026/000123",
    date: "2026-03-10",
    time: "10:45",
    operator: "Anna Bianchi",
    operatorId: 1,
    refersTo: null,
    reason: "",
    appointmentId: 7,
    clientId: 4,
    clientName: "Maria Rossi",
    subtotalCents: 12240,
    discountCents: 0,
    discountPercent: null,
    discountReason: "",
    totalCents: 12240,
    vat: [{ ratePercent: 22, taxableCents: 10033, vatCents: 2207 }],
    lines: [
      line(),
      line({ id: 12, description: "Piega", unitPriceCents: 3600, discountCents: 360, discountPercent: 10, discountReason: "fedeltà", netCents: 3240, vatCents: 584, taxableCents: 2656 }),
      line({ id: 13, kind: "product", serviceId: null, productId: 5, description: "Shampoo Nutriente", quantity: 3, unitPriceCents: 1000, netCents: 3000, vatCents: 541, taxableCents: 2459 }),
    ],
    payments: [
      { id: 21, method: "cash", amountCents: 5000, date: "2026-03-10", operator: "Anna Bianchi" },
      { id: 22, method: "card", amountCents: 7240, date: "2026-03-10", operator: "Anna Bianchi" },
    ],
    cashGivenCents: 5000,
    changeCents: 0,
    balanceCents: 0,
    note: "",
    voidedBy: null,
    refunds: [],
    warnings: [],
    ...over,
  };
}

export function closingOf(over: Partial<CashClosing> = {}): CashClosing {
  return {
    date: "2026-03-10",
    status: "open",
    openingFloatCents: 0,
    byMethod: [
      { method: "cash", amountCents: 5000 },
      { method: "card", amountCents: 7240 },
      { method: "satispay", amountCents: 0 },
      { method: "transfer", amountCents: 0 },
      { method: "other", amountCents: 0 },
    ],
    salesCount: 1,
    voidsCount: 0,
    refundsCount: 0,
    totalCents: 12240,
    expectedCashCents: 5000,
    countedCashCents: null,
    differenceCents: null,
    note: "",
    closedBy: null,
    closedAt: null,
    ...over,
  };
}
