import { describe, expect, test } from "bun:test";
import { serve } from "../../test/serve";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const HEADER = "Cognome;Nome;Cellulare;Email;Note";
const mapping = { Cognome: "lastName", Nome: "firstName", Cellulare: "phone", Email: "email", Note: "notes" };

const BOUNDARY = "----salone-test";
const encoder = new TextEncoder();

/** A multipart/form-data body written out by hand (the test preload swaps Blob and FormData for happy-dom's). */
function multipart(parts: [string, string | Uint8Array][]): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap(([name, value]) => [
    encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${typeof value === "string" ? "" : '; filename="clienti.csv"\r\nContent-Type: text/csv'}\r\n\r\n`),
    typeof value === "string" ? encoder.encode(value) : value,
    encoder.encode("\r\n"),
  ]);
  return new Uint8Array(Buffer.concat([...chunks, encoder.encode(`--${BOUNDARY}--\r\n`)]));
}

function post(env: TestEnv, parts: [string, string | Uint8Array][], query = "") {
  return env.app
    .handle(
      new Request(`http://localhost/api/clients/import${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${env.token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart(parts),
      }),
    )
    .then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
}

function upload(env: TestEnv, file: string | Uint8Array, fields: Record<string, string> = {}, query = "") {
  const bytes = typeof file === "string" ? encoder.encode(file) : file;
  return post(env, [["file", bytes], ...Object.entries({ mapping: JSON.stringify(mapping), ...fields })], query);
}

const clientNames = async (env: TestEnv) => ((await env.json("GET", "/api/clients")).body as any[]).map((c) => `${c.firstName} ${c.lastName} ${c.phone} ${c.email} ${c.notes}`.trim());

async function withAnna() {
  const env = await createTestEnv();
  await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Rossi", phone: "333 123 4567", email: "", notes: "Capelli fini" });
  return env;
}

const FILE = `${HEADER}\nRossi;Anna;+39 333 1234567;anna@example.it;Tinta 6.1\nNeri;Marta;3337654321;;\nNeri;Marta;0039 333 765 4321;marta@example.it;\nBianchi;Giulia;347 111 2222;;Piega\n`;

