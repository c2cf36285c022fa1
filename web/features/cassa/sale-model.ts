import * as v from "valibot";
import { parseEuroToCents } from "../../../src/domain/money";
import {
  DEFAULT_VAT_RATE,
  isVatRate,
  saleTotals,
  settle,
  TotalsError,
  type Discount,
  type PaymentMethod,
  type SaleTotals,
} from "../../../src/domain/sales/money-rules";
import { LotteryCodeSchema } from "../../../src/domain/schemas/fiscal";
import type { AppointmentItem } from "../../../src/domain/schemas/appointment-items";
import type { Product } from "../../../src/domain/schemas/products";
import type { SaleInputSchema } from "../../../src/domain/schemas/sales";
import type { Service } from "../../../src/domain/schemas/services";

/**
 * The sale form as typed: every amount is text ("12,50"), turned into cents here with the house
 * parser, then the totals come from the very rules the server applies (money-rules.ts), so the
 * screen shows the total the server will store. Error keys are the server's field paths
 * ("lines.0.unitPriceCents"), so a 400's `fields` land under the same fields.
 */

export type DiscountMode = "cents" | "percent";
export type LineDraft = {
  key: string;
  kind: "service" | "product";
  /** The service's or the product's id. */
  refId: number;
  stylistId: number | null;
  description: string;
  vatRatePercent: number;
  quantity: string;
  price: string;
  discount: string;
  discountMode: DiscountMode;
  discountReason: string;
};
export type PaymentDraft = { key: string; method: PaymentMethod; amount: string };
export type SaleDraft = {
  appointmentId: number | null;
  clientId: number | null;
  lines: LineDraft[];
  discount: string;
  discountMode: DiscountMode;
  discountReason: string;
  payments: PaymentDraft[];
  cashGiven: string;
  leaveBalance: boolean;
  /** Codice lotteria: empty, or 8 letters and digits printed on the documento commerciale. */
  lotteryCode: string;
};
export type SaleErrors = Record<string, string>;
type SaleBody = v.InferInput<typeof SaleInputSchema>;

export const QUANTITY_ERROR = "La quantità deve essere un numero intero maggiore di zero";
export const PRICE_ERROR = "Il prezzo non è valido";
export const DISCOUNT_ERROR = "Lo sconto non è valido";
export const PERCENT_ERROR = "Lo sconto in percentuale deve essere tra 0 e 100";
export const REASON_ERROR = "Indica il motivo dello sconto";
export const PAYMENT_ERROR = "L'importo del pagamento deve essere maggiore di zero";
export const CASH_GIVEN_ERROR = "Il contante ricevuto non è valido";
export const BALANCE_CLIENT_ERROR = "Per lasciare un saldo da pagare scegli la cliente";
export const NO_LINES_ERROR = "Aggiungi almeno un servizio o un prodotto";

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

export const emptyDraft = (): SaleDraft => ({
  appointmentId: null,
  clientId: null,
  lines: [],
  discount: "",
  discountMode: "cents",
  discountReason: "",
  payments: [],
  cashGiven: "",
  leaveBalance: false,
  lotteryCode: "",
});

/** A service's VAT rate; 22 % until the services API says otherwise. */
export function serviceVat(service: Service | undefined): number {
  const rate = (service as { vatRatePercent?: unknown } | undefined)?.vatRatePercent;
  return isVatRate(rate) ? rate : DEFAULT_VAT_RATE;
}

const centsText = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

const line = (over: Omit<LineDraft, "key" | "quantity" | "discount" | "discountMode" | "discountReason"> & { quantity?: string }): LineDraft => ({
  key: newKey(),
  quantity: "1",
  discount: "",
  discountMode: "cents",
  discountReason: "",
  ...over,
});

/** A visit's item as a line: its service, its stylist and the price it was booked at. */
export const lineFromItem = (item: Pick<AppointmentItem, "serviceId" | "serviceName" | "stylistId" | "priceCents">, services: readonly Service[]): LineDraft =>
  line({
    kind: "service",
    refId: item.serviceId,
    stylistId: item.stylistId,
    description: item.serviceName,
    vatRatePercent: serviceVat(services.find((s) => s.id === item.serviceId)),
    price: centsText(item.priceCents),
  });

