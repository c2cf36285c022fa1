// `bun scripts/bench-import.ts [rows]`: a database file holding 3,000 clients, then an Excel-style
// CSV (Windows-1252, ";", CRLF, quoted notes) of 10,000 rows of which 2% are already clients, sent
// to POST /api/clients/import through the whole app: the dry run, then the import (budget: under
// 5 s each, multipart parsing, decoding, validation, the transaction and the trail included).
// Prints the figures; exits 1 over budget.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { clients } from "../db/schema";
import { createTestEnv } from "../src/test/test-app";

const ROWS = Number(process.argv[2] ?? 10_000);
const EXISTING = 3_000;
const BUDGET_MS = 5_000;
const FIRST = ["Giulia", "Francesca", "Chiara", "Niccolò", "Élodie", "Anna", "Lucia", "Marco", "Paola", "Ilaria"];
const LAST = ["Rossi", "Esposito", "Bianchi", "D'Amico", "Èrcole", "De Luca", "Mancini", "Lombardi", "Moretti", "Caruso"];
const phone = (n: number) => `3${String(100_000_000 + n).padStart(9, "0")}`;

const dir = mkdtempSync(join(tmpdir(), "salone-bench-import-"));
try {
  const db = openDatabase(join(dir, "salone.db"));
  db.insert(clients)
    .values(Array.from({ length: EXISTING }, (_, n) => ({ firstName: FIRST[n % 10]!, lastName: LAST[(n * 3) % 10]!, phone: `+39${phone(n)}`, email: "", notes: "" })))
    .run();
  const env = await createTestEnv({ db });

  const lines = ["Cognome;Nome;Cellulare;E-mail;Note;Data di nascita"];
  for (let i = 0; i < ROWS; i++) {
    // Every 50th row is a client the salon has already (same number, written another way).
    const n = i % 50 === 0 ? i % EXISTING : EXISTING + i;
    lines.push(`${LAST[i % 10]};${FIRST[(i * 7) % 10]};+39 ${phone(n)};cliente${i}@example.it;"Colore 6.1; 30 g\r\npiega";${(i % 28) + 1}/0${(i % 9) + 1}/19${60 + (i % 40)}`);
  }
  const bytes = Uint8Array.from([...`${lines.join("\r\n")}\r\n`].map((ch) => ch.charCodeAt(0)));
  const mapping = { Cognome: "lastName", Nome: "firstName", Cellulare: "phone", "E-mail": "email", Note: "notes", "Data di nascita": "birthday" };

  const post = async (query: string) => {
    const boundary = "----salone-bench";
    const enc = new TextEncoder();
    const body = Buffer.concat([
      enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clienti.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes,
      enc.encode(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n--${boundary}--\r\n`),
    ]);
    const t0 = performance.now();
    const res = await env.app.handle(
      new Request(`http://localhost/api/clients/import${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${env.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
        body: new Uint8Array(body),
      }),
    );
    const report = (await res.json()) as { new: number; duplicates: unknown[]; refused: unknown[] };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(report).slice(0, 300)}`);
    return { ms, report };
  };

  const dry = await post("?dryRun=1");
  const run = await post("");
  const stored = (db.$client.query("SELECT count(*) AS n FROM clients").get() as { n: number }).n;
  console.log(`file: ${ROWS} rows, ${(bytes.byteLength / 1024).toFixed(0)} KB (Windows-1252); ${EXISTING} clients already stored`);
  console.log(`dry run: ${dry.ms.toFixed(0)} ms (${dry.report.new} new, ${dry.report.duplicates.length} duplicates, ${dry.report.refused.length} refused)`);
  console.log(`import:  ${run.ms.toFixed(0)} ms (${run.report.new} new); clients stored now: ${stored}`);
  const over = [dry.ms, run.ms].some((ms) => ms > BUDGET_MS);
  console.log(over ? `OVER BUDGET (${BUDGET_MS} ms)` : `within budget (${BUDGET_MS} ms each)`);
  db.$client.close();
  process.exitCode = over ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
