import { describe, expect, test } from "bun:test";
import { serve as serveApp } from "../test/serve";
import { createTestEnv, type TestEnv } from "../test/test-app";
import { createBacklog } from "./backlog";

const NativeWebSocket = (globalThis as unknown as { NativeWebSocket: typeof WebSocket }).NativeWebSocket;
async function serve(env?: TestEnv) {
  const e = env ?? (await createTestEnv());
  return { env: e, port: serveApp(e.app).port };
}

type Client = { ws: WebSocket; messages: any[]; closed: Promise<{ code: number; reason: string }>; next(n?: number): Promise<any[]> };

function connect(port: number, headers: Record<string, string>, hello: object = { type: "hello" }): Promise<Client> {
  const ws = new NativeWebSocket(`ws://127.0.0.1:${port}/api/live`, { headers } as unknown as string[]);
  const messages: any[] = [];
  let wake: (() => void) | null = null;
  ws.onmessage = (m) => {
    messages.push(JSON.parse(String(m.data)));
    wake?.();
  };
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.onclose = (e) => resolve({ code: e.code, reason: e.reason });
  });
  const client: Client = {
    ws,
    messages,
    closed,
    async next(n = 1) {
      const deadline = Date.now() + 2000;
      while (messages.length < n && Date.now() < deadline) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
      return messages.splice(0, n);
    },
  };
  return new Promise((resolve, reject) => {
    ws.onopen = () => {
      ws.send(JSON.stringify(hello));
      resolve(client);
    };
    ws.onerror = () => reject(new Error("refused"));
  });
}

const upgradeHeaders = {
  Connection: "Upgrade",
  Upgrade: "websocket",
  "Sec-WebSocket-Version": "13",
  "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
};

describe("upgrade", () => {
  test("without a session the upgrade is refused with 401 before any data flows", async () => {
    const { port } = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/live`, { headers: upgradeHeaders });
    expect(res.status).toBe(401);
    await expect(connect(port, {})).rejects.toThrow();
  });

  test("a foreign Origin is refused with 403 even with a valid session", async () => {
    const { env, port } = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/live`, {
      headers: { ...upgradeHeaders, Origin: "https://evil.example", Authorization: `Bearer ${env.token}` },
    });
    expect(res.status).toBe(403);
  });

  test("an unreadable session cookie is no cookie: 401 alone, and a valid Bearer beside it still connects", async () => {
    const { env, port } = await serve();
    const broken = "salone_session=%E0%A4%A";
    const res = await fetch(`http://127.0.0.1:${port}/api/live`, { headers: { ...upgradeHeaders, Cookie: broken } });
    expect(res.status).toBe(401);
    const c = await connect(port, { Cookie: broken, Authorization: `Bearer ${env.token}` });
    expect((await c.next())[0]).toMatchObject({ type: "welcome" });
    c.ws.close();
  });

  test("a same-origin browser with the session cookie is accepted", async () => {
    const { env, port } = await serve();
    const c = await connect(port, { Origin: `http://127.0.0.1:${port}`, Cookie: `salone_session=${env.token}` });
    const [welcome] = await c.next();
    expect(welcome).toMatchObject({ type: "welcome", seq: 0 });
    c.ws.close();
  });
});

