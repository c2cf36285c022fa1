// How long a request waits while "Esegui backup ora" runs on a ~100 MB database: builds the file,
// starts `bun src/main.ts` on it (or dist/salone with --binary), asks for a backup and meanwhile
// sends a signed-in GET every 10 ms from this process; prints the longest and the median wait.
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { startServerProcess } from "../src/test/server-process";

const MB = Number(process.argv.find((a) => a.startsWith("--mb="))?.slice(5) ?? 100);
const dir = mkdtempSync(join(tmpdir(), "salone-bench-backup-"));
const path = join(dir, "salone.db");
openDatabase(path).$client.close();
const db = new Database(path);
// Clients with long notes (text like a salon's) plus random bytes, until the file is ~MB.
db.exec("CREATE TABLE IF NOT EXISTS bench_ballast (data BLOB NOT NULL)");
db.transaction(() => {
  const client = db.query("INSERT INTO clients (first_name, last_name, phone, email, notes) VALUES (?, ?, ?, '', ?)");
  for (let i = 0; i < 25_000; i++) client.run(`Cliente${i}`, "Prova", `33${String(i).padStart(8, "0")}`, "Colore 6.1 con 20 vol, posa 35 min. ".repeat(20));
  const ballast = db.query("INSERT INTO bench_ballast (data) VALUES (randomblob(4096))");
  const rows = Math.max(0, Math.round(((MB - 20) * 1024 * 1024) / 4200));
  for (let i = 0; i < rows; i++) ballast.run();
})();
db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
db.close();
const sizeMb = Bun.file(path).size / 1024 / 1024;

const server = await startServerProcess({ DATABASE_PATH: path, BACKUP_DIR: join(dir, "backups") });
try {
  // A server started after BACKUP_HOUR takes the day's backup at once: let it finish first.
  const running = async () => ((await (await fetch(`${server.base}/api/backups/latest`, { headers: server.auth })).json()) as { running: boolean }).running;
  while (await running()) await Bun.sleep(100);
  let done = false;
  const t0 = performance.now();
  const backup = server.post("/api/backups", {}).finally(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const t = performance.now();
    const answer = await fetch(`${server.base}/api/clients/1/summary`, { headers: server.auth });
    if (answer.status !== 200) throw new Error(`GET ${answer.status}`);
    waits.push(performance.now() - t);
    await Bun.sleep(10);
  }
  const made = await backup;
  const backupMs = performance.now() - t0;
  if (made.status !== 201) throw new Error(`backup ${made.status}: ${await made.text()}`);
  waits.sort((a, b) => a - b);
  console.log(
    `database ${sizeMb.toFixed(0)} MB: backup ${(backupMs / 1000).toFixed(1)} s; ${waits.length} richieste durante il backup, ` +
      `attesa mediana ${waits[Math.floor(waits.length / 2)]!.toFixed(1)} ms, massima ${waits.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  rmSync(dir, { recursive: true, force: true });
}
