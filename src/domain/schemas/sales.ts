import * as v from "valibot";
import { PAYMENT_METHODS } from "../sales/money-rules";
import { isValidDate } from "../time";
import { optionalText } from "./common";
import { FiscalStateSchema, LotteryCodeSchema } from "./fiscal";

const cents = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(99_999_999, message));
const positiveCents = (message: string) => v.pipe(cents(message), v.minValue(1, message));
const percent = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(100, message));
const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const QUANTITY = "La quantità deve essere un numero intero maggiore di zero";
const quantity = v.pipe(v.number(QUANTITY), v.integer(QUANTITY), v.minValue(1, QUANTITY), v.maxValue(9_999, QUANTITY));
export const DAY = v.pipe(v.string("Data non valida"), v.check(isValidDate, "Data non valida"));

export const PaymentInputSchema = v.object({
  method: v.picklist(PAYMENT_METHODS, "Metodo di pagamento non valido"),
  amountCents: positiveCents("L'importo del pagamento deve essere maggiore di zero"),
});
const payments = v.optional(v.array(PaymentInputSchema, "Pagamenti non validi"), []);

export const SaleLineInputSchema = v.object({
  kind: v.picklist(["service", "product"], "Tipo di riga non valido"),
  serviceId: v.optional(v.nullable(id("Servizio non valido"))),
  productId: v.optional(v.nullable(id("Prodotto non valido"))),
  stylistId: v.optional(v.nullable(id("Stilista non valido"))),
  quantity,
  unitPriceCents: cents("Il prezzo non è valido"),
  discountCents: v.optional(cents("Lo sconto non è valido")),
  discountPercent: v.optional(percent("Lo sconto in percentuale deve essere tra 0 e 100")),
  discountReason: optionalText(200),
});
export type SaleLineInput = v.InferOutput<typeof SaleLineInputSchema>;

export const SaleInputSchema = v.object({
  appointmentId: v.optional(v.nullable(id("Appuntamento non valido"))),
  clientId: v.optional(v.nullable(id("Cliente non valida"))),
  lines: v.pipe(v.array(SaleLineInputSchema, "Righe non valide"), v.minLength(1, "Aggiungi almeno un servizio o un prodotto"), v.maxLength(100, "Massimo 100 righe")),
  discountCents: v.optional(cents("Lo sconto non è valido")),
  discountPercent: v.optional(percent("Lo sconto in percentuale deve essere tra 0 e 100")),
  discountReason: optionalText(200),
  payments: v.pipe(payments, v.maxLength(20, "Massimo 20 pagamenti")),
  cashGivenCents: v.optional(cents("Il contante ricevuto non è valido")),
  leaveBalance: v.optional(v.boolean("Valore non valido"), false),
  note: optionalText(1000),
  /** The client's codice lotteria, printed on the documento commerciale. */
  lotteryCode: v.optional(v.nullable(LotteryCodeSchema)),
});
export type SaleInput = v.InferOutput<typeof SaleInputSchema>;

export const VoidInputSchema = v.object({ reason: optionalText(500) });

export const RefundInputSchema = v.object({
  lines: v.pipe(
    v.array(v.object({ lineId: id("Riga non valida"), quantity }), "Righe non valide"),
    v.minLength(1, "Scegli almeno una riga da rendere"),
  ),
  payments,
  reason: v.pipe(optionalText(500), v.transform((s) => s.trim()), v.nonEmpty("Il motivo del reso è richiesto")),
});
export type RefundInput = v.InferOutput<typeof RefundInputSchema>;

export const BalancePaymentInputSchema = v.object({
  payments: v.pipe(payments, v.minLength(1, "Indica almeno un pagamento")),
});

export const CashClosingInputSchema = v.object({
  date: DAY,
  openingFloatCents: cents("Il fondo cassa non è valido"),
  countedCashCents: cents("Il contante contato non è valido"),
  note: optionalText(1000),
});
export type CashClosingInput = v.InferOutput<typeof CashClosingInputSchema>;

// ---- Responses ---------------------------------------------------------------------------------

