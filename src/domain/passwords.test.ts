import { expect, test } from "bun:test";
import { generatePassword } from "./passwords";

test("a generated password is four groups of five readable characters", () => {
  const password = generatePassword();
  expect(password).toMatch(/^[2-9a-hjkmnp-z]{5}(-[2-9a-hjkmnp-z]{5}){3}$/);
  expect(password.length).toBeGreaterThanOrEqual(16);
});

test("passwords differ from one call to the next", () => {
  const seen = new Set(Array.from({ length: 200 }, () => generatePassword()));
  expect(seen.size).toBe(200);
});

test("bytes that would bias the choice are skipped, not folded in", () => {
  // 248..255 are above the largest multiple of 31; only the 7s (→ "9") may be used.
  const password = generatePassword((bytes) => bytes.map((_, i) => (i % 2 ? 255 : 7)));
  expect(password).toBe("99999-99999-99999-99999");
});
