import { Elysia } from "elysia";
import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "../../http/context";
import { errorResponse } from "../../http/errors";
import { createReceiptsService } from "../../messaging/receipts";
import { parseReceipts, verifySignature } from "../../messaging/webhook";

const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Another reader of a signed webhook payload (the clients' messages); what it returns joins the answer. */
export type WebhookReader = (payload: unknown) => Promise<Record<string, number>>;

/**
 * Meta's two calls to the webhook URL, public by necessity (Meta has no session) and checked
 * instead by the verify token (GET) and the body's HMAC signature (POST). Every signed delivery is
 * answered 200, even one we cannot read: Meta retries anything else for days.
 */
export function whatsappWebhookRoutes(ctx: AppContext, readers: WebhookReader[] = []) {
  const receipts = createReceiptsService({
    db: ctx.db,
    clock: ctx.clock,
    // The recurring reminders' list, an appointment's message log and a till document's page
    // follow their receipts live.
    changed: (row) =>
      ctx.events.publish(
        "reminderId" in row
          ? { topic: "reminders", action: "updated", ids: [row.reminderId] }
          : "appointmentId" in row
            ? { topic: "appointment-messages", action: "updated", ids: [row.appointmentId] }
            : { topic: "sales", action: "updated", ids: [row.documentId] },
      ),
  });

  return new Elysia({ name: "whatsapp-webhook-routes" })
    .get("/api/whatsapp/webhook", async ({ request }) => {
      // Read on every call: a verify token saved in Impostazioni applies without a restart.
      const { verifyToken } = await ctx.whatsapp();
      const query = new URL(request.url).searchParams;
      const challenge = query.get("hub.challenge") ?? "";
      const ok =
        query.get("hub.mode") === "subscribe" &&
        verifyToken !== "" &&
        sameSecret(query.get("hub.verify_token") ?? "", verifyToken) &&
        /^[A-Za-z0-9_-]{1,200}$/.test(challenge);
      if (!ok) {
        ctx.log(JSON.stringify({ level: "warn", scope: "whatsapp", msg: "verifica del webhook rifiutata" }));
        return errorResponse(403, { message: "Token di verifica non valido", code: "forbidden" });
      }
      return text(challenge);
    })
    .post(
      "/api/whatsapp/webhook",
      async ({ body, request }) => {
        // `parse: "arrayBuffer"` keeps the exact bytes Meta signed (not even a UTF-8 round trip);
        // JSON is parsed only after the signature checks out.
        const raw = body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array();
        const { appSecret } = await ctx.whatsapp();
        if (!verifySignature(raw, request.headers.get("x-hub-signature-256"), appSecret)) {
          ctx.log(JSON.stringify({ level: "warn", scope: "whatsapp", msg: "webhook con firma non valida rifiutato" }));
          return errorResponse(401, { message: "Firma non valida", code: "invalid_signature" });
        }
        let payload: unknown;
        try {
          payload = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
        } catch {
          ctx.log(JSON.stringify({ level: "warn", scope: "whatsapp", msg: "webhook firmato ma non JSON: ignorato" }));
          return { received: 0, changed: 0 };
        }
        const parsed = parseReceipts(payload, ctx.clock.now());
        const changed = receipts.apply(parsed);
        let answer: Record<string, number> = { received: parsed.length, changed };
        for (const read of readers) answer = { ...answer, ...(await read(payload)) };
        return answer;
      },
      { parse: "arrayBuffer" },
    );
}
