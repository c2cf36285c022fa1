import { afterEach, beforeEach, expect, spyOn, test } from "bun:test";
import { openDatabase } from "../db/client";
import { runCli } from "./cli";
import { createAuthService } from "./features/auth/service";
import { testClock } from "./test/test-app";

let errors: string[] = [];
let spy: ReturnType<typeof spyOn>;
beforeEach(() => {
  errors = [];
  spy = spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.join(" ")));
});
afterEach(() => spy.mockRestore());

const auth = () => createAuthService(openDatabase(":memory:"), testClock());
const base = ["user", "add", "--username", "giulia", "--first-name", "Giulia", "--last-name", "Bianchi"];

test.each([
  [["--role", "admin"], "--role deve essere uno tra: owner, reception, stylist"],
  [["--role", "stylist"], "--stylist-id è richiesto per il ruolo stylist (un numero)"],
  [["--role", "stylist", "--stylist-id", "abc"], "--stylist-id è richiesto per il ruolo stylist (un numero)"],
])("user add %p is refused before any password is asked", async (extra, message) => {
  expect(await runCli([...base, ...extra], auth())).toBe(2);
  expect(errors.join("\n")).toContain(message);
});

test("a name with a right-to-left override is refused", async () => {
  const args = ["user", "add", "--username", "giulia", "--first-name", "\u202Eevil", "--last-name", "Bianchi"];
  expect(await runCli(args, auth())).toBe(2);
  expect(errors.join("\n")).toContain("--first-name: Contiene caratteri invisibili o che cambiano la direzione del testo");
});

test("the usage names the three roles", async () => {
  expect(await runCli([], auth())).toBe(2);
  expect(errors.join("\n")).toContain("[--role owner|reception|stylist] [--stylist-id N]");
});
