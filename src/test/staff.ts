// Signs members of staff in for API tests: the owner (the test env's first user) creates them
// through POST /api/users, exactly as the "Utenti" screen does.
import type { Role } from "../domain/roles";
import type { TestEnv } from "./test-app";

export type StaffSession = {
  id: number;
  token: string;
  call(method: string, path: string, body?: unknown): Promise<Response>;
  json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
};

let counter = 0;

/** Creates a user with `role` (a stylist is linked to `stylistId`) and signs them in. */
export async function signInAs(
  env: TestEnv,
  role: Role,
  opts: { stylistId?: number; firstName?: string; lastName?: string; username?: string } = {},
): Promise<StaffSession> {
  const username = opts.username ?? `${role}-${++counter}`;
  const password = "Password-staff-1";
  const created = await env.json("POST", "/api/users", {
    username,
    firstName: opts.firstName ?? "Giulia",
    lastName: opts.lastName ?? "Bianchi",
    role,
    stylistId: opts.stylistId ?? null,
    password,
  });
  if (created.status !== 201) throw new Error(`user not created: ${JSON.stringify(created.body)}`);
  return loginAs(env, created.body.id, username, password);
}

export async function loginAs(env: TestEnv, id: number, username: string, password: string): Promise<StaffSession> {
  const login = await env.anonymous("POST", "/api/auth/login", { username, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = (method: string, path: string, body?: unknown) => env.call(method, path, body, { authorization: `Bearer ${token}` });
  return {
    id,
    token,
    call,
    async json(method, path, body) {
      const response = await call(method, path, body);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
