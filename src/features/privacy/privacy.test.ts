import { expect, test } from "bun:test";
import { createTestEnv } from "../../test/test-app";

test("the notice: a default that names retention and backups; each save of a new text is a new version, which consents carry", async () => {
  const env = await createTestEnv();
  const first = (await env.json("GET", "/api/settings/privacy")).body;
  expect(first).toMatchObject({ noticeVersion: 1, retentionYears: 5, patchTestMonths: 6, noticeUpdatedAt: null });
  const pub = await env.anonymous("GET", "/api/public/privacy");
  const body = (await pub.json()) as { text: string; version: number };
  expect(body.version).toBe(1);
  // Filled in: the default BACKUP_KEEP (14) and the retention years.
  expect(body.text).toContain("ne conserviamo le ultime 14");
  expect(body.text).toContain("dopo 5 anni senza visite");

  const saved = await env.json("PUT", "/api/settings/privacy", { noticeText: "Nuovo testo {salone}", retentionYears: 3, patchTestMonths: 12 });
  expect(saved.body).toMatchObject({ noticeVersion: 2, retentionYears: 3, patchTestMonths: 12 });
  // Only the limits changed: the same version.
  expect((await env.json("PUT", "/api/settings/privacy", { noticeText: "Nuovo testo {salone}", retentionYears: 4, patchTestMonths: 12 })).body.noticeVersion).toBe(2);
  const client = (await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3471112222" })).body;
  const consent = await env.json("POST", `/api/clients/${client.id}/consents`, { purpose: "marketing", channel: "sms", given: true, source: "banco" });
  expect(consent.body.consents[0]).toMatchObject({ textVersion: 2 });

  const page = await env.anonymous("GET", "/prenota/informativa?stampa=1");
  const html = await page.text();
  expect(html).toContain("Nuovo testo");
  expect(html).toContain("Firma");
  expect((await env.json("PUT", "/api/settings/privacy", { noticeText: " ", retentionYears: 0, patchTestMonths: 30 })).body.fields).toEqual({
    noticeText: "Il testo dell'informativa è richiesto",
    retentionYears: "Indica da 1 a 20 anni",
    patchTestMonths: "Indica da 1 a 24 mesi",
  });
});

test("Da cancellare: clients without a visit for the retention years, none erased by listing", async () => {
  const env = await createTestEnv();
  const old = (await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3471112222" })).body;
  // Recorded more than five years before today (2026-03-10 in the test clock).
  env.app.ctx.db.$client.query("UPDATE clients SET created_at = '2021-03-09T10:00:00.000Z' WHERE id = ?").run(old.id);
  await env.json("POST", "/api/clients", { firstName: "Bea", lastName: "Verdi", phone: "3471112223" });
  const due = (await env.json("GET", "/api/privacy/erasure-due")).body;
  expect(due.clients.map((c: { id: number }) => c.id)).toEqual([old.id]);
  expect((await env.json("GET", `/api/clients/${old.id}`)).status).toBe(200);
});
