import { expect, test } from "bun:test";
import type { LiveEvent } from "../../domain/live-events";
import { QUICK_SERVICE_UNKNOWN, QUICK_SERVICES_REPEATED, QUICK_SERVICES_TOO_MANY } from "../../domain/schemas/quick-services";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const PATH = "/api/settings/quick-services";

async function seed(env: TestEnv) {
  const mk = async (name: string) => (await env.json<{ id: number }>("POST", "/api/services", { name, duration: 30, price: 1000, description: "" })).body.id;
  const taglio = await mk("Taglio Donna");
  const colore = await mk("Colore");
  const piega = await mk("Piega");
  const barba = await mk("Taglio e barba");
  const stylist = (await env.json<{ id: number }>("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" })).body.id;
  const client = (await env.json<{ id: number }>("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "" })).body.id;
  return { taglio, colore, piega, barba, stylist, client };
}

test("before any choice: the most booked services first, then the starter shortcuts", async () => {
  const env = await createTestEnv();
  const s = await seed(env);
  expect((await env.json("GET", PATH)).body).toEqual({ serviceIds: [s.colore, s.piega, s.barba], custom: false });
  for (const [start, end] of [["09:00", "09:30"], ["10:00", "10:30"]]) {
    const r = await env.json("POST", "/api/appointments", { clientId: s.client, stylistId: s.stylist, serviceId: s.taglio, date: "2030-03-04", startTime: start, endTime: end, notes: "" });
    expect(r.status).toBe(201);
  }
  expect((await env.json("GET", PATH)).body).toEqual({ serviceIds: [s.taglio, s.colore, s.piega, s.barba], custom: false });
});

test("the owner's choice is kept in order, announced live, and an archived service drops out", async () => {
  const env = await createTestEnv();
  const s = await seed(env);
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  const saved = await env.json("PUT", PATH, { serviceIds: [s.piega, s.taglio] });
  expect(saved).toEqual({ status: 200, body: { serviceIds: [s.piega, s.taglio], custom: true } });
  expect(events.map((e) => e.topic)).toEqual(["services"]);
  await env.json("DELETE", `/api/services/${s.piega}`);
  expect((await env.json("GET", PATH)).body).toEqual({ serviceIds: [s.taglio], custom: true });
  expect((await env.json("PUT", PATH, { serviceIds: [] })).body).toEqual({ serviceIds: [], custom: true });
});

test.each([
  ["seven buttons", { serviceIds: [1, 2, 3, 4, 5, 6, 7] }, QUICK_SERVICES_TOO_MANY],
  ["a repeated service", { serviceIds: [1, 1] }, QUICK_SERVICES_REPEATED],
  ["a service not in the list", { serviceIds: [999] }, QUICK_SERVICE_UNKNOWN],
  ["not a list", { serviceIds: "1,2" }, undefined],
  ["nothing", {}, undefined],
  ["a fraction", { serviceIds: [1.5] }, undefined],
])("%s is refused with a 400 in Italian", async (_name, body, message) => {
  const env = await createTestEnv();
  await seed(env);
  const r = await env.json<{ message: string; code: string }>("PUT", PATH, body);
  expect(r.status).toBe(400);
  if (message) expect(r.body.message).toBe(message);
  expect(r.body.message).toMatch(/[a-zà-ù]/);
});

test("a saved choice leaves an entry in the activity trail", async () => {
  const env = await createTestEnv();
  const s = await seed(env);
  await env.json("PUT", PATH, { serviceIds: [s.taglio] });
  const { body } = await env.json<any>("GET", "/api/activity?entity=settings");
  const entries = Array.isArray(body) ? body : body.entries ?? body.items;
  expect(entries.map((e: any) => e.summary)).toContain("Servizi rapidi");
});