export const lineFromService = (service: Service, stylistId: number | null = null): LineDraft =>
  line({ kind: "service", refId: service.id, stylistId, description: service.name, vatRatePercent: serviceVat(service), price: centsText(service.price) });

export const lineFromProduct = (product: Product): LineDraft =>
  line({
    kind: "product",
    refId: product.id,
    stylistId: null,
    description: product.brand ? `${product.name} · ${product.brand}` : product.name,
    vatRatePercent: product.vatRatePercent,
    price: centsText(product.priceCents),
  });

/** The same product again adds one to its line instead of a second line. */
export function addProduct(lines: readonly LineDraft[], product: Product): LineDraft[] {
  const i = lines.findIndex((l) => l.kind === "product" && l.refId === product.id);
  const found = lines[i];
  if (!found || !/^\d+$/.test(found.quantity.trim())) return [...lines, lineFromProduct(product)];
  return lines.map((l, j) => (j === i ? { ...l, quantity: String(Number(l.quantity.trim()) + 1) } : l));
}

/** "10" in € mode is 10,00 €, in % mode 10 %; "" is no discount; null: not a valid discount. */
function parseDiscount(text: string, mode: DiscountMode): Discount | undefined | null {
  const t = text.trim().replace(/\s*%$/, "");
  if (t === "") return undefined;
  if (mode === "percent") return /^\d{1,3}$/.test(t) && Number(t) <= 100 ? { percent: Number(t) } : null;
  const cents = parseEuroToCents(t);
  return cents === null ? null : { cents };
}

const discountField = (prefix: string, mode: DiscountMode) => `${prefix}${mode === "percent" ? "discountPercent" : "discountCents"}`;

/** Every discount typed must say why: the receipt shows each discount with its reason. */
function reasonErrors(draft: SaleDraft): SaleErrors {
  const errors: SaleErrors = {};
  draft.lines.forEach((l, i) => {
    if (l.discount.trim() !== "" && l.discountReason.trim() === "") errors[`lines.${i}.discountReason`] = REASON_ERROR;
  });
  if (draft.discount.trim() !== "" && draft.discountReason.trim() === "") errors.discountReason = REASON_ERROR;
  return errors;
}

/** What the typed lines and discounts come to, or the errors that keep them from adding up. */
export function draftTotals(draft: SaleDraft): { totals: SaleTotals | null; errors: SaleErrors } {
  const errors: SaleErrors = {};
  const inputs = draft.lines.map((l, i) => {
    const q = l.quantity.trim();
    const quantity = /^\d{1,4}$/.test(q) && Number(q) >= 1 ? Number(q) : null;
    if (quantity === null) errors[`lines.${i}.quantity`] = QUANTITY_ERROR;
    const price = parseEuroToCents(l.price);
    if (price === null) errors[`lines.${i}.unitPriceCents`] = PRICE_ERROR;
    const discount = parseDiscount(l.discount, l.discountMode);
    if (discount === null) errors[discountField(`lines.${i}.`, l.discountMode)] = l.discountMode === "percent" ? PERCENT_ERROR : DISCOUNT_ERROR;
    return { quantity: quantity ?? 0, unitPriceCents: price ?? 0, vatRatePercent: l.vatRatePercent, discount: discount ?? undefined };
  });
  const total = parseDiscount(draft.discount, draft.discountMode);
  if (total === null) errors[discountField("", draft.discountMode)] = draft.discountMode === "percent" ? PERCENT_ERROR : DISCOUNT_ERROR;
  if (Object.keys(errors).length > 0) return { totals: null, errors };
  try {
    return { totals: saleTotals(inputs, total ?? undefined), errors };
  } catch (error) {
    if (!(error instanceof TotalsError)) throw error;
    return { totals: null, errors: { [error.field]: error.message } };
  }
}

/** Paid so far, what is left to pay ("Rimanente") and the change for the cash given ("Resto"). */
export function paymentFigures(totalCents: number, draft: Pick<SaleDraft, "payments" | "cashGiven">) {
  const paidCents = draft.payments.reduce((a, p) => a + (parseEuroToCents(p.amount) ?? 0), 0);
  const cashCents = draft.payments.filter((p) => p.method === "cash").reduce((a, p) => a + (parseEuroToCents(p.amount) ?? 0), 0);
  const given = draft.cashGiven.trim() === "" ? null : parseEuroToCents(draft.cashGiven);
  return {
    paidCents,
    remainingCents: Math.max(0, totalCents - paidCents),
    changeCents: given !== null && given >= cashCents ? given - cashCents : 0,
  };
}

