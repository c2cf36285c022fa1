import { describe, expect, test } from "bun:test";
import { createTestEnv } from "../../test/test-app";
import { REPORTS_PER_MINUTE, TOO_MANY_REPORTS } from "./routes";

const REPORT = { message: 'Invalid calendar day: ""', stack: "RangeError: Invalid calendar day\n    at parseDay (time.ts:59)", path: "/calendar" };
const warnings = (logs: string[]) => logs.map((l) => JSON.parse(l)).filter((l) => l.msg === "client error");

describe("POST /api/client-errors", () => {
  test("a report is logged as one JSON warn line with the user id, and answered 204", async () => {
    const env = await createTestEnv();
    const res = await env.call("POST", "/api/client-errors", REPORT);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const [line, ...rest] = warnings(env.logs);
    expect(rest).toEqual([]);
    expect(line).toEqual({ level: "warn", msg: "client error", userId: expect.any(Number), ...REPORT });
    expect(env.logs.filter((l) => l.includes("client error")).every((l) => !l.includes("\n"))).toBe(true);
  });

  test("line breaks and control characters in a report stay escaped inside its one log line", async () => {
    const env = await createTestEnv();
    const message = "riga uno\nriga due \u001b[31m rossa\u0000";
    expect((await env.call("POST", "/api/client-errors", { ...REPORT, message })).status).toBe(204);
    const lines = env.logs.filter((l) => l.includes("client error"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\u0000-\u001f]/);
    expect(JSON.parse(lines[0]!).message).toBe(message);
  });

  test("the query and hash are cut from the path, and keys beyond message, stack and path never reach the log", async () => {
    const env = await createTestEnv();
    const res = await env.call("POST", "/api/client-errors", {
      ...REPORT,
      path: "/clients?search=Giulia%20Rossi#top",
      phone: "3331234567",
      formValues: { name: "Giulia Rossi" },
    });
    expect(res.status).toBe(204);
    const [line] = warnings(env.logs);
    expect(line.path).toBe("/clients");
    expect(Object.keys(line).sort()).toEqual(["level", "message", "msg", "path", "stack", "userId"]);
    expect(JSON.stringify(env.logs)).not.toContain("Giulia");
    expect(JSON.stringify(env.logs)).not.toContain("3331234567");
  });

  test.each([
    ["no message", { path: "/" }, "message", "Messaggio dell'errore richiesto"],
    ["a blank message", { message: "   ", path: "/" }, "message", "Messaggio dell'errore richiesto"],
    ["a message over 500 characters", { message: "m".repeat(501), path: "/" }, "message", "Messaggio troppo lungo (massimo 500 caratteri)"],
    ["a stack over 4,000 characters", { message: "x", stack: "s".repeat(4001), path: "/" }, "stack", "Stack troppo lungo (massimo 4000 caratteri)"],
    ["a path over 200 characters", { message: "x", path: `/${"p".repeat(200)}` }, "path", expect.stringContaining("Percorso non valido")],
    ["a path that is a full address", { message: "x", path: "https://example.com/" }, "path", expect.stringContaining("Percorso non valido")],
    ["a number as message", { message: 42, path: "/" }, "message", "Messaggio dell'errore richiesto"],
    ["no path", { message: "x" }, "path", expect.stringContaining("Percorso non valido")],
  ])("%s is a 400 with the field's Italian message, and nothing is logged", async (_label, body, field, message) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/client-errors", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation", fields: { [field]: message } });
    expect(warnings(env.logs)).toEqual([]);
  });

  test("the caps themselves are accepted", async () => {
    const env = await createTestEnv();
    const res = await env.call("POST", "/api/client-errors", { message: "m".repeat(500), stack: "s".repeat(4000), path: `/${"p".repeat(199)}` });
    expect(res.status).toBe(204);
  });

  test("a body that is not an object is a 400, never a 500", async () => {
    const env = await createTestEnv();
    for (const body of ["[1,2]", "null", '"testo"']) {
      const res = await env.call("POST", "/api/client-errors", body, { "content-type": "application/json" });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });

  test(`over ${REPORTS_PER_MINUTE} reports a minute a user gets 429 until the minute has passed`, async () => {
    const env = await createTestEnv();
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 2; i++) statuses.push((await env.call("POST", "/api/client-errors", REPORT)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(REPORTS_PER_MINUTE);
    expect(statuses.slice(REPORTS_PER_MINUTE)).toEqual([429, 429]);
    const refused = await env.json("POST", "/api/client-errors", REPORT);
    expect(refused).toEqual({ status: 429, body: { message: TOO_MANY_REPORTS, code: "too_many_reports" } });
    expect(warnings(env.logs)).toHaveLength(REPORTS_PER_MINUTE);

    env.clock.advance(60_000);
    expect((await env.call("POST", "/api/client-errors", REPORT)).status).toBe(204);
  });

  test("without a session the report is refused with 401 and not logged", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/client-errors", REPORT);
    expect(res.status).toBe(401);
    expect(warnings(env.logs)).toEqual([]);
  });
});
