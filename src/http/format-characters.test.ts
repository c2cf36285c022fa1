import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { openDatabase } from "../../db/client";
import { INVISIBLE_NAMES_STEP } from "../../db/invisible-names";
import { FORMAT_CHARACTERS } from "../domain/schemas/common";
import { PublicBookingCreateSchema } from "../domain/schemas/online-booking";
import { createTestEnv } from "../test/test-app";

// "\u202E" (RIGHT-TO-LEFT OVERRIDE) makes "\u202Eevil Uno" read "onU live" wherever it is listed.
const REVERSED = "\u202Eevil Uno";

test.each([
  ["/api/clients", { firstName: REVERSED, lastName: "Rossi", phone: "3331234567" }, "firstName"],
  ["/api/clients", { firstName: "Anna", lastName: "Ros\u200Bsi", phone: "3331234567" }, "lastName"],
  ["/api/stylists", { name: REVERSED }, "name"],
  ["/api/services", { name: REVERSED, duration: 30, price: 20 }, "name"],
  ["/api/users", { username: "giulia", firstName: "Giulia", lastName: REVERSED, role: "reception" }, "lastName"],
])("POST %s with a bidi or zero-width character in a name is a 400 naming the field", async (path, body, field) => {
  const env = await createTestEnv();
  const res = await env.json("POST", path, body);
  expect(res.status).toBe(400);
  expect(res.body.fields[field]).toBe(FORMAT_CHARACTERS);
});

test("an online booking's name is refused the same way", () => {
  const result = v.safeParse(PublicBookingCreateSchema, {
    serviceId: 1, stylistId: null, date: "2026-03-10", startTime: "10:00",
    firstName: "Anna", lastName: REVERSED, phone: "3331234567",
  });
  expect(result.success).toBe(false);
  expect(result.issues?.map((i) => i.message)).toContain(FORMAT_CHARACTERS);
});

test("an online booking's notes refuse bidi overrides too (staff read them)", () => {
  const result = v.safeParse(PublicBookingCreateSchema, {
    serviceId: 1, stylistId: null, date: "2026-03-10", startTime: "10:00",
    firstName: "Anna", lastName: "Rossi", phone: "3331234567", notes: "\u202Eetnemaicifrof ovas",
  });
  expect(result.success).toBe(false);
  expect(result.issues?.map((i) => i.message)).toContain(FORMAT_CHARACTERS);
});

test("a client saved with a character the rule now refuses can be saved again after the next start", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-names-"));
  const path = join(dir, "salone.db");
  const before = openDatabase(path);
  // As a database from before the rule: the data step has not run on it.
  before.$client.run("DELETE FROM __migrations WHERE tag = ?", [INVISIBLE_NAMES_STEP]);
  before.$client.run("INSERT INTO clients (first_name, last_name, phone) VALUES ('Mario', 'Rossi' || char(8298), '3331234567')");
  before.$client.close();
  const env = await createTestEnv({ db: openDatabase(path) });
  const id = (env.app.ctx.db.$client.query("SELECT id FROM clients").get() as { id: number }).id;
  const got = await env.json("GET", `/api/clients/${id}`);
  expect(got.body.lastName).toBe("Rossi");
  const put = await env.json("PUT", `/api/clients/${id}`, { ...got.body, notes: "nuova nota" });
  expect(put.status).toBe(200);
  env.app.ctx.db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});
