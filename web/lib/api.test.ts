import { afterEach, describe, expect, mock, spyOn, test } from "bun:test";
import { join } from "node:path";
import * as v from "valibot";
import { ClientResponseSchema } from "../../src/domain/schemas/clients";
import { api, apiGet, checkResponse, onUnauthorized, ResponseShapeError } from "./api";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(body: unknown, status = 200) {
  globalThis.fetch = mock(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

const GIULIA = { id: 1, firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };

describe("answers are checked against their schema outside production", () => {
  test("a matching answer comes back as the very object the server sent", async () => {
    const extra = { ...GIULIA, createdAt: "2026-01-01" };
    answer([extra]);
    const clients = await apiGet("/api/clients", v.array(ClientResponseSchema));
    expect(clients).toEqual([extra]);
  });

  test("a missing field fails loudly, naming the request and the field", async () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    const { phone: _dropped, ...withoutPhone } = GIULIA;
    answer([GIULIA, withoutPhone]);
    const failure = apiGet("/api/clients", v.array(ClientResponseSchema));
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow("GET /api/clients non conforme allo schema: 1.phone");
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  test("a field of the wrong type in a mutation's answer fails too", async () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    answer({ ...GIULIA, id: "1" }, 201);
    await expect(api("POST", "/api/clients", ClientResponseSchema, GIULIA)).rejects.toThrow("POST /api/clients non conforme allo schema: id");
    quiet.mockRestore();
  });

  test("an error status is still an ApiError with the server's message, not a shape error", async () => {
    answer({ message: "Cliente non trovato", code: "not_found" }, 404);
    await expect(apiGet("/api/clients/9/summary", ClientResponseSchema)).rejects.toThrow("404: ");
  });

  test("the production build skips the check and trusts the answer", async () => {
    // NODE_ENV is read when the module loads, as in the bundle where the build defines it.
    const script = `
      import * as v from "valibot";
      import { checkResponse } from ${JSON.stringify(join(import.meta.dir, "api.ts"))};
      console.log(JSON.stringify(checkResponse(v.object({ id: v.number() }), { id: "x" }, "GET /x")));
    `;
    const run = Bun.spawnSync([process.execPath, "-e", script], { env: { ...process.env, NODE_ENV: "production" }, cwd: join(import.meta.dir, "../..") });
    expect(run.stderr.toString()).toBe("");
    expect(run.stdout.toString().trim()).toBe('{"id":"x"}');
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    expect(() => checkResponse(v.object({ id: v.number() }), { id: "x" }, "GET /x")).toThrow(ResponseShapeError);
    quiet.mockRestore();
  });
});

describe("a session ended elsewhere", () => {
  test("a 401 on a signed-in call tells the listeners; a wrong password at a credential check does not", async () => {
    let told = 0;
    const stop = onUnauthorized(() => told++);
    answer({ message: "Non autenticato" }, 401);
    await expect(apiGet("/api/clients", v.array(ClientResponseSchema))).rejects.toThrow("401");
    expect(told).toBe(1);
    await expect(api("POST", "/api/auth/password", v.unknown(), { currentPassword: "x", newPassword: "yyyyyyyy" })).rejects.toThrow("401");
    await expect(api("POST", "/api/auth/login", v.unknown(), { username: "a", password: "b" })).rejects.toThrow("401");
    expect(told).toBe(1);
    stop();
    await expect(apiGet("/api/clients", v.array(ClientResponseSchema))).rejects.toThrow("401");
    expect(told).toBe(1);
  });
});
