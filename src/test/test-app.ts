// Builds the real app on an in-memory database for API tests: app.handle(new Request(...)).
import { openDatabase, type Db } from "../../db/client";
import { createApp, type App } from "../app";
import type { Clock } from "../clock";
import { parseConfig } from "../config";
import type { PasswordHasher } from "../features/auth/password";
import type { WebAssets } from "../http/web-assets";
import type { DriverFor } from "../fiscal/agent";
import { ensureAdmin } from "../features/auth/service";

export const TEST_ADMIN = { username: "anna", password: "Password-test-1" };

export type TestClock = Clock & { set(iso: string | Date): void; advance(ms: number): void };

export function testClock(start = "2026-03-10T09:00:00.000Z"): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (iso) => {
      now = new Date(iso).getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export type TestEnv = {
  app: App;
  clock: TestClock;
  logs: string[];
  /** A request with the admin's session (bearer token) unless `headers.authorization` is given. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Without a session; `peer` is the socket address the request comes from (127.0.0.1 by default). */
  anonymous(method: string, path: string, body?: unknown, headers?: Record<string, string>, peer?: string): Promise<Response>;
  token: string;
};

/** The app signed in as the admin, on `db` (an in-memory database unless a file's is given). */
export async function createTestEnv(
  opts: { env?: Record<string, string>; clock?: TestClock; passwords?: PasswordHasher; web?: WebAssets; db?: Db; fiscalDriver?: DriverFor } = {},
): Promise<TestEnv> {
  const db = opts.db ?? openDatabase(":memory:");
  const config = parseConfig({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_REQUESTS: "false",
    ...opts.env,
  });
  const clock = opts.clock ?? testClock();
  const logs: string[] = [];
  // app.handle() has no socket: each request's peer address is kept here for the app to read.
  const peers = new WeakMap<Request, string>();
  const app = createApp({
    db,
    config,
    clock,
    log: (line) => logs.push(line),
    peerAddress: (request) => peers.get(request) ?? "127.0.0.1",
    passwords: opts.passwords,
    fiscalDriver: opts.fiscalDriver,
    web: opts.web,
  });
  await ensureAdmin(app.auth, config);

  const raw = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, peer?: string) => {
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: body === undefined || hasContentType(headers) ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    if (peer !== undefined) peers.set(request, peer);
    return app.handle(request);
  };
  const login = await raw("POST", "/api/auth/login", TEST_ADMIN);
  const { token } = (await login.json()) as { token: string };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    raw(method, path, body, { authorization: `Bearer ${token}`, ...headers });
  return {
    app,
    clock,
    logs,
    token,
    call,
    anonymous: raw,
    async json(method, path, body) {
      const response = await call(method, path, body);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

const hasContentType = (headers: Record<string, string>) => Object.keys(headers).some((name) => name.toLowerCase() === "content-type");

/** The app's context with every request signed in as the first owner: for routes mounted outside the app's gate. */
export function signedInCtx(env: TestEnv): App["ctx"] {
  const owner = { id: 1, username: TEST_ADMIN.username, firstName: "Amministratore", lastName: "Salone", role: "owner" as const, stylistId: null };
  return { ...env.app.ctx, requireAuth: () => ({ user: owner, sessionId: 1 }) };
}

/** The `actor` of a live event caused by the test's owner. */
export const OWNER_ACTOR = { id: 1, name: "Amministratore Salone", firstName: "Amministratore" };
