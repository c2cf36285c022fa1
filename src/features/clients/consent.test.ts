// A client's WhatsApp consent: given with a date, withdrawn, kept through a save that does not
// mention it, carried by a booking's new client and by a merge, and written to the trail.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { clients } from "../../../db/schema";
import { WHATSAPP_CONSENT_INVALID } from "../../domain/whatsapp-consent";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;

beforeEach(async () => {
  env = await createTestEnv(); // the clock reads 2026-03-10T09:00:00.000Z
  b = seedBasics(env.app.ctx.db);
});

const T0 = "2026-03-10T09:00:00.000Z";
const HOUR = 3_600_000;
const ANNA = { firstName: "Anna", lastName: "Neri", phone: "333 555 6666", email: "", notes: "" };
const stored = (id: number) =>
  env.app.ctx.db.select({ on: clients.whatsappConsent, at: clients.whatsappConsentAt }).from(clients).where(eq(clients.id, id)).get();
const clientTrail = async (id: number) =>
  ((await env.json("GET", "/api/activity?entity=client")).body.entries as { entityId: number; changes: Record<string, unknown> }[]).filter(
    (e) => e.entityId === id,
  );

describe("consent on POST /api/clients", () => {
  test("ticked: given now, in the answer, the list and the trail", async () => {
    const res = await env.json("POST", "/api/clients", { ...ANNA, whatsappConsent: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: T0 });
    expect(stored(res.body.id)).toEqual({ on: true, at: T0 });
    const listed = (await env.json("GET", "/api/clients")).body.find((c: { id: number }) => c.id === res.body.id);
    expect(listed).toMatchObject({ whatsappConsent: true, whatsappConsentAt: T0 });
    const [created] = await clientTrail(res.body.id);
    expect(created?.changes).toMatchObject({ whatsappConsent: [null, true], whatsappConsentAt: [null, T0] });
  });

  test.each([
    ["left out", {}],
    ["false", { whatsappConsent: false }],
  ])("%s: no consent and no date", async (_label, consent) => {
    const res = await env.json("POST", "/api/clients", { ...ANNA, ...consent });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
  });

  test("a date sent by the caller is ignored: the server's clock stamps it", async () => {
    const res = await env.json("POST", "/api/clients", { ...ANNA, whatsappConsent: true, whatsappConsentAt: "2020-01-01T00:00:00.000Z" });
    expect(res.body.whatsappConsentAt).toBe(T0);
  });

  test.each([["si"], ["true"], [1], [null], [{}], [["true"]]])("%p is not a yes or no: 400 in Italian, nothing stored", async (bad) => {
    const before = (await env.json("GET", "/api/clients")).body.length;
    const res = await env.json("POST", "/api/clients", { ...ANNA, whatsappConsent: bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation", fields: { whatsappConsent: WHATSAPP_CONSENT_INVALID } });
    expect((await env.json("GET", "/api/clients")).body.length).toBe(before);
  });
});

describe("consent on PUT /api/clients/{id}", () => {
  const put = (id: number, consent: Record<string, unknown>) =>
    env.json("PUT", `/api/clients/${id}`, { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "", ...consent });

  test("ticked on: given now; saved on again later: the first date stays", async () => {
    expect((await put(b.maria, { whatsappConsent: true })).body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: T0 });
    env.clock.advance(2 * HOUR);
    const again = await put(b.maria, { whatsappConsent: true, notes: "Capelli fini" });
    expect(again.body).toMatchObject({ notes: "Capelli fini", whatsappConsent: true, whatsappConsentAt: T0 });
  });

  test("a save without the field keeps her consent (the booking's «Modifica dati cliente» sends none)", async () => {
    await put(b.maria, { whatsappConsent: true });
    env.clock.advance(HOUR);
    const res = await put(b.maria, {});
    expect(res.body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: T0 });
  });

  test("ticked off: withdrawn and the date cleared; ticked on again: a new date", async () => {
    await put(b.maria, { whatsappConsent: true });
    env.clock.advance(HOUR);
    expect((await put(b.maria, { whatsappConsent: false })).body).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
    expect(stored(b.maria)).toEqual({ on: false, at: null });
    env.clock.advance(HOUR);
    const later = new Date(Date.parse(T0) + 2 * HOUR).toISOString();
    expect((await put(b.maria, { whatsappConsent: true })).body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: later });
  });

  test("the trail records each change of consent, and nothing for a save that keeps it", async () => {
    await put(b.maria, { whatsappConsent: true });
    env.clock.advance(HOUR);
    await put(b.maria, { whatsappConsent: true });
    env.clock.advance(HOUR);
    await put(b.maria, { whatsappConsent: false });
    const changes = (await clientTrail(b.maria)).map((e) => e.changes);
    // Newest first: withdrawn, then the unchanged save (no consent key), then given.
    expect(changes[0]).toEqual({ whatsappConsent: [true, false], whatsappConsentAt: [T0, null] });
    expect(changes[1]).not.toHaveProperty("whatsappConsent");
    expect(changes[2]).toMatchObject({ whatsappConsent: [false, true], whatsappConsentAt: [null, T0] });
  });

  test("a non-boolean is refused with 400 and her consent stays", async () => {
    await put(b.maria, { whatsappConsent: true });
    const res = await put(b.maria, { whatsappConsent: "no" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ whatsappConsent: WHATSAPP_CONSENT_INVALID });
    expect(stored(b.maria)).toEqual({ on: true, at: T0 });
  });
});

