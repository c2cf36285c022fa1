import { Elysia } from "elysia";
import { parseId } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { parseIncomingMessages } from "../../messaging/incoming";
import type { RepliesService } from "./service";

export function repliesRoutes(service: RepliesService) {
  return new Elysia({ name: "replies-routes" }).post("/api/appointments/:id/client-message/seen", ({ params }) => service.markSeen(parseId(params.id)));
}

/**
 * The webhook's second reader (after the delivery receipts): the client messages of a signed
 * payload. Handed to the webhook route by app.ts.
 */
export const incomingMessagesReader = (ctx: AppContext, service: RepliesService) => async (payload: unknown) => {
  const messages = parseIncomingMessages(payload, ctx.clock.now());
  // Receipts-only deliveries (most of them) keep their short answer.
  return messages.length === 0 ? {} : service.apply(messages);
};
