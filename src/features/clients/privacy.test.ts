// The client file (birthday, codice fiscale, address, health data under its own consent), her
// export, and erasure leaving nothing of her in the database file.
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { appointmentMessages, incomingMessages } from "../../../db/schema-messages";
import { seedBasics, envWithBasics } from "../../test/seed-basics";
import { createTestEnv } from "../../test/test-app";
import { photoForm, testJpeg } from "../../test/images";

const MARIA = { firstName: "Maria", lastName: "Rossi", phone: "3331234567" };

describe("the client file's fields", () => {
  test("birthday, codice fiscale (upper-cased) and address are saved and answered", async () => {
    const { env, b } = await envWithBasics();
    const res = await env.json("PUT", `/api/clients/${b.maria}`, { ...MARIA, birthday: "1985-12-10", codiceFiscale: "rssmra85t10a562s", address: "Via Roma 1, Milano" });
    expect(res).toMatchObject({ status: 200, body: { birthday: "1985-12-10", codiceFiscale: "RSSMRA85T10A562S", address: "Via Roma 1, Milano" } });
    // Left out, they stay.
    expect((await env.json("PUT", `/api/clients/${b.maria}`, MARIA)).body).toMatchObject({ birthday: "1985-12-10", codiceFiscale: "RSSMRA85T10A562S" });
  });

  test.each([
    [{ codiceFiscale: "RSSMRA85T10A562T" }, { codiceFiscale: "Codice fiscale non valido" }],
    [{ birthday: "1985-02-30" }, { birthday: "Data di nascita non valida" }],
    [{ patchTestDate: "ieri" }, { patchTestDate: "Data del test non valida" }],
  ])("%j → 400 %j", async (extra, fields) => {
    const { env, b } = await envWithBasics();
    expect(await env.json("PUT", `/api/clients/${b.maria}`, { ...MARIA, ...extra })).toMatchObject({ status: 400, body: { fields } });
  });

  test("allergies need the health consent; withdrawing it clears them and the patch test", async () => {
    const { env, b } = await envWithBasics();
    const refused = await env.json("PUT", `/api/clients/${b.maria}`, { ...MARIA, allergies: "Nichel" });
    expect(refused).toMatchObject({ status: 400, body: { code: "health_consent", fields: { allergies: "Per registrare allergie e test serve il consenso ai dati sanitari" } } });
    await env.json("POST", `/api/clients/${b.maria}/consents`, { purpose: "health", given: true, source: "banco" });
    const saved = await env.json("PUT", `/api/clients/${b.maria}`, { ...MARIA, allergies: "Nichel", patchTestDate: "2026-03-01" });
    expect(saved.body).toMatchObject({ allergies: "Nichel", patchTestDate: "2026-03-01" });
    const withdrawn = await env.json("POST", `/api/clients/${b.maria}/consents`, { purpose: "health", given: false, source: "banco" });
    expect(withdrawn.body).toMatchObject({ allergies: "", patchTestDate: null });
    // The trail never holds the allergy itself.
    expect(JSON.stringify(env.app.ctx.db.$client.query("SELECT * FROM activity").all())).not.toContain("Nichel");
  });
});

