/**
 * What scripts/bench-years.ts drives: open month views that behave like the web app's, and a
 * keep-alive load generator.
 *
 * A `Screen` downloads what the month view asks `/api` for, keeps each answer's ETag like the
 * browser's cache (If-None-Match on the next request, a 304 costs its headers only), counts the
 * bytes on the wire (gzip accepted, nothing decompressed) and listens on `/api/live`. On an event
 * it fetches again the queries the web's query keys follow (web/entities), as the app does.
 */
import { addDays, compareDays } from "../src/domain/time";

type Key = string | { topic: string; from: string; to: string } | { topic: string; fromToday: true };
export type Query = { path: string; keys: Key[] };
type Event = { topic: string; dates?: string[] };

/** The month view's queries for the 42-day grid first..last, with the keys its atoms follow. */
export function monthViewQueries(first: string, last: string, stylistIds: number[]): Query[] {
  const days = { from: first, to: last };
  return [
    { path: "/api/auth/user", keys: [] },
    { path: "/api/stylists", keys: ["stylists"] },
    { path: "/api/services", keys: ["services"] },
    { path: "/api/settings/hours", keys: ["opening-hours"] },
    { path: "/api/salon-extraordinary-days", keys: ["extraordinary-days"] },
    { path: "/api/stylists/vacations", keys: ["vacations"] },
    { path: "/api/settings/quick-services", keys: ["services"] },
    ...stylistIds.map((id) => ({ path: `/api/stylists/working-hours?stylistId=${id}`, keys: ["working-hours", "stylists"] })),
    { path: `/api/appointments?startDate=${first}&endDate=${last}`, keys: [{ topic: "appointments", ...days }, "clients", "services", "stylists"] },
    {
      path: `/api/appointments/suggested?startDate=${first}&endDate=${last}`,
      keys: [{ topic: "appointments", ...days }, "reminders", "clients", "services", "stylists"],
    },
    {
      path: "/api/appointments/conflicts",
      keys: [{ topic: "appointments", fromToday: true }, "extraordinary-days", "opening-hours", "vacations", "working-hours", "stylists", "clients", "services"],
    },
  ];
}

function follows(key: Key, event: Event, today: string): boolean {
  if (typeof key === "string") return key === event.topic;
  if (key.topic !== event.topic) return false;
  if (event.dates === undefined) return true;
  if ("fromToday" in key) return event.dates.some((d) => compareDays(d, today) >= 0);
  return event.dates.some((d) => compareDays(key.from, d) <= 0 && compareDays(d, key.to) <= 0);
}

const headerBytes = (res: Response) => {
  let n = 17; // status line
  res.headers.forEach((value, name) => (n += name.length + value.length + 4));
  return n;
};

export class Screen {
  private etags = new Map<string, string>();
  private ws: WebSocket | null = null;
  bytes = 0;
  requests = 0;
  /** Resolves the refetch after each event, by its seq. */
  onRefreshed: (seq: number, at: number, bytes: number) => void = () => {};

  constructor(
    private base: string,
    private token: string,
    private queries: Query[],
    private today: string,
  ) {}

  async fetch(path: string): Promise<{ status: number; bytes: number; body: Uint8Array }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, "accept-encoding": "gzip, deflate, br" };
    const tag = this.etags.get(path);
    if (tag) headers["if-none-match"] = tag;
    const res = await fetch(this.base + path, { headers, decompress: false } as RequestInit);
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = res.headers.get("etag");
    if (res.status === 200 && etag) this.etags.set(path, etag);
    if (res.status !== 200 && res.status !== 304) throw new Error(`GET ${path}: ${res.status}`);
    const bytes = body.byteLength + headerBytes(res);
    this.bytes += bytes;
    this.requests += 1;
    return { status: res.status, bytes, body };
  }

  /** Everything the month view downloads when it opens; the bytes on the wire. */
  async load(): Promise<number> {
    const before = this.bytes;
    await Promise.all(this.queries.map((q) => this.fetch(q.path)));
    return this.bytes - before;
  }

  async refetch(event: Event): Promise<number> {
    const before = this.bytes;
    const due = this.queries.filter((q) => q.keys.some((k) => follows(k, event, this.today)));
    await Promise.all(due.map((q) => this.fetch(q.path)));
    return this.bytes - before;
  }

  /** Opens /api/live; resolves on its welcome. */
  connect(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: { Authorization: `Bearer ${this.token}` } } as unknown as string[]);
      ws.onopen = () => ws.send(JSON.stringify({ type: "hello" }));
      ws.onerror = () => reject(new Error("socket refused"));
      ws.onmessage = (m) => {
        const msg = JSON.parse(String(m.data)) as { type: string; seq: number } & Event;
        if (msg.type === "welcome") resolve();
        if (msg.type !== "event") return;
        void this.refetch(msg).then((bytes) => this.onRefreshed(msg.seq, performance.now(), bytes));
      };
      this.ws = ws;
    });
  }

  close() {
    this.ws?.close();
  }
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]! : NaN;
};

/** `connections` keep-alive fetch loops on `url` for `seconds`: requests per second and latencies (ms). */
export async function hammer(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const ms: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      ms.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  return { rps: ms.length / ((performance.now() - t0) / 1000), p50: pct(ms, 50), p99: pct(ms, 99), errors, count: ms.length };
}

/** The 42 days of the month grid holding `day`. */
export function monthGridOf(day: string): [string, string] {
  const firstOfMonth = `${day.slice(0, 7)}-01`;
  const dow = new Date(`${firstOfMonth}T00:00:00Z`).getUTCDay();
  const first = addDays(firstOfMonth, -((dow + 6) % 7));
  return [first, addDays(first, 41)];
}
