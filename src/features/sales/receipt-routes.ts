import { Elysia } from "elysia";
import { ReceiptSendInputSchema } from "../../domain/schemas/receipts";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import type { ReceiptMessages } from "./receipt-messages";

/**
 * POST /api/sales/{id}/send-receipt `{ requestKey }` → what became of the message;
 * GET /api/sales/{id}/receipt-messages → the document's receipts sent and their delivery statuses.
 */
export function receiptRoutes(ctx: AppContext, receipts: ReceiptMessages) {
  return new Elysia({ name: "receipt-routes" })
    .post("/api/sales/:id/send-receipt", ({ params, body, request }) => {
      const id = parseId(params.id);
      const input = parseOrThrow(ReceiptSendInputSchema, body);
      return receipts.send(ctx.requireAuth(request).user, id, input.requestKey);
    })
    .get("/api/sales/:id/receipt-messages", ({ params }) => receipts.list(parseId(params.id)));
}
