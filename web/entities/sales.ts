import * as v from "valibot";
import {
  CashClosingSchema,
  ClientBalanceSchema,
  ClientBalancesSchema,
  SalesDocumentSchema,
  VisitStateSchema,
  type CashClosingInputSchema,
  type RefundInputSchema,
  type SaleInputSchema,
} from "../../src/domain/schemas/sales";
import type { PaymentMethod } from "../../src/domain/sales/money-rules";
import { api, apiGet } from "../lib/api";
import { atomsByKey, onDays, queryAtom } from "../lib/query";

/** Every till write publishes this topic, naming the document's day and the visit's day. */
export const SALES_TOPIC = "sales";

const split = (range: string) => {
  const [from = "", to = from] = range.split("|");
  return { from, to };
};

/**
 * Each visit's payment state in "from|to" (or one day): "paid" with the sale's number and total,
 * "due" for an arrived or completed visit not cashed. Follows sales and appointments (a visit
 * marked Arrivato becomes due) on those days.
 */
export const visitStatesAtom = atomsByKey((range: string) => {
  const { from, to } = split(range);
  return queryAtom([onDays(SALES_TOPIC, from, to), onDays("appointments", from, to)], () =>
    apiGet(`/api/sales/visit-states?from=${from}&to=${to}`, v.array(VisitStateSchema)),
  );
});

/** The documents of one day (sales, voids, refunds), oldest first. */
export const salesOfDayAtom = atomsByKey((date: string) =>
  queryAtom([onDays(SALES_TOPIC, date, date)], () => apiGet(`/api/sales?date=${date}`, v.array(SalesDocumentSchema))),
);

export const clientSalesAtom = atomsByKey((clientId: number) =>
  queryAtom([SALES_TOPIC], () => apiGet(`/api/sales?clientId=${clientId}`, v.array(SalesDocumentSchema))),
);

/** What a client owes ("Da saldare"). */
export const clientBalanceAtom = atomsByKey((clientId: number) =>
  queryAtom([SALES_TOPIC], () => apiGet(`/api/sales/balances/${clientId}`, ClientBalanceSchema)),
);

/** Every client who owes ("Da saldare"), one request for the whole client list. */
export const clientBalancesAtom = queryAtom([SALES_TOPIC], () => apiGet("/api/sales/balances", ClientBalancesSchema));

export const cashClosingAtom = atomsByKey((date: string) =>
  queryAtom([onDays(SALES_TOPIC, date, date)], () => apiGet(`/api/cash-closings/${date}`, CashClosingSchema)),
);

// What a screen sends: the schemas' input side (optional fields may be left out).
type SaleInput = v.InferInput<typeof SaleInputSchema>;
type RefundInput = v.InferInput<typeof RefundInputSchema>;
type CashClosingInput = v.InferInput<typeof CashClosingInputSchema>;

export const createSale = (input: SaleInput) => api("POST", "/api/sales", SalesDocumentSchema, input);
export const voidSale = (id: number, reason: string) => api("POST", `/api/sales/${id}/void`, SalesDocumentSchema, { reason });
export const refundSale = (id: number, input: RefundInput) => api("POST", `/api/sales/${id}/refunds`, SalesDocumentSchema, input);
export const payBalance = (id: number, payments: { method: PaymentMethod; amountCents: number }[]) =>
  api("POST", `/api/sales/${id}/payments`, SalesDocumentSchema, { payments });
/** `force` closes even with documents the RT has not printed (otherwise 409 `fiscal_pending`). */
export const closeDay = (input: CashClosingInput, force = false) => api("POST", `/api/cash-closings${force ? "?force=1" : ""}`, CashClosingSchema, input);
export const reopenDay = (date: string) => api("DELETE", `/api/cash-closings/${date}`, CashClosingSchema);