describe("events", () => {
  test("a published change reaches every connected screen, in order, with gapless seq", async () => {
    const { env, port } = await serve();
    const auth = { Authorization: `Bearer ${env.token}` };
    const a = await connect(port, auth);
    const b = await connect(port, auth);
    await a.next();
    await b.next();
    env.app.ctx.events.publish({ topic: "appointments", action: "created", ids: [7], dates: ["2026-03-29"] });
    env.app.ctx.events.publish({ topic: "clients", action: "deleted", ids: [3] });
    for (const c of [a, b]) {
      const got = await c.next(2);
      expect(got).toEqual([
        { type: "event", seq: 1, topic: "appointments", action: "created", ids: [7], dates: ["2026-03-29"] },
        { type: "event", seq: 2, topic: "clients", action: "deleted", ids: [3] },
      ]);
      c.ws.close();
    }
  });

  test("a screen that reconnects with its last seq receives exactly what it missed", async () => {
    const { env, port } = await serve();
    const auth = { Authorization: `Bearer ${env.token}` };
    const first = await connect(port, auth);
    const [welcome] = await first.next();
    env.app.ctx.events.publish({ topic: "clients", action: "created", ids: [1] });
    await first.next();
    first.ws.close();
    await first.closed;
    for (const id of [2, 3, 4]) env.app.ctx.events.publish({ topic: "clients", action: "created", ids: [id] });
    const again = await connect(port, auth, { type: "hello", epoch: welcome.epoch, lastSeq: 1 });
    const got = await again.next(4);
    expect(got.slice(0, 3).map((m) => [m.seq, m.ids[0]])).toEqual([[2, 2], [3, 3], [4, 4]]);
    expect(got[3]).toMatchObject({ type: "welcome", seq: 4 });
    again.ws.close();
  });

  test("a screen from another server run (different epoch) is told to reload", async () => {
    const { env, port } = await serve();
    env.app.ctx.events.publish({ topic: "clients", action: "created", ids: [1] });
    const c = await connect(port, { Authorization: `Bearer ${env.token}` }, { type: "hello", epoch: "old-run", lastSeq: 1 });
    const got = await c.next(2);
    expect(got.map((m) => m.type)).toEqual(["reload", "welcome"]);
    c.ws.close();
  });

  test("a screen too far behind (events already dropped) is told to reload", async () => {
    const { env, port } = await serve();
    const auth = { Authorization: `Bearer ${env.token}` };
    const first = await connect(port, auth);
    const [welcome] = await first.next();
    first.ws.close();
    for (let i = 0; i < 1005; i++) env.app.ctx.events.publish({ topic: "clients", action: "updated", ids: [i] });
    const c = await connect(port, auth, { type: "hello", epoch: welcome.epoch, lastSeq: 0 });
    const got = await c.next(2);
    expect(got.map((m) => m.type)).toEqual(["reload", "welcome"]);
    c.ws.close();
  });

  test("logout closes the sockets of that session, and only those", async () => {
    const { env, port } = await serve();
    const other = await env.anonymous("POST", "/api/auth/login", { username: "anna", password: "Password-test-1" });
    const otherToken = ((await other.json()) as { token: string }).token;
    const mine = await connect(port, { Authorization: `Bearer ${env.token}` });
    const theirs = await connect(port, { Authorization: `Bearer ${otherToken}` });
    await mine.next();
    await theirs.next();
    await env.call("POST", "/api/auth/logout");
    expect(await mine.closed).toEqual({ code: 4001, reason: "Sessione terminata" });
    env.app.ctx.events.publish({ topic: "services", action: "created", ids: [1] });
    expect((await theirs.next())[0]).toMatchObject({ topic: "services" });
    theirs.ws.close();
  });
});

describe("backlog", () => {
  const ev = (seq: number) => ({ type: "event" as const, seq, topic: "clients" as const, action: "created" as const, ids: [seq] });
  test.each([
    ["nothing missed", 5, 5, []],
    ["the tail", 3, 5, [4, 5]],
    ["seq from the future (server restarted)", 9, 5, null],
  ])("%s", (_name, since, current, expected) => {
    const b = createBacklog({ max: 10, maxAgeMs: 60_000, now: () => 0 });
    for (let s = 1; s <= 5; s++) b.push(ev(s));
    const got = b.since(since as number, current as number);
    expect(got === null ? null : got.map((e) => e.seq)).toEqual(expected as number[] | null);
  });

  test("events older than the age limit are gone, so an old seq reloads", () => {
    let now = 0;
    const b = createBacklog({ max: 100, maxAgeMs: 10 * 60_000, now: () => now });
    b.push(ev(1));
    now += 11 * 60_000;
    b.push(ev(2));
    expect(b.since(0, 2)).toBeNull();
    expect(b.since(1, 2)?.map((e) => e.seq)).toEqual([2]);
  });
});
