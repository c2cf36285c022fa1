// `bun scripts/bench-login.ts [rounds]` (after `bun run build`): starts dist/salone on a fresh database several times and, right after each start, times three wrong
// logins: an unknown username first, a real username, then another unknown one. Timing must not
// tell whether a username exists, even on the first login after a start: the median of the first
// unknown-username login must stay within 1.5x the real username's. Exits 1 over budget.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../src/test/server-process";

const ROUNDS = Number(process.argv[2] ?? 7);
const RATIO_BUDGET = 1.5;
const ADMIN = { username: "bench", password: "Bench-password-1" };
const root = join(import.meta.dir, "..");
const binary = join(root, "dist/salone");
if (!existsSync(binary)) {
  console.error("dist/salone is missing: run `bun run build` first");
  process.exit(1);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function timedLogin(base: string, username: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "sbagliata" }),
  });
  await res.arrayBuffer();
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
  return performance.now() - t0;
}

const firstUnknown: number[] = [];
const known: number[] = [];
const laterUnknown: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const dir = mkdtempSync(join(tmpdir(), "salone-bench-login-"));
  const server = await spawnServer({
    command: [binary],
    env: { DATABASE_PATH: join(dir, "bench.db"), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    timeoutMs: 20_000,
  });
  try {
    const { base } = server;
    firstUnknown.push(await timedLogin(base, `nessuno-${round}`));
    known.push(await timedLogin(base, ADMIN.username));
    laterUnknown.push(await timedLogin(base, `qualcuno-${round}`));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ratio = median(firstUnknown) / median(known);
console.log(`${ROUNDS} starts of dist/salone`);
console.log(`first login, unknown username: median ${median(firstUnknown).toFixed(1)} ms`);
console.log(`wrong password, real username: median ${median(known).toFixed(1)} ms`);
console.log(`later login, unknown username: median ${median(laterUnknown).toFixed(1)} ms`);
console.log(`first unknown / real: ${ratio.toFixed(2)} (budget ${RATIO_BUDGET})`);
if (ratio > RATIO_BUDGET) process.exit(1);
