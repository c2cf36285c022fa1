// The colour record's formula: save and read, validation, who may write, the client's history.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Appointment } from "../../domain/schemas/appointments";
import type { TestEnv } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import { signInAs } from "../../test/staff";

let env: TestEnv;
let b: Basics;
let visit: Appointment;

const formula = {
  brand: "Wella",
  line: "Koleston Perfect",
  shades: [
    { shade: "6.1", grams: 30 },
    { shade: "7.0", grams: 20 },
  ],
  developer: { volume: 20, grams: 50 },
  posaMinutes: 35,
  notes: "Radici coperte bene",
};

async function createVisit(date = "2026-03-10", clientId = b.maria): Promise<Appointment> {
  const res = await env.json<Appointment>("POST", "/api/appointments", {
    clientId,
    date,
    items: [
      { serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
      { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

const path = (v: Appointment, index = 0) => `/api/appointments/${v.id}/items/${v.items[index]!.id}/formula`;

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
  visit = await createVisit();
});

describe("PUT and GET …/items/{itemId}/formula", () => {
  test("the owner saves a formula; the answer adds the item's stylist and when; GET reads it back", async () => {
    expect((await env.json("GET", path(visit))).status).toBe(404);
    const saved = await env.json("PUT", path(visit), formula);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...formula, stylistId: b.giulia, updatedAt: "2026-03-10T09:00:00.000Z" });
    expect((await env.json("GET", path(visit))).body).toEqual(saved.body);
    const history = await env.json("GET", `/api/appointments/${visit.id}/history`);
    expect(history.body[0]).toMatchObject({ action: "created", entity: "appointment", entityId: visit.id, summary: "Scheda tecnica · Colore" });
  });

  test("saving again replaces it, grams in tenths are kept, and the trail says what changed", async () => {
    await env.json("PUT", path(visit), formula);
    const again = await env.json("PUT", path(visit), { ...formula, shades: [{ shade: "6.1", grams: 32.5 }], developer: null, posaMinutes: null });
    expect(again.body).toMatchObject({ shades: [{ shade: "6.1", grams: 32.5 }], developer: null, posaMinutes: null });
    const history = await env.json("GET", `/api/appointments/${visit.id}/history`);
    expect(history.body[0]).toMatchObject({ action: "updated", summary: "Scheda tecnica · Colore" });
    expect(Object.keys(history.body[0].changes).sort()).toEqual(["developer", "posaMinutes", "shades"]);
  });

  test("every part may be empty: notes alone are a formula", async () => {
    const res = await env.json("PUT", path(visit), { notes: "Solo tonalizzante" });
    expect(res.body).toMatchObject({ brand: "", line: "", shades: [], developer: null, posaMinutes: null, notes: "Solo tonalizzante" });
  });

  test.each([
    ["an empty shade", { shades: [{ shade: " ", grams: 30 }] }, { "shades.0.shade": "Indica la nuance (es. 6.1)" }],
    ["grams with two decimals", { shades: [{ shade: "6.1", grams: 7.55 }] }, { "shades.0.grams": "Grammi da 0 a 1000, al massimo un decimale (es. 30 o 7,5)" }],
    ["grams over 1000", { shades: [{ shade: "6.1", grams: 1001 }] }, { "shades.0.grams": "Grammi da 0 a 1000, al massimo un decimale (es. 30 o 7,5)" }],
    ["grams as text", { shades: [{ shade: "6.1", grams: "30" }] }, { "shades.0.grams": "Grammi da 0 a 1000, al massimo un decimale (es. 30 o 7,5)" }],
    ["negative developer grams", { developer: { volume: 20, grams: -1 } }, { "developer.grams": "Grammi da 0 a 1000, al massimo un decimale (es. 30 o 7,5)" }],
    ["a 25 volume developer", { developer: { volume: 25, grams: 50 } }, { "developer.volume": "Scegli 10, 20, 30 o 40 volumi" }],
    ["posa of 300 minutes", { posaMinutes: 300 }, { posaMinutes: "Minuti di posa da 0 a 240" }],
    ["posa of 12.5 minutes", { posaMinutes: 12.5 }, { posaMinutes: "Minuti di posa da 0 a 240" }],
    ["nine shades", { shades: Array.from({ length: 9 }, () => ({ shade: "6.1", grams: 5 })) }, { shades: "Al massimo 8 nuance" }],
    ["a brand on two lines", { brand: "Wella\nKoleston" }, { brand: "Una sola riga" }],
  ])("%s: 400 with the field's Italian message", async (_name, body, fields) => {
    const res = await env.json("PUT", path(visit), { ...formula, ...body });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  test("an item of another visit, or none: 404; a bad id: 400", async () => {
    const other = await createVisit("2026-03-11");
    expect((await env.json("PUT", `/api/appointments/${visit.id}/items/${other.items[0]!.id}/formula`, formula)).status).toBe(404);
    expect((await env.json("GET", `/api/appointments/${visit.id}/items/999/formula`)).status).toBe(404);
    expect((await env.json("GET", `/api/appointments/${visit.id}/items/abc/formula`)).status).toBe(400);
  });
});

describe("who may write", () => {
  test("a stylist writes on her own item and reads everyone's; a colleague's item is 403", async () => {
    const giulia = await signInAs(env, "stylist", { stylistId: b.giulia });
    expect((await giulia.json("PUT", path(visit, 0), formula)).status).toBe(200);
    const refused = await giulia.json("PUT", path(visit, 1), formula);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Non hai i permessi per questa operazione");
    await env.json("PUT", path(visit, 1), { notes: "Marco" });
    expect((await giulia.json("GET", path(visit, 1))).body.notes).toBe("Marco");
  });

  test("reception reads formulas but does not write them", async () => {
    await env.json("PUT", path(visit), formula);
    const desk = await signInAs(env, "reception");
    expect((await desk.json("GET", path(visit))).status).toBe(200);
    expect((await desk.json("PUT", path(visit), formula)).status).toBe(403);
  });
});

describe("GET /api/clients/{id}/formulas", () => {
  test("the client's colour history, newest visit first, with dates, services and stylists", async () => {
    await env.json("PUT", path(visit), formula);
    const later = await createVisit("2026-04-14");
    await env.json("PUT", path(later), { ...formula, shades: [{ shade: "6.1", grams: 35 }] });
    await createVisit("2026-05-05"); // no formula: not in the history
    const luca = await createVisit("2026-03-12", b.luca);
    await env.json("PUT", path(luca), formula);

    const res = await env.json("GET", `/api/clients/${b.maria}/formulas`);
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => [e.date, e.serviceName, e.stylistName, e.formula.shades[0].grams])).toEqual([
      ["2026-04-14", "Colore", "Giulia", 35],
      ["2026-03-10", "Colore", "Giulia", 30],
    ]);
    expect(res.body[0]).toMatchObject({ appointmentId: later.id, itemId: later.items[0]!.id, stylistId: b.giulia, photos: [] });
  });
});