describe("GET /api/clients/{id}/export", () => {
  test("her details, consents, visits (cancelled too, with items), messages and trail; a download", async () => {
    const { env, b } = await envWithBasics();
    await env.json("POST", `/api/clients/${b.maria}/consents`, { purpose: "appointments", given: true, source: "banco" });
    const visit = (await env.json("POST", "/api/appointments", { clientId: b.maria, date: "2026-03-12", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio })).body.id as number;
    const cancelled = (await env.json("POST", "/api/appointments", { clientId: b.maria, date: "2026-03-13", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio })).body.id as number;
    expect((await env.json("PUT", `/api/appointments/${cancelled}/status`, { status: "cancelled" })).status).toBe(200);
    const res = await env.call("GET", `/api/clients/${b.maria}/export`);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cliente-${b.maria}.json"`);
    const data = (await res.json()) as any;
    expect(data.client).toMatchObject({ id: b.maria, firstName: "Maria", email: "maria.rossi@example.it", whatsappConsent: true });
    expect(data.consents).toEqual([expect.objectContaining({ purpose: "appointments", given: true, source: "banco", textVersion: 1 })]);
    expect(data.visits.map((v: any) => [v.id, v.status, v.items.map((i: any) => i.serviceName)])).toEqual([[visit, "booked", ["Taglio Donna"]], [cancelled, "cancelled", ["Taglio Donna"]]]);
    expect(data.visits[0]).not.toHaveProperty("manageTokenHash");
    expect(data.activity.length).toBeGreaterThanOrEqual(3);
    const html = await (await env.call("GET", `/api/clients/${b.maria}/export.html`)).text();
    expect(html).toContain("Dati personali di Maria Rossi");
    expect(html).toContain("Messaggi sugli appuntamenti");
  });

  test("every table that reaches a client is exported or deliberately allowed", async () => {
    const { EXPORTED_TABLES } = await import("./export-repo");
    // Rows covered elsewhere: a document's VAT split (recomputed from its lines, names nobody) and
    // the shop's stock movements (a sale's products, not the client), and the RT's print jobs (a
    // fiscal record of a document: numbers and amounts, no name), and Statistiche's sums of her
    // visit days and net sales (derived from the visits and documents exported, no name).
    const ALLOWED = new Set(["sales_vat", "stock_movements", "fiscal_jobs", "report_client_days", "report_client_sales"]);
    const db = (await createTestEnv()).app.ctx.db.$client;
    const tables = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '__migrations'").all().map((t) => t.name);
    const columns = new Map(tables.map((t) => [t, db.query<{ name: string }, []>(`PRAGMA table_info(${t})`).all().map((c) => c.name)]));
    const keys = new Map(tables.map((t) => [t, db.query<{ table: string }, []>(`PRAGMA foreign_key_list(${t})`).all().map((k) => k.table)]));
    // Her rows: a client_id, or a key (declared or by name) to a table of hers, transitively.
    const hers = new Set(["clients", "activity"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of tables) {
        if (hers.has(t)) continue;
        const cols = columns.get(t)!;
        const byName = cols.includes("client_id") || (cols.includes("appointment_id") && hers.has("appointments")) || (cols.includes("document_id") && hers.has("sales_documents"));
        if (byName || keys.get(t)!.some((k) => hers.has(k) && k !== "activity")) {
          hers.add(t);
          grew = true;
        }
      }
    }
    const missing = [...hers].filter((t) => !(EXPORTED_TABLES as readonly string[]).includes(t) && !ALLOWED.has(t));
    expect(missing).toEqual([]);
    expect(hers.has("client_consents") && hers.has("reminder_messages") && hers.has("sales_lines")).toBe(true);
  });
});

