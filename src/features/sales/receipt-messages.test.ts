import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { activity, clients } from "../../../db/schema";
import { receiptMessages } from "../../../db/schema-receipts";
import { RECEIPT_TEMPLATE } from "../../domain/sales/receipt-text";
import { graphError, startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { NO_CLIENT_MESSAGE, NO_CONSENT_MESSAGE } from "./receipt-messages";
import { serviceLine } from "./sales-test-kit";

const WHATSAPP_ENV = (apiUrl: string) => ({
  WHATSAPP_API_URL: apiUrl,
  WHATSAPP_ACCESS_TOKEN: "token-di-prova",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  SALON_NAME: "Salone Bella",
});

let fake: FakeGraphApi;
let env: TestEnv;
let b: Basics;
beforeEach(async () => {
  fake = startFakeGraphApi();
  env = await createTestEnv({ env: WHATSAPP_ENV(fake.url) });
  b = seedBasics(env.app.ctx.db);
});
afterEach(async () => {
  await fake.stop();
});

const consent = (clientId: number, given: boolean) => env.app.ctx.db.update(clients).set({ whatsappConsent: given }).where(eq(clients.id, clientId)).run();
async function sale(clientId: number | null = b.maria) {
  const res = await env.json("POST", "/api/sales", {
    ...(clientId === null ? {} : { clientId }),
    lines: [serviceLine(b.colore, 6000), serviceLine(b.taglio, 3500, { discountPercent: 10, discountReason: "fedeltà" })],
    payments: [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 4150 }],
    cashGivenCents: 5000,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body as { id: number; number: string };
}
const send = (id: number, requestKey: string) => env.json("POST", `/api/sales/${id}/send-receipt`, { requestKey });
const rows = () => env.app.ctx.db.select().from(receiptMessages).all();

describe("Invia su WhatsApp", () => {
  test("with consent: the receipt template goes to her number once per click; a repeated click key sends nothing more; the trail says so", async () => {
    consent(b.maria, true);
    const doc = await sale();
    const first = await send(doc.id, "click-0001");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ documentId: doc.id, status: "sent", repeated: false, reason: null });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect(body.to).toBe("393331234567");
    expect(body.template.name).toBe(RECEIPT_TEMPLATE.name);
    expect(body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      "Maria",
      "Salone Bella",
      `la ricevuta ${doc.number}`,
      "10/03/2026 10:00",
      "Colore 60,00 €; Taglio Donna 31,50 € (sconto 10 %, fedeltà)",
      "91,50 €",
      "Contanti 50,00 €, Carta/Bancomat 41,50 €",
    ]);
    const again = await send(doc.id, "click-0001");
    expect(again.body).toMatchObject({ id: first.body.id, status: "sent", repeated: true });
    expect(fake.requests).toHaveLength(1);
    expect((await send(doc.id, "click-0002")).body.repeated).toBe(false);
    expect(fake.requests).toHaveLength(2);
    const trail = env.app.ctx.db.select().from(activity).all().filter((a) => a.summary.startsWith("Ricevuta"));
    expect(trail.map((a) => a.summary)).toEqual([`Ricevuta ${doc.number} inviata su WhatsApp a Maria Rossi`, `Ricevuta ${doc.number} inviata su WhatsApp a Maria Rossi`]);
  });

  test("two requests with one key at the same moment send one message", async () => {
    consent(b.maria, true);
    const doc = await sale();
    const [a, c] = await Promise.all([send(doc.id, "same-click"), send(doc.id, "same-click")]);
    expect([a.status, c.status]).toEqual([200, 200]);
    expect([a.body.repeated, c.body.repeated].sort()).toEqual([false, true]);
    expect(fake.requests).toHaveLength(1);
    expect(rows()).toHaveLength(1);
  });

  test("without consent: 409, nothing written, nothing sent; without a client: 400; unknown document 404; a bad key 400", async () => {
    const doc = await sale();
    const refused = await send(doc.id, "click-0001");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "no_consent", message: NO_CONSENT_MESSAGE });
    const walkIn = await sale(null);
    const noClient = await send(walkIn.id, "click-0002");
    expect(noClient.status).toBe(400);
    expect(noClient.body.message).toBe(NO_CLIENT_MESSAGE);
    expect((await send(9999, "click-0003")).status).toBe(404);
    expect((await send(doc.id, "x")).status).toBe(400);
    expect((await env.json("POST", `/api/sales/${doc.id}/send-receipt`, {})).status).toBe(400);
    expect(rows()).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  test("consent withdrawn before a retry: the queued receipt is closed, never sent", async () => {
    consent(b.maria, true);
    const doc = await sale();
    fake.reply({ status: 500, body: graphError(131000, "Something went wrong") });
    const first = await send(doc.id, "click-0001");
    expect(first.body.status).toBe("queued");
    consent(b.maria, false);
    env.clock.advance(5 * 60_000);
    await env.app.receiptMessages.run();
    expect(rows()[0]).toMatchObject({ status: "failed", errorCode: "no_consent" });
    expect(fake.requests).toHaveLength(1);
  });

  test("a temporary failure is retried by the timer and then sent, once", async () => {
    consent(b.maria, true);
    const doc = await sale();
    fake.reply({ status: 500, body: graphError(131000, "Something went wrong") });
    expect((await send(doc.id, "click-0001")).body.status).toBe("queued");
    env.clock.advance(5 * 60_000);
    await env.app.receiptMessages.run();
    await env.app.receiptMessages.run();
    expect(rows()[0]!.status).toBe("sent");
    expect(fake.requests).toHaveLength(2);
  });
});
