import { Elysia } from "elysia";
import { DomainError, invalid } from "../../domain/errors";
import { BalancePaymentInputSchema, CashClosingInputSchema, RefundInputSchema, SaleInputSchema, VoidInputSchema } from "../../domain/schemas/sales";
import { addDays, compareDays, isValidDate } from "../../domain/time";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createCheckout, type CompleteVisit } from "./checkout";
import { createClosings } from "./closings";
import { createCorrections } from "./corrections";
import { createSalesReads } from "./reads";
import { createTill } from "./till";

const MAX_RANGE_DAYS = 366;

const day = (value: unknown, field: string): string => {
  if (typeof value !== "string" || !isValidDate(value)) throw invalid("Data non valida (AAAA-MM-GG)", { [field]: "Data non valida (AAAA-MM-GG)" });
  return value;
};

/** from..to, both days, at most a year apart. */
function range(query: Record<string, string | undefined>): { from: string; to: string } {
  const from = day(query.from, "from");
  const to = day(query.to, "to");
  if (compareDays(from, to) > 0) throw invalid("La data finale precede quella iniziale", { to: "La data finale precede quella iniziale" });
  if (compareDays(addDays(from, MAX_RANGE_DAYS), to) < 0) throw invalid("Intervallo massimo un anno", { to: "Intervallo massimo un anno" });
  return { from, to };
}

const immutable = () => new DomainError("invalid", "Un documento di vendita non si modifica: annullalo o fai un reso", "method_not_allowed");

export function salesRoutes(ctx: AppContext, completeVisit: CompleteVisit) {
  const till = createTill(ctx);
  const checkout = createCheckout(till, completeVisit);
  const corrections = createCorrections(till);
  const reads = createSalesReads(till);
  const closings = createClosings(till);
  const user = (request: Request) => ctx.requireAuth(request).user;
  const notAllowed = ({ set }: { set: { status?: number | string; headers: Record<string, string | number> } }) => {
    set.status = 405;
    set.headers.allow = "GET";
    const e = immutable();
    return { message: e.message, code: e.code };
  };

  return new Elysia({ name: "sales-routes" })
    .get("/api/sales", ({ query }) => {
      if (query.clientId !== undefined) return reads.ofClient(parseId(query.clientId));
      if (query.date !== undefined) {
        const d = day(query.date, "date");
        return reads.between(d, d);
      }
      const r = range(query);
      return reads.between(r.from, r.to);
    })
    .get("/api/sales/visit-states", ({ query }) => {
      const r = range(query);
      return reads.visitStates(r.from, r.to);
    })
    .get("/api/sales/balances", () => reads.balances())
    .get("/api/sales/balances/:clientId", ({ params }) => reads.balance(parseId(params.clientId)))
    .get("/api/sales/:id", ({ params }) => reads.byId(parseId(params.id)))
    .put("/api/sales/:id", notAllowed)
    .patch("/api/sales/:id", notAllowed)
    .delete("/api/sales/:id", notAllowed)
    .post("/api/sales", async ({ request, body, set }) => {
      const input = parseOrThrow(SaleInputSchema, body ?? {});
      const sale = await checkout(user(request), input);
      set.status = 201;
      return sale;
    })
    .post("/api/sales/:id/void", ({ request, params, body, set }) => {
      const id = parseId(params.id);
      const input = parseOrThrow(VoidInputSchema, body ?? {});
      const doc = corrections.voidSale(user(request), id, input.reason);
      set.status = 201;
      return doc;
    })
    .post("/api/sales/:id/refunds", ({ request, params, body, set }) => {
      const id = parseId(params.id);
      const input = parseOrThrow(RefundInputSchema, body ?? {});
      const doc = corrections.refund(user(request), id, input);
      set.status = 201;
      return doc;
    })
    .post("/api/sales/:id/payments", ({ request, params, body }) => {
      const id = parseId(params.id);
      return corrections.payBalance(user(request), id, parseOrThrow(BalancePaymentInputSchema, body ?? {}).payments);
    })
    .get("/api/cash-closings/:date", ({ params }) => closings.summary(day(params.date, "date")))
    .post("/api/cash-closings", ({ request, body, query, set }) => {
      const input = parseOrThrow(CashClosingInputSchema, body ?? {});
      const closing = closings.close(user(request), input, query.force === "1");
      set.status = 201;
      return closing;
    })
    .delete("/api/cash-closings/:date", ({ request, params }) => closings.reopen(user(request), day(params.date, "date")));
}
