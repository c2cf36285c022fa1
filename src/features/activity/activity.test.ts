import { describe, expect, test } from "bun:test";
import { FORBIDDEN_MESSAGE } from "../../domain/roles";
import { seedBasics } from "../../test/seed-basics";
import { signInAs } from "../../test/staff";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const MINUTE = 60_000;

async function setup() {
  const env = await createTestEnv({ env: { SALON_TIMEZONE: "Europe/Rome" } });
  const b = seedBasics(env.app.ctx.db);
  return { env, b };
}

const booking = (b: ReturnType<typeof seedBasics>, over: Record<string, unknown> = {}) => ({
  clientId: b.maria,
  stylistId: b.giulia,
  serviceId: b.taglio,
  date: "2026-03-24",
  startTime: "10:00",
  endTime: "10:45",
  ...over,
});

const activity = async (env: TestEnv, query = "") => (await env.json("GET", `/api/activity${query}`)).body;

describe("the trail of a write", () => {
  test("every summary that names a day says it the Italian way", async () => {
    const { env, b } = await setup();
    await env.json("POST", "/api/appointments", booking(b, { date: "2026-12-03", startTime: "15:15", endTime: "16:00" }));
    await env.json("POST", "/api/stylists/vacations?confirm=1", { stylistId: b.giulia, startDate: "2026-12-01", endDate: "2026-12-03", reason: "Ferie", notes: "" });
    await env.json("POST", "/api/salon-extraordinary-days?confirm=1", { date: "2026-12-08", reason: "Immacolata", isClosed: true, specialOpenTime: null, specialCloseTime: null });
    const summaries = (await activity(env)).entries.map((e: { summary: string }) => e.summary);
    expect(summaries.slice(0, 3)).toEqual(["08/12/2026 · Immacolata", "Giulia · 01/12/2026 → 03/12/2026", "Maria Rossi · Taglio Donna · 03/12/2026 15:15"]);
  });

  test("each write records who, what and the changed fields; the history reads newest first", async () => {
    const { env, b } = await setup();
    const giulia = await signInAs(env, "reception", { firstName: "Giulia", lastName: "Bianchi" });
    const marco = await signInAs(env, "reception", { firstName: "Marco", lastName: "Neri" });
    const created = await giulia.json("POST", "/api/appointments", booking(b));
    expect(created.status).toBe(201);
    env.clock.advance(MINUTE);
    const id = created.body.id;
    await marco.json("PUT", `/api/appointments/${id}`, { date: "2026-03-26", startTime: "15:00", endTime: "15:45", stylistId: b.marco });
    env.clock.advance(MINUTE);
    await marco.json("PUT", `/api/appointments/${id}`, { notes: "Tinta" });
    const history = await env.json("GET", `/api/appointments/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((e: { action: string; actorName: string }) => [e.action, e.actorName])).toEqual([
      ["updated", "Marco Neri"],
      ["moved", "Marco Neri"],
      ["created", "Giulia Bianchi"],
    ]);
    expect(history.body[1].changes).toEqual({
      stylist: ["Giulia", "Marco"],
      date: ["2026-03-24", "2026-03-26"],
      startTime: ["10:00", "15:00"],
      endTime: ["10:45", "15:45"],
    });
    expect(history.body[2]).toMatchObject({ userId: giulia.id, entity: "appointment", entityId: id, summary: "Maria Rossi · Taglio Donna · 24/03/2026 10:00" });
    expect(history.body[2].changes.client).toEqual([null, "Maria Rossi"]);
    // A stylist reads the calendar, so the history too.
    const stylist = await signInAs(env, "stylist", { stylistId: b.giulia });
    expect((await stylist.json("GET", `/api/appointments/${id}/history`)).body).toHaveLength(3);
  });

  test("a deleted appointment keeps its history, the deletion named as such; an unknown one is a 404", async () => {
    const { env, b } = await setup();
    const id = (await env.json("POST", "/api/appointments", booking(b))).body.id;
    await env.json("DELETE", `/api/appointments/${id}`);
    const history = await env.json("GET", `/api/appointments/${id}/history`);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(["deleted", "created"]);
    expect(history.body[0].actorName).toBe("Amministratore Salone");
    expect((await env.json("GET", "/api/appointments/999/history")).status).toBe(404);
  });

  test("refused writes leave no entry: a clash, a stale version, a forbidden move, a stylist with future appointments", async () => {
    const { env, b } = await setup();
    const first = (await env.json("POST", "/api/appointments", booking(b))).body;
    const before = (await activity(env)).entries.length;
    expect((await env.json("POST", "/api/appointments", booking(b, { clientId: b.luca }))).status).toBe(409);
    expect((await env.json("PUT", `/api/appointments/${first.id}`, { notes: "x", version: 99 })).status).toBe(409);
    const stylist = await signInAs(env, "stylist", { stylistId: b.marco });
    const afterUser = (await activity(env)).entries.length;
    expect(afterUser).toBe(before + 1);
    expect((await stylist.json("PUT", `/api/appointments/${first.id}`, { startTime: "11:00", endTime: "11:45" })).status).toBe(403);
    expect((await env.json("DELETE", `/api/stylists/${b.giulia}`)).status).toBe(409);
    expect((await env.json("POST", "/api/services", { name: "" })).status).toBe(400);
    expect((await activity(env)).entries.length).toBe(afterUser);
  });

  test("a write and its entry commit together: when the entry cannot be written, the change is rolled back", async () => {
    const { env } = await setup();
    env.app.ctx.db.$client.exec("DROP TABLE activity");
    const res = await env.json("POST", "/api/services", { name: "Piega", duration: 30, price: 2000 });
    expect(res.status).toBe(500);
    expect((await env.json("GET", "/api/services")).body.map((s: { name: string }) => s.name)).not.toContain("Piega");
    const client = await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3331112222" });
    expect(client.status).toBe(500);
    expect(env.app.ctx.db.$client.query("SELECT count(*) n FROM clients WHERE last_name = 'Gallo'").get()).toEqual({ n: 0 });
  });

  test("every kind of record leaves an entry", async () => {
    const { env, b } = await setup();
    const service = (await env.json("POST", "/api/services", { name: "Piega", duration: 30, price: 2000 })).body;
    await env.json("PUT", `/api/services/${service.id}`, { name: "Piega lunga", duration: 40, price: 2500 });
    await env.json("DELETE", `/api/services/${service.id}`);
    const stylist = (await env.json("POST", "/api/stylists", { name: "Sara" })).body;
    await env.json("PUT", `/api/stylists/${stylist.id}`, { name: "Sara B." });
    const client = (await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3331112222" })).body;
    await env.json("PUT", `/api/clients/${client.id}`, { firstName: "Anna", lastName: "Gallo", phone: "3331112223" });
    await env.json("POST", "/api/stylists/working-hours", { stylistId: b.giulia, dayOfWeek: 1, isWorking: true, startTime: "09:00", endTime: "17:00" });
    const vacation = (await env.json("POST", "/api/stylists/vacations", { stylistId: b.giulia, startDate: "2026-04-01", endDate: "2026-04-03", reason: "Ferie" })).body;
    await env.json("DELETE", `/api/stylists/vacations/${vacation.id}`);
    await env.json("POST", "/api/salon-extraordinary-days", { date: "2026-04-25", reason: "Festa", isClosed: true });
    const week = (await env.json("GET", "/api/settings/hours")).body;
    await env.json("POST", "/api/settings/hours", { ...week, monday: { ...week.monday, isOpen: !week.monday.isOpen } });
    await env.json("POST", "/api/recurring-reminders", { clientId: b.maria, serviceId: b.taglio, stylistId: b.giulia, frequency: "weekly", dayOfWeek: 2 });
    await env.json("DELETE", `/api/clients/${client.id}`);
    await env.json("POST", "/api/users", { username: "sara", firstName: "Sara", lastName: "B", role: "reception" });
    const entries = (await activity(env)).entries as { entity: string; action: string; changes: Record<string, unknown> }[];
    const kinds = entries.map((e) => `${e.entity} ${e.action}`).reverse();
    expect(kinds).toEqual([
      "service created", "service updated", "service archived",
      "stylist created", "stylist updated",
      "client created", "client updated",
      "working-hours created",
      "vacation created", "vacation deleted",
      "extraordinary-day created",
      "opening-hours updated",
      "reminder created",
      "client deleted",
      "user created",
    ]);
    expect(entries.find((e) => e.entity === "service" && e.action === "updated")!.changes).toEqual({ name: ["Piega", "Piega lunga"], duration: [30, 40], price: [2000, 2500] });
    // Her delete took her phone out of the trail too (the phone change is all the entry held).
    expect(entries.find((e) => e.entity === "client" && e.action === "updated")!.changes).toEqual({});
    expect(JSON.stringify(entries)).not.toContain("argon2");
  });

  test("live events name their author", async () => {
    const { env, b } = await setup();
    const events: unknown[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const giulia = await signInAs(env, "reception", { firstName: "Giulia", lastName: "Bianchi" });
    await giulia.json("POST", "/api/appointments", booking(b));
    expect(events.at(-1)).toMatchObject({ topic: "appointments", action: "created", actor: { id: giulia.id, name: "Giulia Bianchi", firstName: "Giulia" } });
  });
});

describe("a stylist writes only their own stylist's appointments", () => {
  test("own: create, move, cancel; a colleague's or onto a colleague: 403 with the Italian message", async () => {
    const { env, b } = await setup();
    const marco = await signInAs(env, "stylist", { stylistId: b.marco });
    const own = await marco.json("POST", "/api/appointments", booking(b, { stylistId: b.marco }));
    expect(own.status).toBe(201);
    expect((await marco.json("PUT", `/api/appointments/${own.body.id}`, { startTime: "11:00", endTime: "11:45" })).status).toBe(200);
    const colleagues = (await env.json("POST", "/api/appointments", booking(b, { startTime: "15:00", endTime: "15:45" }))).body;
    const refusals = [
      await marco.json("POST", "/api/appointments", booking(b, { startTime: "17:00", endTime: "17:45" })),
      await marco.json("PUT", `/api/appointments/${colleagues.id}`, { startTime: "16:00", endTime: "16:45" }),
      await marco.json("PUT", `/api/appointments/${own.body.id}`, { stylistId: b.giulia }),
      await marco.json("DELETE", `/api/appointments/${colleagues.id}`),
    ];
    for (const res of refusals) expect(res).toEqual({ status: 403, body: { message: FORBIDDEN_MESSAGE, code: "forbidden" } });
    expect((await env.json("GET", `/api/appointments/${colleagues.id}`)).body.startTime).toBe("15:00");
    expect((await marco.json("DELETE", `/api/appointments/${own.body.id}`)).status).toBe(200);
    // Reception moves anyone's.
    const desk = await signInAs(env, "reception");
    expect((await desk.json("PUT", `/api/appointments/${colleagues.id}`, { stylistId: b.marco })).status).toBe(200);
  });

  test("a stylist may add a client, but not edit or delete one", async () => {
    const { env, b } = await setup();
    const marco = await signInAs(env, "stylist", { stylistId: b.marco });
    expect((await marco.json("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3331112222" })).status).toBe(201);
    expect((await marco.json("PUT", `/api/clients/${b.maria}`, { firstName: "M", lastName: "R", phone: "3331112222" })).status).toBe(403);
    expect((await marco.json("DELETE", `/api/clients/${b.maria}`)).status).toBe(403);
  });
});

describe("GET /api/activity", () => {
  async function seeded(n: number) {
    const { env, b } = await setup();
    const giulia = await signInAs(env, "reception", { firstName: "Giulia", lastName: "Bianchi" });
    for (let i = 0; i < n; i++) {
      env.clock.advance(60 * MINUTE);
      const who = i % 2 ? giulia : { json: env.json };
      await who.json("POST", "/api/clients", { firstName: `Cliente${i}`, lastName: "Prova", phone: `33300${String(i).padStart(5, "0")}` });
    }
    return { env, b, giulia };
  }

  test("pages of 50, newest first, with a cursor until the last page", async () => {
    const { env } = await seeded(120);
    const ids: number[] = [];
    let cursor = "";
    let pages = 0;
    do {
      const page = (await env.json("GET", `/api/activity?entity=client${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).body;
      ids.push(...page.entries.map((e: { id: number }) => e.id));
      cursor = page.nextCursor ?? "";
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(ids).toHaveLength(120);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  test("filters by person, kind of record and salon days", async () => {
    const { env, giulia } = await seeded(30);
    const mine = (await env.json("GET", `/api/activity?userId=${giulia.id}&entity=client`)).body.entries;
    expect(mine).toHaveLength(15);
    expect(mine.every((e: { actorName: string }) => e.actorName === "Giulia Bianchi")).toBe(true);
    expect((await env.json("GET", "/api/activity?entity=user")).body.entries).toHaveLength(1);
    // The clock starts 2026-03-10 09:00Z and advances an hour per client: 10:00Z … 2026-03-11 15:00Z.
    // In Rome 2026-03-11 runs from 2026-03-10T23:00Z to 2026-03-11T23:00Z: 23:00Z … 15:00Z, 17 entries.
    const day = (await env.json("GET", "/api/activity?entity=client&from=2026-03-11&to=2026-03-11")).body.entries;
    expect(day).toHaveLength(17);
    expect(day.at(-1).at).toBe("2026-03-10T23:00:00.000Z");
    expect(day[0].at).toBe("2026-03-11T15:00:00.000Z");
    expect((await env.json("GET", "/api/activity?entity=client&to=2026-03-10")).body.entries).toHaveLength(13);
  });

  test("bad filters are a 400 with Italian messages", async () => {
    const { env } = await setup();
    const cases: [string, string][] = [["from=2026-02-30", "from"], ["entity=pizza", "entity"], ["userId=abc", "userId"], ["cursor=xyz", "cursor"], ["from=2026-03-02&to=2026-03-01", "to"]];
    for (const [query, field] of cases) {
      const res = await env.json("GET", `/api/activity?${query}`);
      expect({ query, status: res.status, field: Object.keys(res.body.fields ?? {}) }).toEqual({ query, status: 400, field: [field] });
    }
  });
});
