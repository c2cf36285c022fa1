// The HTTP budgets measured with wrk (a C load generator, `apt-get install wrk`), which
// takes far less of this 2-core machine than a JavaScript client would: 50 connections against
// dist/salone on the --scale data (20,000 clients, 200,000 appointments). `bun run build` first.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInToken, spawnServer } from "../src/test/server-process";

const root = join(import.meta.dir, "..");
const dir = mkdtempSync(join(tmpdir(), "salone-wrk-"));
const db = join(dir, "scale.db");
const DURATION = process.env.DURATION ?? "10s";

if (!Bun.which("wrk")) {
  console.error("wrk non trovato: apt-get install -y wrk");
  process.exit(1);
}
await Bun.$`bun ${join(root, "scripts/seed-demo.ts")} --scale`.env({ ...process.env, DATABASE_PATH: db }).quiet();
const ADMIN = { username: "bench", password: "bench-password-1" };
const server = await spawnServer({
  command: [join(root, "dist/salone")],
  env: { DATABASE_PATH: db, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const { base } = server;

try {
  const token = await signInToken(base, ADMIN);
  const auth = `Authorization: Bearer ${token}`;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const month = today.slice(0, 7);
  const ids = (await (await fetch(`${base}/api/stylists`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const [client] = (await (await fetch(`${base}/api/clients`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const [service] = (await (await fetch(`${base}/api/services`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number }[];

  // POSTs into 2031, each at a distinct stylist/day/quarter-hour, so every one passes the overlap check.
  const lua = join(dir, "post.lua");
  writeFileSync(
    lua,
    `local n = 0
local stylists = {${ids.map((s) => s.id).join(",")}}
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  n = n + 1
  local s = stylists[(n % #stylists) + 1]
  local k = math.floor(n / #stylists)
  local day = math.floor(k / 40)
  local slot = k % 40
  local d = os.date("!%Y-%m-%d", 1924992000 + day * 86400)
  local m = 8 * 60 + slot * 15
  local st = string.format("%02d:%02d", math.floor(m / 60), m % 60)
  local en = string.format("%02d:%02d", math.floor((m + 15) / 60), (m + 15) % 60)
  local body = string.format('{"clientId":${client!.id},"stylistId":%d,"serviceId":${service!.id},"date":"%s","startTime":"%s","endTime":"%s","notes":""}', s, d, st, en)
  return wrk.format(nil, nil, nil, body)
end
local shown = false
response = function(status, headers, body)
  if status ~= 201 and not shown then
    shown = true
    print("first non-201: " .. status .. " " .. body)
  end
end`,
  );

  const run = async (name: string, budget: string, args: string[]) => {
    const threads = args.includes("-t1") ? [] : ["-t2"];
    const out = await Bun.$`wrk ${threads} -c50 -d${DURATION} --latency -H ${auth} ${args}`.text();
    const note = out.match(/first non-201: .*/)?.[0];
    if (note) console.log(`  ${note.slice(0, 200)}`);
    const p = (q: string) => out.match(new RegExp(`\\s${q}%\\s+([\\d.]+\\w+)`))?.[1] ?? "?";
    const rps = out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? "?";
    const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? "0";
    console.log(`${name.padEnd(38)} ${rps.padStart(9)} req/s  p50 ${p("50").padStart(8)}  p99 ${p("99").padStart(8)}  budget ${budget}  non-2xx ${errors}`);
  };
  console.log(`wrk, 2 thread, 50 connessioni, ${DURATION} per scenario, dati --scale`);
  await run("GET /api/health (nessuna sessione)", "-", [`${base}/api/health`]);
  await run("GET /api/appointments?date=", "p99 < 10ms", [`${base}/api/appointments?date=${today}`]);
  await run("GET /api/appointments (mese)", "p99 < 50ms", [`${base}/api/appointments?startDate=${month}-01&endDate=${month}-28`]);
  // One wrk thread for the POSTs: each thread runs its own copy of the script (and counter).
  await run("POST /api/appointments (sovrapposizioni)", "p99 < 15ms", ["-t1", "-s", lua, `${base}/api/appointments`]);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
