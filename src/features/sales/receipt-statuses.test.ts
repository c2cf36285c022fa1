import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import { receiptMessages } from "../../../db/schema-receipts";
import type { LiveEvent } from "../../domain/live-events";
import { startFakeGraphApi, statusesWebhook, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { signBody } from "../../messaging/webhook";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { serviceLine } from "./sales-test-kit";

// A receipt sent with "Invia su WhatsApp" follows Meta's delivery statuses like every other message.
const SECRET = "segreto-app";

let fake: FakeGraphApi;
let env: TestEnv;
let b: Basics;
beforeEach(async () => {
  fake = startFakeGraphApi();
  env = await createTestEnv({
    env: {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_ACCESS_TOKEN: "token-di-prova",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: SECRET,
      SALON_NAME: "Salone Bella",
    },
  });
  b = seedBasics(env.app.ctx.db);
  env.app.ctx.db.update(clients).set({ whatsappConsent: true }).where(eq(clients.id, b.maria)).run();
});
afterEach(async () => {
  await fake.stop();
});

async function sentReceipt(requestKey = "click-0001") {
  const sale = await env.json("POST", "/api/sales", { clientId: b.maria, lines: [serviceLine(b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
  if (sale.status !== 201) throw new Error(JSON.stringify(sale.body));
  const sent = await env.json("POST", `/api/sales/${sale.body.id}/send-receipt`, { requestKey });
  expect(sent.body.status).toBe("sent");
  return { documentId: sale.body.id as number, id: sent.body.id as number };
}

/** One status as Meta's webhook carries it. */
const status = (id: string, value: string, timestamp: number, extra: Record<string, unknown> = {}) => ({ id, status: value, timestamp: String(timestamp), recipient_id: "393331234567", ...extra });

async function post(payload: unknown) {
  const raw = JSON.stringify(payload);
  const res = await env.anonymous("POST", "/api/whatsapp/webhook", raw, { "content-type": "application/json", "x-hub-signature-256": signBody(raw, SECRET) });
  expect(res.status).toBe(200);
  return res.json();
}

// 2026-03-10T09:01Z, 09:05Z, 09:10Z as unix seconds (the test clock starts at 09:00Z).
const T_SENT = 1773133260;
const T_DELIVERED = 1773133500;
const T_READ = 1773133800;

const row = (id: number) => env.app.ctx.db.select().from(receiptMessages).where(eq(receiptMessages.id, id)).get()!;

describe("a receipt's WhatsApp delivery statuses", () => {
  test("delivered, then read: the row follows, a repeated or late status changes nothing, the document's topic hears of it", async () => {
    const receipt = await sentReceipt();
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    expect(await post(statusesWebhook([status("wamid.TEST1", "sent", T_SENT, { conversation: { id: "c1", origin: { type: "utility" } }, pricing: { billable: true, pricing_model: "CBP", category: "utility" } })]))).toEqual({ received: 1, changed: 0 });
    expect(await post(statusesWebhook([status("wamid.TEST1", "delivered", T_DELIVERED)]))).toEqual({ received: 1, changed: 1 });
    expect(row(receipt.id)).toMatchObject({ status: "delivered", deliveredAt: "2026-03-10T09:05:00.000Z" });
    expect(events).toContainEqual(expect.objectContaining({ topic: "sales", action: "updated", ids: [receipt.documentId] }));
    await post(statusesWebhook([status("wamid.TEST1", "read", T_READ)]));
    await post(statusesWebhook([status("wamid.TEST1", "delivered", T_DELIVERED)]));
    expect(row(receipt.id)).toMatchObject({ status: "read", readAt: "2026-03-10T09:10:00.000Z" });
  });

  test("failed: the row is failed with the reason in Italian", async () => {
    const receipt = await sentReceipt();
    const failure = { code: 131026, title: "Message undeliverable", message: "Message undeliverable", error_data: { details: "Message Undeliverable." } };
    await post(statusesWebhook([status("wamid.TEST1", "failed", T_DELIVERED, { errors: [failure] })]));
    expect(row(receipt.id)).toMatchObject({ status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" });
  });

  test("a receipt whose id was never stored is found by its callback data", async () => {
    const receipt = await sentReceipt();
    env.app.ctx.db.update(receiptMessages).set({ providerMessageId: null }).where(eq(receiptMessages.id, receipt.id)).run();
    await post(statusesWebhook([status("wamid.LOST", "delivered", T_DELIVERED, { biz_opaque_callback_data: `salone-receipt-message:${receipt.id}` })]));
    expect(row(receipt.id)).toMatchObject({ status: "delivered", providerMessageId: "wamid.LOST" });
  });

  test("GET /api/sales/:id/receipt-messages lists the document's receipts, newest first, with the failure's reason", async () => {
    const first = await sentReceipt("click-0001");
    const second = await env.json("POST", `/api/sales/${first.documentId}/send-receipt`, { requestKey: "click-0002" });
    await post(statusesWebhook([status("wamid.TEST1", "read", T_READ), status("wamid.TEST2", "failed", T_DELIVERED, { errors: [{ code: 131050, title: "Unable to deliver" }] })]));
    const res = await env.json("GET", `/api/sales/${first.documentId}/receipt-messages`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => [m.id, m.status, m.errorMessage])).toEqual([
      [second.body.id, "failed", "il cliente ha bloccato i messaggi di marketing"],
      [first.id, "read", null],
    ]);
    expect(res.body[1]).toMatchObject({ sentAt: expect.any(String), readAt: "2026-03-10T09:10:00.000Z", attempts: 1 });
    expect((await env.json("GET", "/api/sales/9999/receipt-messages")).status).toBe(404);
    expect((await env.json("GET", "/api/sales/abc/receipt-messages")).status).toBe(400);
  });
});