export const SaleLineSchema = v.object({
  id: v.number(),
  kind: v.picklist(["service", "product"]),
  serviceId: v.nullable(v.number()),
  productId: v.nullable(v.number()),
  stylistId: v.nullable(v.number()),
  description: v.string(),
  quantity: v.number(),
  unitPriceCents: v.number(),
  discountCents: v.number(),
  discountPercent: v.nullable(v.number()),
  discountReason: v.string(),
  totalDiscountShareCents: v.number(),
  netCents: v.number(),
  vatRatePercent: v.number(),
  vatCents: v.number(),
  taxableCents: v.number(),
  refersToLineId: v.nullable(v.number()),
  /** On a sale's line: how many units later refunds (not voids) gave back. */
  refundedQuantity: v.number(),
});
export type SaleLine = v.InferOutput<typeof SaleLineSchema>;

export const VatPartSchema = v.object({ ratePercent: v.number(), taxableCents: v.number(), vatCents: v.number() });

export const PaymentSchema = v.object({
  id: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  amountCents: v.number(),
  date: v.string(),
  operator: v.string(),
});

const DocumentRefSchema = v.object({ id: v.number(), number: v.string(), date: v.string() });

export const SalesDocumentSchema = v.object({
  id: v.number(),
  kind: v.picklist(["sale", "void", "refund"]),
  /** "2026/000123": one series a year across sales, voids and refunds. */
  number: v.string(),
  date: v.string(),
  time: v.string(),
  operator: v.string(),
  operatorId: v.nullable(v.number()),
  refersTo: v.nullable(DocumentRefSchema),
  reason: v.string(),
  appointmentId: v.nullable(v.number()),
  clientId: v.nullable(v.number()),
  clientName: v.nullable(v.string()),
  subtotalCents: v.number(),
  discountCents: v.number(),
  discountPercent: v.nullable(v.number()),
  discountReason: v.string(),
  totalCents: v.number(),
  vat: v.array(VatPartSchema),
  lines: v.array(SaleLineSchema),
  /** Money taken (a sale, a later payment of its balance) or given back (void, refund). */
  payments: v.array(PaymentSchema),
  cashGivenCents: v.nullable(v.number()),
  changeCents: v.number(),
  /** What the client still owes on this sale now (0 once voided or paid). */
  balanceCents: v.number(),
  note: v.string(),
  voidedBy: v.nullable(DocumentRefSchema),
  refunds: v.array(DocumentRefSchema),
  /** Only in the answer that created it: e.g. a product sold below zero stock. */
  warnings: v.array(v.string()),
  lotteryCode: v.optional(v.nullable(v.string())),
  /** Its print on the RT (documento commerciale); null when it has no print job (printing off). */
  fiscal: v.optional(v.nullable(FiscalStateSchema)),
});
export type SalesDocument = v.InferOutput<typeof SalesDocumentSchema>;

export const VisitStateSchema = v.object({
  appointmentId: v.number(),
  state: v.picklist(["paid", "due"]),
  totalCents: v.number(),
  saleId: v.nullable(v.number()),
  saleNumber: v.nullable(v.string()),
});
export type VisitState = v.InferOutput<typeof VisitStateSchema>;

export const ClientBalanceSchema = v.object({
  clientId: v.number(),
  balanceCents: v.number(),
  sales: v.array(v.object({ id: v.number(), number: v.string(), date: v.string(), totalCents: v.number(), balanceCents: v.number() })),
});
export type ClientBalance = v.InferOutput<typeof ClientBalanceSchema>;

/** GET /api/sales/balances: each client who owes, with her total. */
export const ClientBalanceTotalSchema = v.object({ clientId: v.number(), balanceCents: v.number() });
export const ClientBalancesSchema = v.array(ClientBalanceTotalSchema);
export type ClientBalanceTotal = v.InferOutput<typeof ClientBalanceTotalSchema>;

export const CashClosingSchema = v.object({
  date: v.string(),
  status: v.picklist(["open", "closed"]),
  openingFloatCents: v.number(),
  byMethod: v.array(v.object({ method: v.picklist(PAYMENT_METHODS), amountCents: v.number() })),
  salesCount: v.number(),
  voidsCount: v.number(),
  refundsCount: v.number(),
  /** Net of voids and refunds: sales − given back, every method. */
  totalCents: v.number(),
  expectedCashCents: v.number(),
  countedCashCents: v.nullable(v.number()),
  differenceCents: v.nullable(v.number()),
  note: v.string(),
  closedBy: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
  /** The day's Z report on the RT (fiscal closure); null when none was queued. */
  fiscal: v.optional(v.nullable(FiscalStateSchema)),
  /** The day's documents the RT has not printed yet (closing then needs `?force=1`). */
  fiscalPending: v.optional(v.number()),
});
export type CashClosing = v.InferOutput<typeof CashClosingSchema>;