describe("POST /api/clients/import", () => {
  test("dry run: the report, and nothing written", async () => {
    const env = await withAnna();
    const res = await upload(env, FILE, {}, "?dryRun=1");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 4,
      new: 2,
      duplicates: [
        { row: 1, name: "Anna Rossi", phone: "+393331234567", client: { id: 1, name: "Anna Rossi" }, sameAsRow: null },
        { row: 3, name: "Marta Neri", phone: "+393337654321", client: null, sameAsRow: 2 },
      ],
      merged: 0,
      refused: [],
      imported: false,
      notStored: [],
    });
    expect(await clientNames(env)).toEqual(["Anna Rossi +393331234567  Capelli fini"]);
  });

  test("skip: the new clients are stored, one trail entry, one live event", async () => {
    const env = await withAnna();
    // The cached list is built before the import: the event must refresh it.
    expect(await clientNames(env)).toHaveLength(1);
    const events: unknown[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const res = await upload(env, FILE);
    expect([res.status, res.body.imported, res.body.new]).toEqual([200, true, 2]);
    expect(await clientNames(env)).toEqual(["Giulia Bianchi +393471112222  Piega", "Marta Neri +393337654321", "Anna Rossi +393331234567  Capelli fini"]);
    const trail = (await env.json("GET", "/api/activity?entity=client")).body;
    const entries = (trail.entries ?? trail) as any[];
    expect(entries.filter((e) => e.summary.startsWith("Importazione")).map((e) => e.summary)).toEqual(["Importazione clienti: 2 nuovi, 2 doppioni saltati"]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ topic: "clients", action: "created", ids: [] });
  });

  test("merge: empty fields filled, notes appended, names and phone kept", async () => {
    const env = await withAnna();
    const res = await upload(env, FILE, { duplicates: "merge" });
    expect([res.status, res.body.merged]).toEqual([200, 2]);
    expect(await clientNames(env)).toEqual([
      "Giulia Bianchi +393471112222  Piega",
      "Marta Neri +393337654321 marta@example.it",
      "Anna Rossi +393331234567 anna@example.it Capelli fini\nTinta 6.1",
    ]);
  });

  test("a refused row imports nothing: 400 with the report", async () => {
    const env = await withAnna();
    const res = await upload(env, `${FILE}Verdi;;3330000000;;\nGallo;Sara;12;sara@;\n`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("import_refused");
    expect(res.body.message).toBe("Nessun cliente importato: correggi le righe rifiutate e riprova");
    expect(res.body.report.refused).toEqual([
      { row: 5, reason: "Nome è richiesto" },
      { row: 6, reason: "Il telefono deve avere da 6 a 10 cifre; Email non valida" },
    ]);
    expect(res.body.report.imported).toBe(false);
    expect(await clientNames(env)).toEqual(["Anna Rossi +393331234567  Capelli fini"]);
    const trail = (await env.json("GET", "/api/activity?entity=client")).body;
    expect(JSON.stringify(trail)).not.toContain("Importazione");
  });

  test("Windows-1252 is detected; an encoding given is used as is", async () => {
    const env = await createTestEnv();
    const bytes = Uint8Array.from([...`${HEADER}\nD'Agostino;Nicolò;3331234567;;più corto`].map((c) => c.charCodeAt(0)));
    expect((await upload(env, bytes)).status).toBe(200);
    expect(await clientNames(env)).toEqual(["Nicolò D'Agostino +393331234567  più corto"]);
    const env2 = await createTestEnv();
    const forced = await upload(env2, new TextEncoder().encode(`${HEADER}\nRossi;Nicolò;3331234567;;`), { encoding: "windows-1252" }, "?dryRun=1");
    expect(forced.status).toBe(200);
  });

  test("birthday and codice fiscale: checked, then stored on the new client", async () => {
    const env = await createTestEnv();
    const file = "Nome,Cognome,Telefono,Data di nascita,Codice fiscale\nMario,Rossi,3331234567,10/12/1985,RSSMRA85T10A562S\nLuca,Bianchi,3331234568,31/02/1990,RSSMRA85T10A562T\n";
    const form = { mapping: JSON.stringify({ Nome: "firstName", Cognome: "lastName", Telefono: "phone", "Data di nascita": "birthday", "Codice fiscale": "codiceFiscale" }) };
    const res = await upload(env, file, form, "?dryRun=1");
    expect(res.body.notStored).toEqual([]);
    expect(res.body.refused).toEqual([{ row: 2, reason: "Data di nascita non valida; Codice fiscale non valido" }]);
    await upload(env, file.split("\n").slice(0, 2).join("\n") + "\n", form);
    const stored = env.app.ctx.db.$client.query("SELECT birthday, codice_fiscale AS cf FROM clients WHERE first_name = 'Mario'").get();
    expect(stored).toEqual({ birthday: "1985-12-10", cf: "RSSMRA85T10A562S" });
  });

  test.each([
    ["no file", undefined, {}, "Scegli un file CSV"],
    ["an empty file", "Cognome;Nome;Cellulare\n", {}, "Il file non contiene clienti"],
    ["a mapping that is not JSON", FILE, { mapping: "{" }, "Abbina le colonne del file ai campi del cliente"],
    ["an unknown field", FILE, { mapping: JSON.stringify({ ...mapping, Note: "allergie" }) }, "Abbina le colonne del file ai campi del cliente"],
    ["a column not in the file", FILE, { mapping: JSON.stringify({ ...mapping, Città: "ignore" }) }, "Colonna non presente nel file: Città"],
    ["no phone column", FILE, { mapping: JSON.stringify({ ...mapping, Cellulare: "ignore" }) }, "Scegli la colonna per Telefono"],
    ["two name columns", FILE, { mapping: JSON.stringify({ ...mapping, Note: "firstName" }) }, "Nome: una sola colonna per campo"],
    ["a bad duplicates choice", FILE, { duplicates: "replace" }, "Scegli se saltare o unire i doppioni"],
    ["a bad separator", FILE, { separator: "|" }, "Separatore non valido"],
  ])("400 for %s", async (_, file, fields, message) => {
    const env = await createTestEnv();
    const res = file === undefined ? await post(env, [["mapping", JSON.stringify(mapping)]]) : await upload(env, file, fields);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  test("more than 20,000 rows: 400, nothing imported", async () => {
    const env = await createTestEnv();
    const rows = Array.from({ length: 20_001 }, (_, i) => `C${i};N;${3_000_000_000 + i};;`).join("\n");
    const res = await upload(env, `${HEADER}\n${rows}`, {}, "?dryRun=1");
    expect([res.status, res.body.message]).toEqual([400, "Il file ha più di 20.000 righe: dividilo in più file"]);
  });
});

describe("body size over HTTP", () => {
  test("an import may send more than the 1 MB other routes take; a JSON body that size is still 413", async () => {
    const env = await createTestEnv();
    const { origin } = serve(env.app);
    const rows = Array.from({ length: 3_000 }, (_, i) => `C${i};Nome;${3_000_000_000 + i};;${"x".repeat(600)}`).join("\n");
    const body = multipart([["file", encoder.encode(`${HEADER}\n${rows}`)], ["mapping", JSON.stringify(mapping)]]);
    expect(body.byteLength).toBeGreaterThan(1024 * 1024);
    const headers = { authorization: `Bearer ${env.token}` };
    const res = await fetch(`${origin}/api/clients/import?dryRun=1`, { method: "POST", headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body });
    expect([res.status, ((await res.json()) as any).new]).toEqual([200, 3_000]);
    const json = await fetch(`${origin}/api/clients`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ notes: "x".repeat(1_100_000) }) });
    expect(json.status).toBe(413);
  });
});