describe("consent of a booking's newClient", () => {
  const booking = (newClient: Record<string, unknown>) => ({
    date: "2026-03-12",
    startTime: "10:00",
    endTime: "10:45",
    stylistId: b.giulia,
    serviceId: b.taglio,
    notes: "",
    newClient,
  });

  test("ticked in the booking: the new client has it from now, and the trail says so", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ ...ANNA, whatsappConsent: true }));
    expect(res.status).toBe(201);
    expect(stored(res.body.clientId)).toEqual({ on: true, at: T0 });
    const [created] = await clientTrail(res.body.clientId);
    expect(created?.changes).toMatchObject({ whatsappConsent: [null, true], whatsappConsentAt: [null, T0] });
  });

  test("not ticked: no consent", async () => {
    const res = await env.json("POST", "/api/appointments", booking(ANNA));
    expect(res.status).toBe(201);
    expect(stored(res.body.clientId)).toEqual({ on: false, at: null });
  });

  test("a non-boolean: 400 under newClient.whatsappConsent, no client and no appointment", async () => {
    const before = (await env.json("GET", "/api/clients")).body.length;
    const res = await env.json("POST", "/api/appointments", booking({ ...ANNA, whatsappConsent: "sì" }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ "newClient.whatsappConsent": WHATSAPP_CONSENT_INVALID });
    expect((await env.json("GET", "/api/clients")).body.length).toBe(before);
  });
});

describe("consent through a merge", () => {
  const create = async (consent: boolean, phone: string) =>
    (await env.json("POST", "/api/clients", { ...ANNA, phone, whatsappConsent: consent, allowDuplicatePhone: true })).body as { id: number };
  const merge = async (survivor: number, duplicate: number) =>
    (await env.json("POST", `/api/clients/${survivor}/merge`, { duplicateId: duplicate })).body.client;

  test("only the duplicate consented: the survivor takes her consent and its date", async () => {
    const kept = await create(false, "3335556666");
    env.clock.advance(HOUR);
    const twin = await create(true, "3335556667");
    const twinDate = new Date(Date.parse(T0) + HOUR).toISOString();
    expect(await merge(kept.id, twin.id)).toMatchObject({ whatsappConsent: true, whatsappConsentAt: twinDate });
    expect(stored(kept.id)).toEqual({ on: true, at: twinDate });
  });

  test("both consented: the earliest date is kept", async () => {
    const first = await create(true, "3335556666");
    env.clock.advance(2 * HOUR);
    const second = await create(true, "3335556667");
    expect(await merge(second.id, first.id)).toMatchObject({ whatsappConsent: true, whatsappConsentAt: T0 });
  });

  test("neither consented: none", async () => {
    const a = await create(false, "3335556666");
    const c = await create(false, "3335556667");
    expect(await merge(a.id, c.id)).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
  });
});
