// The colour record hangs on a visit's items: it stays through a move or an edit that keeps the
// item, and a removed item's (or visit's) photo files leave the photos folder at once.
import { beforeEach, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import type { Appointment } from "../../domain/schemas/appointments";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { TestEnv } from "../../test/test-app";
import { photoForm, testJpeg } from "../../test/images";

let env: TestEnv;
let b: Basics;
let visit: Appointment;

const formula = { brand: "Wella", line: "Koleston", shades: [{ shade: "6.1", grams: 30 }], developer: { volume: 20, grams: 30 }, posaMinutes: 35, notes: "" };
const itemPath = (v: Appointment, index: number) => `/api/appointments/${v.id}/items/${v.items[index]!.id}`;
const files = () => (existsSync(env.app.photosDir) ? readdirSync(env.app.photosDir).filter((n) => n.endsWith(".jpg")) : []);

async function addPhoto(path: string): Promise<{ id: number; url: string }> {
  const form = photoForm(testJpeg(64, 48));
  const res = await env.app.handle(
    new Request(`http://localhost${path}/photos`, { method: "POST", body: form.body as Uint8Array<ArrayBuffer>, headers: { authorization: `Bearer ${env.token}`, "content-type": form.contentType } }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
  const res = await env.json<Appointment>("POST", "/api/appointments", {
    clientId: b.maria,
    date: "2026-03-12",
    items: [
      { serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
      { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" },
    ],
  });
  visit = res.body;
  expect((await env.json("PUT", `${itemPath(visit, 0)}/formula`, formula)).status).toBe(200);
});

test("moving the visit to another day and retiming its items keeps the formula and the photos", async () => {
  const photo = await addPhoto(itemPath(visit, 0));
  const moved = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, { date: "2026-03-13", version: visit.version });
  expect(moved.status).toBe(200);
  expect(moved.body.items.map((i) => i.id)).toEqual(visit.items.map((i) => i.id));
  const [colour, cut] = visit.items;
  const edited = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, {
    version: moved.body.version,
    items: [
      { id: cut!.id, serviceId: b.taglio, stylistId: b.marco, startTime: "09:00" },
      { id: colour!.id, serviceId: b.colore, stylistId: b.giulia, startTime: "10:00" },
    ],
  });
  expect(edited.status).toBe(200);
  expect(edited.body.items.map((i) => [i.id, i.startTime])).toEqual([[cut!.id, "09:00"], [colour!.id, "10:00"]]);
  expect((await env.json("GET", `${itemPath(visit, 0)}/formula`)).body).toMatchObject({ brand: "Wella", shades: [{ shade: "6.1", grams: 30 }] });
  expect((await env.call("GET", photo.url)).status).toBe(200);
  expect(files()).toHaveLength(1);
});

test("an item removed from its visit takes its formula, photo rows and photo files at once", async () => {
  await addPhoto(itemPath(visit, 0));
  const kept = await addPhoto(itemPath(visit, 1));
  expect(files()).toHaveLength(2);
  const cut = visit.items[1]!;
  const res = await env.json("PUT", `/api/appointments/${visit.id}`, { version: visit.version, items: [{ id: cut.id, serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" }] });
  expect(res.status).toBe(200);
  const fileOf = (id: number) => (env.app.ctx.db.$client.query("SELECT file FROM client_photos WHERE id = ?").get(id) as { file: string }).file;
  expect(files()).toEqual([fileOf(kept.id)]);
  expect((await env.call("GET", kept.url)).status).toBe(200);
  expect(env.app.ctx.db.$client.query("SELECT count(*) AS n FROM client_formulas").get()).toEqual({ n: 0 });
});

test("a deleted visit's photo files go at once; a delete that rolls back removes none", async () => {
  await addPhoto(itemPath(visit, 0));
  expect(files()).toHaveLength(1);
  const sqlite = env.app.ctx.db.$client;
  expect(() =>
    sqlite.transaction(() => {
      sqlite.run("DELETE FROM appointments WHERE id = ?", [visit.id]);
      env.app.ctx.events.publish({ topic: "appointments", action: "deleted", ids: [visit.id] });
      throw new Error("rolled back");
    })(),
  ).toThrow("rolled back");
  env.app.ctx.events.publish({ topic: "appointments", action: "updated", ids: [visit.id] });
  expect(files()).toHaveLength(1);
  expect((await env.call("DELETE", `/api/appointments/${visit.id}`)).status).toBeLessThan(300);
  expect(files()).toEqual([]);
});
