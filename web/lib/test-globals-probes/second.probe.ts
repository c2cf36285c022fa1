// Run by test-globals.test.ts in a child `bun test`, after another file: what one test replaces
// is back before the next test, whichever file first imported the helpers.
import { expect, test } from "bun:test";
import { fakeApi } from "../fake-api";
import { stubGlobal } from "../test-globals";

const realFetch = globalThis.fetch;
const realPrint = window.print;

test("replaces fetch and window.print", () => {
  fakeApi(() => undefined);
  stubGlobal(window, "print", () => {});
  expect(globalThis.fetch).not.toBe(realFetch);
  expect(window.print).not.toBe(realPrint);
});

test("the next test has the real ones", () => {
  expect(globalThis.fetch).toBe(realFetch);
  expect(window.print).toBe(realPrint);
});
