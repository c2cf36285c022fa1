import { describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTROL_CHARACTERS } from "../domain/schemas/common";
import { serve } from "../test/serve";
import { createTestEnv, type TestEnv } from "../test/test-app";

const UNSUPPORTED = {
  message: "Il corpo della richiesta deve essere JSON (Content-Type: application/json)",
  code: "unsupported_media_type",
};
const CLIENT = { firstName: "Maria", lastName: "Rossi", phone: "3331234567" };

/** A request exactly as given: the test env would otherwise add its JSON content type. */
const send = (env: TestEnv, method: string, path: string, headers: Record<string, string>, body?: BodyInit) =>
  env.app.handle(
    new Request(`http://localhost${path}`, { method, headers: { authorization: `Bearer ${env.token}`, ...headers }, body }),
  );

describe("a write with a body must be JSON", () => {
  test("a form-encoded POST to /api/clients is a 415 and creates nothing", async () => {
    const env = await createTestEnv();
    const form = new URLSearchParams({ firstName: "Maria", lastName: "Rossi", phone: "3331234567" });
    const res = await send(env, "POST", "/api/clients", { "content-type": "application/x-www-form-urlencoded" }, form.toString());
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(UNSUPPORTED);
    expect((await env.json("GET", "/api/clients")).body).toEqual([]);
  });

  test.each([
    ["POST", "/api/clients", "text/plain"],
    ["POST", "/api/clients", "multipart/form-data; boundary=x"],
    ["PUT", "/api/clients/1", "application/x-www-form-urlencoded"],
    ["DELETE", "/api/clients/1", "text/plain"],
    ["POST", "/api/clients", "application/jsonp"],
  ])("%s %s with %p is a 415", async (method, path, type) => {
    const env = await createTestEnv();
    const res = await send(env, method, path, { "content-type": type }, JSON.stringify(CLIENT));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(UNSUPPORTED);
  });

  test("a body with no Content-Type at all is a 415", async () => {
    const env = await createTestEnv();
    const res = await send(env, "POST", "/api/clients", {}, new Blob([JSON.stringify(CLIENT)]));
    expect(res.status).toBe(415);
  });

  test("a cross-site text/plain form post to login is refused before any password is checked", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/login", '{"username":"anna","password":"x"}', { "content-type": "text/plain" });
    expect(res.status).toBe(415);
  });

  test.each(["application/json", "application/json; charset=utf-8", "application/json;charset=UTF-8"])("%p is JSON", async (type) => {
    const env = await createTestEnv();
    const res = await send(env, "POST", "/api/clients", { "content-type": type }, JSON.stringify(CLIENT));
    expect(res.status).toBe(201);
  });

  test("writes without a body need no Content-Type: logout and the trigger button keep working", async () => {
    const env = await createTestEnv();
    const trigger = await send(env, "POST", "/api/recurring-reminders/service/trigger", {});
    expect(trigger.status).toBe(200);
    const empty = await send(env, "POST", "/api/recurring-reminders/service/trigger", { "content-type": "text/plain", "content-length": "0" });
    expect(empty.status).toBe(200);
    expect((await send(env, "POST", "/api/auth/logout", {})).status).toBe(200);
  });

  test("over a real socket: a form post is a 415, a bodyless logout is a 200", async () => {
    const env = await createTestEnv();
    const { origin: base } = serve(env.app);
    const auth = { Authorization: `Bearer ${env.token}` };
    const form = await fetch(`${base}/api/clients`, { method: "POST", headers: auth, body: new URLSearchParams(CLIENT) });
    expect(form.status).toBe(415);
    const chunked = await fetch(`${base}/api/clients`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/plain" },
      body: new Blob([JSON.stringify(CLIENT)]).stream(),
    });
    expect(chunked.status).toBe(415);
    const json = await fetch(`${base}/api/clients`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(CLIENT),
    });
    expect(json.status).toBe(201);
    expect((await fetch(`${base}/api/auth/logout`, { method: "POST", headers: auth })).status).toBe(200);
  });
});

describe("/api is the API's, never the web page", () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-web-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Salone</title>");
  const web = { "/index.html": join(dir, "index.html") };

  test.each(["/api", "/api/", "/api/non-esiste"])("GET %p answers a JSON 404, signed in", async (path) => {
    for (const env of [await createTestEnv({ web }), await createTestEnv()]) {
      const res = await env.call("GET", path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ message: "Risorsa non trovata", code: "not_found" });
    }
  });

  test("anonymous, /api is a JSON 401 like every API path", async () => {
    const env = await createTestEnv({ web });
    const res = await env.anonymous("GET", "/api");
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });

  test("paths that merely start with the letters stay the web page", async () => {
    const env = await createTestEnv({ web });
    for (const path of ["/apiario", "/calendar", "/"]) {
      const res = await env.call("GET", path);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });
});

describe("text fields refuse control characters", () => {
  test.each([
    ["firstName", { ...CLIENT, firstName: "Ma\u0000ria" }],
    ["lastName", { ...CLIENT, lastName: "Rossi\u001b[2J" }],
    ["notes", { ...CLIENT, notes: "allergia\u0000" }],
    ["email", { ...CLIENT, email: "maria\u0007@example.it" }],
  ])("a client with a control character in %p is a 400 naming the field", async (field, body) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/clients", body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: CONTROL_CHARACTERS });
  });

  test("accents, emoji and line breaks in notes are kept as typed", async () => {
    const env = await createTestEnv();
    const body = { ...CLIENT, firstName: "Zoë", lastName: "D'Àngelo 💇‍♀️", notes: "Riga 1\nRiga 2\tcon tab\r\n🌸" };
    const res = await env.json("POST", "/api/clients", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: "Zoë", lastName: "D'Àngelo 💇‍♀️", notes: body.notes });
  });

  test("a username with a control character is a 400, not a login attempt", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/login", { username: "anna\u0000", password: "x" });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ username: CONTROL_CHARACTERS });
  });
});