describe("erasure", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("leaves no trace of her name, phone, email, formula or photo anywhere in the database file", async () => {
    dir = mkdtempSync(join(tmpdir(), "salone-erasure-"));
    const path = join(dir, "salone.db");
    const db = openDatabase(path);
    const b = seedBasics(db);
    const env = await createTestEnv({ db });
    const NAME = "Zenobia";
    const SURNAME = "Quagliarulo";
    const PHONE = "3471239876";
    const EMAIL = "zenobia.q@esempio.it";
    const created = await env.json("POST", "/api/clients", { firstName: NAME, lastName: SURNAME, phone: PHONE, email: EMAIL, notes: `${NAME} preferisce il mattino`, whatsappConsent: true, birthday: "1990-05-04", codiceFiscale: "RSSMRA85T10A562S", address: "Via Quagliarulo 9" });
    const id = created.body.id as number;
    await env.json("POST", `/api/clients/${id}/consents`, { purpose: "health", given: true, source: "banco" });
    await env.json("PUT", `/api/clients/${id}`, { firstName: NAME, lastName: SURNAME, phone: PHONE, email: EMAIL, allergies: "Parafenilendiammina" });
    const booked = (await env.json("POST", "/api/appointments", { clientId: id, date: "2026-03-02", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio, notes: "Colore" })).body;
    const visit = booked.id as number;
    // Her colour record: a formula with its notes, and a photo whose file sits beside the database.
    const item = `/api/appointments/${visit}/items/${booked.items[0].id}`;
    expect((await env.json("PUT", `${item}/formula`, { brand: "Wella", line: "", shades: [{ shade: "6.1", grams: 30 }], developer: null, posaMinutes: null, notes: "Miscela-Zenobia-Ramata" })).status).toBe(200);
    const form = photoForm(testJpeg(40, 30), "after");
    const photo = await env.app.handle(new Request(`http://localhost${item}/photos`, { method: "POST", body: form.body as Uint8Array<ArrayBuffer>, headers: { authorization: `Bearer ${env.token}`, "content-type": form.contentType } }));
    expect(photo.status).toBe(201);
    const [photoFile] = readdirSync(env.app.photosDir);
    db.insert(appointmentMessages).values({ appointmentId: visit, kind: "reminder", slot: "2026-03-02 10:00", status: "sent", providerMessageId: "wamid.zenobia" }).run();
    db.insert(incomingMessages).values({ providerMessageId: "wamid.in", fromPhone: "39" + PHONE, type: "text", body: `Sono ${NAME}`, appointmentId: visit, outcome: "message", receivedAt: "2026-03-01T10:00:00.000Z" }).run();
    const sale = await env.json("POST", "/api/sales", { appointmentId: visit, clientId: id, lines: [{ kind: "service", serviceId: b.taglio, quantity: 1, unitPriceCents: 3500 }], payments: [{ method: "cash", amountCents: 3500 }] });
    expect(sale.status).toBe(201);

    expect((await env.json("DELETE", `/api/clients/${id}`)).status).toBe(200);
    db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const bytes = Buffer.concat([readFileSync(path), readFileSync(`${path}-wal`)]).toString("latin1");
    for (const gone of [NAME, SURNAME, PHONE, EMAIL, "RSSMRA85T10A562S", "Parafenilendiammina", "wamid.zenobia", "Miscela-Zenobia-Ramata", photoFile!]) {
      expect({ gone, found: bytes.includes(gone) }).toEqual({ gone, found: false });
    }
    // Her photo's file is gone from the photos folder too.
    expect(readdirSync(env.app.photosDir)).toEqual([]);
    // The salon's records stay: the visit, the sale.
    expect(db.$client.query("SELECT count(*) AS n FROM appointments WHERE id = ?").get(visit)).toEqual({ n: 1 });
    expect(db.$client.query("SELECT count(*) AS n FROM sales_documents WHERE client_id = ?").get(id)).toEqual({ n: 1 });
    db.$client.close();
  });
});

describe("GET /api/privacy/marketing-lapsed", () => {
  test("24 months after her last visit (cancelled ones are no visit), only while marketing is given", async () => {
    const { env, b } = await envWithBasics();
    const anna = (await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Verdi", phone: "3401112233" })).body.id as number;
    const visit = async (clientId: number, day: string) => {
      env.clock.set(`${day}T06:00:00.000Z`);
      const hour = 9 + clientId;
      const res = await env.json("POST", "/api/appointments", { clientId, date: day, startTime: `${hour}:00`, endTime: `${hour}:45`, stylistId: b.giulia, serviceId: b.taglio });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    env.clock.set("2024-03-01T09:00:00.000Z");
    for (const id of [b.maria, b.luca, anna]) {
      expect((await env.json("POST", `/api/clients/${id}/consents`, { purpose: "marketing", channel: "whatsapp", given: true, source: "banco" })).status).toBe(200);
    }
    for (const id of [b.maria, b.luca, anna]) await visit(id, "2024-03-05");
    await visit(b.luca, "2024-06-10");
    const cancelled = await visit(anna, "2024-07-01");
    expect((await env.json("PUT", `/api/appointments/${cancelled}/status`, { status: "cancelled" })).status).toBe(200);

    const lapsed = async () => ((await env.json("GET", "/api/privacy/marketing-lapsed")).body as any).clients.map((c: any) => [c.firstName, c.lastVisit]);
    // 2026-03-04 evening in Rome is still the day before the 24 months are up.
    env.clock.set("2026-03-04T22:30:00.000Z");
    expect(await lapsed()).toEqual([]);
    env.clock.set("2026-03-04T23:30:00.000Z");
    expect(await lapsed()).toEqual([["Maria", "2024-03-05"], ["Anna", "2024-03-05"]]);
    // Withdrawn is not lapsed: there is nothing left to use.
    await env.json("POST", `/api/clients/${anna}/consents`, { purpose: "marketing", channel: "whatsapp", given: false, source: "banco" });
    expect(await lapsed()).toEqual([["Maria", "2024-03-05"]]);
    // Her card says so too.
    expect((await env.json("GET", `/api/clients/${b.maria}`)).body.marketingLapsed).toBe(true);
    expect((await env.json("GET", `/api/clients/${b.luca}`)).body.marketingLapsed).toBe(false);
  });
});
