import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { clients, services, stylists } from "../../../db/schema";
import { startFakeGraphApi, graphError, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { WHATSAPP_CREDENTIALS_KEY } from "../../settings/whatsapp-credentials";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv, testClock } from "../../test/test-app";

let fake: FakeGraphApi;
const dirs: string[] = [];
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const TOKEN = "EAAG-token-segretissimo-123";
const CREDENTIALS = { accessToken: TOKEN, phoneNumberId: "106540352242922", businessAccountId: "555000111", appSecret: "app-secret-1234", verifyToken: "verifica-salone" };

describe("Informazioni Salone", () => {
  test("empty: the name and address come from SALON_NAME / SALON_ADDRESS", async () => {
    const env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora", SALON_ADDRESS: "Via Roma 1" } });
    expect(await env.json("GET", "/api/settings/salon")).toEqual({
      status: 200,
      body: { name: "Salone Aurora", address: "Via Roma 1", phone: "", email: "", vatNumber: "", defaults: { name: "Salone Aurora", address: "Via Roma 1" } },
    });
  });

  test("the owner saves it; phone, email and VAT number are normalised; clearing the name falls back to the default", async () => {
    const env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora" } });
    const saved = await env.json("PUT", "/api/settings/salon", {
      name: " Bella Chioma ",
      address: "Corso Italia 5, Milano",
      phone: "+39 02 1234 5678",
      email: "info@bellachioma.it",
      vatNumber: "IT 00743110157",
    });
    expect(saved).toMatchObject({ status: 200, body: { name: "Bella Chioma", address: "Corso Italia 5, Milano", phone: "+390212345678", email: "info@bellachioma.it", vatNumber: "00743110157" } });
    expect((await env.json("GET", "/api/settings/salon")).body.name).toBe("Bella Chioma");
    const cleared = await env.json("PUT", "/api/settings/salon", { ...saved.body, name: "" });
    expect(cleared.body.name).toBe("Salone Aurora");
  });

  test.each([
    [{ vatNumber: "12345678901" }, "vatNumber", "Partita IVA non valida: 11 cifre, con o senza IT davanti"],
    [{ vatNumber: "IT123" }, "vatNumber", "Partita IVA non valida: 11 cifre, con o senza IT davanti"],
    [{ phone: "02-ABC" }, "phone", "Il telefono può contenere solo cifre"],
    [{ phone: "123" }, "phone", "Il telefono deve avere da 6 a 10 cifre"],
    [{ email: "info@" }, "email", "Email non valida"],
    [{ name: "x".repeat(61) }, "name", "Massimo 60 caratteri"],
    [{ address: "Via\nRoma" }, "address", "Contiene caratteri non ammessi"],
    [{ name: 5 }, "name", "Deve essere un testo"],
  ])("%p is refused with 400 on its field", async (patch, field, message) => {
    const env = await createTestEnv();
    const res = await env.json("PUT", "/api/settings/salon", { name: "Bella", ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  test("the public booking page shows the saved name, address and phone at once", async () => {
    const env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora" } });
    const b = seedBasics(env.app.ctx.db);
    // Online booking can only be switched on with something to book.
    const on = await env.json("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [b.taglio], stylistIds: [b.giulia] });
    expect(on.status).toBe(200);
    await env.json("PUT", "/api/settings/salon", { name: "Bella Chioma", address: "Corso Italia 5", phone: "3331234567" });
    const page = await (await env.anonymous("GET", "/prenota")).text();
    expect(page).toContain("Bella Chioma");
    expect(page).toContain("Corso Italia 5");
    expect(page).toContain('href="tel:+393331234567"');
    expect((await (await env.anonymous("GET", "/api/public/booking")).json()).salonPhone).toBe("+393331234567");
  });
});

describe("WhatsApp credentials in the app", () => {
  test("saved values are never returned, only where each comes from", async () => {
    const env = await createTestEnv();
    expect((await env.json("GET", "/api/settings/whatsapp")).body).toEqual({
      configured: false,
      sources: { accessToken: "unset", phoneNumberId: "unset", businessAccountId: "unset", appSecret: "unset", verifyToken: "unset" },
    });
    const saved = await env.call("PUT", "/api/settings/whatsapp", CREDENTIALS);
    const text = await saved.text();
    expect(saved.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      configured: true,
      sources: { accessToken: "app", phoneNumberId: "app", businessAccountId: "app", appSecret: "app", verifyToken: "app" },
    });
    for (const path of ["/api/settings/whatsapp", "/api/whatsapp/status", "/api/activity"]) {
      const body = await (await env.call("GET", path)).text();
      for (const secret of Object.values(CREDENTIALS)) expect(body).not.toContain(secret);
    }
    expect((await env.json("GET", "/api/whatsapp/status")).body).toEqual({ configured: true, hasAccessToken: true, hasPhoneNumberId: true, hasBusinessAccountId: true });
    // A field left out is kept; "" removes it.
    const partial = await env.json("PUT", "/api/settings/whatsapp", { businessAccountId: "" });
    expect(partial.body.sources).toMatchObject({ accessToken: "app", businessAccountId: "unset" });
  });

  test("encrypted at rest: the database holds neither the token nor the secrets", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salone-creds-"));
    dirs.push(dir);
    const path = join(dir, "salone.db");
    const env = await createTestEnv({ db: openDatabase(path) });
    await env.json("PUT", "/api/settings/whatsapp", CREDENTIALS);
    const raw = new Database(path, { readonly: true });
    const stored = raw.query<{ value: string }, [string]>("SELECT value FROM settings WHERE key = ?").get(WHATSAPP_CREDENTIALS_KEY)!.value;
    const everything = raw.query<{ value: string }, []>("SELECT value FROM settings").all().map((r) => r.value).join("\n");
    raw.close();
    expect(stored).toStartWith("v1:");
    for (const secret of Object.values(CREDENTIALS)) expect(everything).not.toContain(secret);
  });

  test("an environment variable wins over the app's value, and the answer says so", async () => {
    const env = await createTestEnv({ env: { WHATSAPP_API_URL: fake.url, WHATSAPP_ACCESS_TOKEN: "token-dall-ambiente" } });
    const res = await env.json("PUT", "/api/settings/whatsapp", CREDENTIALS);
    expect(res.body.sources).toMatchObject({ accessToken: "env", phoneNumberId: "app" });
    await env.json("POST", "/api/settings/whatsapp/test", { to: "3331234567" });
    expect(fake.requests[0]!.authorization).toBe("Bearer token-dall-ambiente");
    expect(fake.requests[0]!.path).toBe(`/v23.0/${CREDENTIALS.phoneNumberId}/messages`);
  });

  test.each([
    [{ phoneNumberId: "12ab" }, "phoneNumberId", "Phone Number ID non valido: solo cifre"],
    [{ accessToken: "con spazi dentro" }, "accessToken", "Access Token non valido: senza spazi"],
    [{ appSecret: "corto" }, "appSecret", "App Secret non valido: almeno 8 caratteri, senza spazi"],
    [{ verifyToken: 42 }, "verifyToken", "Verify Token: deve essere un testo"],
  ])("%p is refused with 400", async (body, field, message) => {
    const env = await createTestEnv();
    const res = await env.json("PUT", "/api/settings/whatsapp", body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });
});

describe("Invia messaggio di prova", () => {
  test("Meta's hello_world in en_US; the answer gives the message id; a new token applies without a restart", async () => {
    const env = await createTestEnv({ env: { WHATSAPP_API_URL: fake.url } });
    expect((await env.json("POST", "/api/settings/whatsapp/test", { to: "3331234567" })).status).toBe(409);
    await env.json("PUT", "/api/settings/whatsapp", CREDENTIALS);
    const sent = await env.json("POST", "/api/settings/whatsapp/test", { to: "+39 333 123 4567" });
    expect(sent).toEqual({ status: 200, body: { ok: true, message: "Messaggio di prova inviato a +39 333 123 4567 (id wamid.TEST1).", messageId: "wamid.TEST1", code: null } });
    expect(fake.requests[0]!.body).toMatchObject({ to: "393331234567", template: { name: "hello_world", language: { code: "en_US" }, components: [] } });
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${TOKEN}`);

    await env.json("PUT", "/api/settings/whatsapp", { accessToken: "EAAG-nuovo-token" });
    await env.json("POST", "/api/settings/whatsapp/test", { to: "3331234567" });
    expect(fake.requests[1]!.authorization).toBe("Bearer EAAG-nuovo-token");
  });

  test.each([
    [graphError(190, "Invalid OAuth access token"), "WhatsApp ha rifiutato il messaggio: token di accesso WhatsApp non valido o scaduto.", "190"],
    [graphError(131030, "Recipient phone number not in allowed list"), "WhatsApp ha rifiutato il messaggio: numero non abilitato per questo account di prova.", "131030"],
  ])("Meta's refusal is told in Italian (%#)", async (body, message, code) => {
    const env = await createTestEnv({ env: { WHATSAPP_API_URL: fake.url } });
    await env.json("PUT", "/api/settings/whatsapp", CREDENTIALS);
    fake.reply({ status: 400, body });
    expect((await env.json("POST", "/api/settings/whatsapp/test", { to: "3331234567" })).body).toEqual({ ok: false, message, messageId: null, code });
  });

  test("a bad number is a 400", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/settings/whatsapp/test", { to: "abc" });
    expect(res.status).toBe(400);
    expect(res.body.fields.to).toBe("Il telefono può contenere solo cifre");
  });
});

test("reminders go out with the credentials and the salon name saved in the app, without a restart", async () => {
  const clock = testClock("2026-03-10T09:00:00Z");
  const env = await createTestEnv({ clock, env: { WHATSAPP_API_URL: fake.url, SALON_NAME: "Salone Aurora" } });
  const db = env.app.ctx.db;
  const c = db.insert(clients).values({ firstName: "Maria", lastName: "Rossi", phone: "3331234567", whatsappConsent: true, whatsappConsentAt: "2026-01-15T10:00:00.000Z" }).returning().get();
  const s = db.insert(services).values({ name: "Colore", duration: 60, price: 4500 }).returning().get();
  const st = db.insert(stylists).values({ name: "Giulia" }).returning().get();
  await env.json("POST", "/api/recurring-reminders", { clientId: c.id, serviceId: s.id, stylistId: st.id, frequency: "weekly", dayOfWeek: 2, dayOfMonth: null, preferredTime: "10:30" });
  await env.json("PUT", "/api/settings/whatsapp", CREDENTIALS);
  await env.json("PUT", "/api/settings/salon", { name: "Bella Chioma" });
  clock.set("2026-03-10T09:30:00Z");
  expect((await env.json("POST", "/api/recurring-reminders/service/trigger")).body).toMatchObject({ sent: 1 });
  expect(fake.requests[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  expect(fake.requests[0]!.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(["Maria", "Colore", "Bella Chioma"]);
});

test("the webhook reads the verify token saved in the app on every call", async () => {
  const env = await createTestEnv();
  const verify = (token: string) => env.anonymous("GET", `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=abc123`);
  expect((await verify("verifica-salone")).status).toBe(403);
  await env.json("PUT", "/api/settings/whatsapp", { verifyToken: "verifica-salone" });
  const ok = await verify("verifica-salone");
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe("abc123");
});

test("the webhook checks signatures with the app secret saved in the app, from the next call on", async () => {
  const env = await createTestEnv();
  const body = JSON.stringify({ object: "whatsapp_business_account", entry: [] });
  const signed = (secret: string) =>
    env.anonymous("POST", "/api/whatsapp/webhook", body, {
      "Content-Type": "application/json",
      "X-Hub-Signature-256": `sha256=${new Bun.CryptoHasher("sha256", secret).update(body).digest("hex")}`,
    });
  expect((await signed("app-secret-1234")).status).toBe(401);
  await env.json("PUT", "/api/settings/whatsapp", { appSecret: "app-secret-1234" });
  expect((await signed("app-secret-1234")).status).toBe(200);
  expect((await signed("un-altro-segreto")).status).toBe(401);
});
