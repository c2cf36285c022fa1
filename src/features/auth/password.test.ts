import { expect, test } from "bun:test";
import { hashPassword, verifyPassword } from "./password";

test("passwords are hashed with argon2id and verified", async () => {
  const hash = await hashPassword("Segreta-123");
  expect(hash.startsWith("$argon2id$")).toBe(true);
  expect(hash).toContain("m=19456,t=2");
  expect(hash).not.toContain("Segreta-123");
  expect(await verifyPassword("Segreta-123", hash)).toBe(true);
  expect(await verifyPassword("segreta-123", hash)).toBe(false);
});

test("a corrupt hash verifies as false instead of throwing", async () => {
  expect(await verifyPassword("x", "not-a-hash")).toBe(false);
});
