// The server's stand-in for component tests: fetch answers from a route function until the test
// ends (then the real fetch is back: stubGlobal's originals are restored by the preload after every
// test of every file). One implementation for every screen and dialog test.
import { stubGlobal } from "./test-globals";

export type FakeCall = { method: string; path: string; body: any };
export type FakeAnswer = { status: number; body?: unknown; text?: string; contentType?: string } | "network-error";
export type FakeRoute = (call: FakeCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

export const NOT_FOUND: FakeAnswer = { status: 404, body: { message: "Risorsa non trovata", code: "not_found" } };

const realFetch = globalThis.fetch;
/** Puts the real fetch back within a test (done after every test anyway). */
export const restoreFetch = () => {
  globalThis.fetch = realFetch;
};

/** Replaces fetch: each call is recorded and answered by `route` (404 when it has no answer). */
export function fakeApi(route: FakeRoute): FakeCall[] {
  const calls: FakeCall[] = [];
  stubGlobal(globalThis, "fetch", (async (url: string | URL | Request, init?: RequestInit) => {
    const call: FakeCall = { method: init?.method ?? "GET", path: String(url), body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = (await route(call)) ?? NOT_FOUND;
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(answer.text ?? JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": answer.contentType ?? "application/json" },
    });
  }) as typeof fetch);
  return calls;
}

/** A route answering the calls in turn with `answers`, then `otherwise` for every later call. */
export const inTurn =
  (answers: FakeAnswer[], otherwise: FakeAnswer): FakeRoute =>
  () =>
    answers.shift() ?? otherwise;
