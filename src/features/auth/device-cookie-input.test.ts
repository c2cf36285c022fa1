import { expect, test } from "bun:test";
import { createTestEnv, TEST_ADMIN, type TestEnv } from "../../test/test-app";

const DESK = "192.0.2.10";
const GIULIA = { username: "giulia", password: "Giulia-pass-1" };
const ENTRY = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/;

async function setup() {
  const env = await createTestEnv();
  await env.app.auth.ready;
  return env;
}

const login = (env: TestEnv, cookie: string, user = TEST_ADMIN) =>
  env.anonymous("POST", "/api/auth/login", { username: user.username, password: user.password }, { cookie }, DESK);

/** The device cookie a response sets: its whole header, and its value's entries. */
function deviceSetCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("salone_device="));
  expect(header).toBeDefined();
  const value = header!.slice("salone_device=".length).split(";")[0]!;
  return { header: header!, entries: value.split("~") };
}

test.each([
  ["a line break", "salone_device=a%0D%0AX-Evil:%201"],
  ["cookie attributes", "salone_device=a%3B%20Domain%3Devil.example%3B%20Path%3D%2F"],
  ["huge entries", `salone_device=${"A".repeat(3000)}~${"B".repeat(3000)}`],
  ["well-formed entries that are not ours", "salone_device=Z2l1bGlh.bm9uY2U.c2lnbmF0dXJl~eA.eQ.eg"],
])("a device cookie with %s: the login succeeds and gets back only its own entry", async (_, cookie) => {
  const env = await setup();
  const res = await login(env, cookie);
  expect(res.status).toBe(200);
  const { header, entries } = deviceSetCookie(res);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatch(ENTRY);
  expect(header).not.toContain("Domain");
  expect(header).not.toContain("evil");
  expect(header.match(/Path=/g)).toHaveLength(1);
  expect(header.length).toBeLessThan(300);
}, 30_000);

test("a colleague's genuine entry is kept beside the new one", async () => {
  const env = await setup();
  await env.app.auth.upsertUser({ ...GIULIA, firstName: "Giulia", lastName: "Bianchi", role: "reception" });
  const first = deviceSetCookie(await login(env, ""));
  const both = deviceSetCookie(await login(env, `salone_device=${first.entries[0]}~junk~${"C".repeat(500)}`, GIULIA));
  expect(both.entries).toHaveLength(2);
  expect(both.entries[1]).toBe(first.entries[0]!);
}, 30_000);