/** A new payment row of `method`, for what is still to pay. */
export function addPayment(draft: SaleDraft, method: PaymentMethod, totalCents: number): PaymentDraft[] {
  const { remainingCents } = paymentFigures(totalCents, draft);
  return [...draft.payments, { key: newKey(), method, amount: remainingCents > 0 ? centsText(remainingCents) : "" }];
}

/** The request for POST /api/sales, or the errors to show under the fields (first problem first). */
export function toSaleInput(draft: SaleDraft): { input: SaleBody; errors?: undefined } | { input?: undefined; errors: SaleErrors } {
  if (draft.lines.length === 0) return { errors: { lines: NO_LINES_ERROR } };
  const { totals, errors: totalsErrors } = draftTotals(draft);
  const errors = { ...totalsErrors, ...reasonErrors(draft) };
  const payments = draft.payments.map((p, i) => {
    const cents = parseEuroToCents(p.amount);
    if (cents === null || cents <= 0) errors[`payments.${i}.amountCents`] = PAYMENT_ERROR;
    return { method: p.method, amountCents: cents ?? 0 };
  });
  const cashGivenCents = draft.cashGiven.trim() === "" ? undefined : parseEuroToCents(draft.cashGiven);
  if (cashGivenCents === null) errors.cashGivenCents = CASH_GIVEN_ERROR;
  if (draft.leaveBalance && draft.clientId === null) errors.clientId = BALANCE_CLIENT_ERROR;
  const lottery = draft.lotteryCode.trim() === "" ? null : v.safeParse(LotteryCodeSchema, draft.lotteryCode);
  if (lottery && !lottery.success) errors.lotteryCode = lottery.issues[0].message;
  if (!totals || Object.keys(errors).length > 0) return { errors };
  const hasCash = payments.some((p) => p.method === "cash");
  try {
    settle(totals.totalCents, payments, { leaveBalance: draft.leaveBalance, cashGivenCents: hasCash ? (cashGivenCents ?? undefined) : undefined });
  } catch (error) {
    if (!(error instanceof TotalsError)) throw error;
    return { errors: { [error.field]: error.message } };
  }
  const discountOf = (text: string, mode: DiscountMode) => {
    const d = parseDiscount(text, mode);
    if (!d) return {};
    return "cents" in d ? { discountCents: d.cents } : { discountPercent: d.percent };
  };
  return {
    input: {
      appointmentId: draft.appointmentId,
      clientId: draft.clientId,
      lines: draft.lines.map((l) => ({
        kind: l.kind,
        ...(l.kind === "service" ? { serviceId: l.refId, stylistId: l.stylistId } : { productId: l.refId }),
        quantity: Number(l.quantity.trim()),
        unitPriceCents: parseEuroToCents(l.price) ?? 0,
        ...discountOf(l.discount, l.discountMode),
        ...(l.discount.trim() ? { discountReason: l.discountReason.trim() } : {}),
      })),
      ...discountOf(draft.discount, draft.discountMode),
      ...(draft.discount.trim() ? { discountReason: draft.discountReason.trim() } : {}),
      payments,
      ...(hasCash && cashGivenCents != null ? { cashGivenCents } : {}),
      leaveBalance: draft.leaveBalance,
      ...(lottery?.success ? { lotteryCode: lottery.output } : {}),
    },
  };
}

/** The error keys the form shows under a field of its own; any other message goes in the form's alert. */
const PLACED = [
  /^lines\.\d+\.(quantity|unitPriceCents|discountCents|discountPercent|discountReason|stylistId)$/,
  /^payments\.\d+\.amountCents$/,
  /^(discountCents|discountPercent|discountReason|payments|cashGivenCents|clientId|lotteryCode)$/,
];

/** Messages with no field on screen (a service or product gone meanwhile, an amount over the maximum). */
export function unplacedErrors(errors: SaleErrors, lineCount: number): string[] {
  const messages = Object.entries(errors)
    .filter(([key]) => !(key === "lines" && lineCount === 0) && !PLACED.some((re) => re.test(key)))
    .map(([, message]) => message);
  return [...new Set(messages)];
}
