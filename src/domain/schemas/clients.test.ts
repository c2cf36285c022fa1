import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { fieldErrors } from "../validation";
import { ClientSchema, PHONE_DIGITS_ONLY, PHONE_LENGTH, PHONE_REQUIRED } from "./clients";
import { StylistSchema } from "./stylists";

const client = { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" };

describe("client phone", () => {
  test.each<[string, string]>([
    ["3331234567", "+393331234567"],
    ["333 123 4567", "+393331234567"],
    ["+39 333 123 4567", "+393331234567"],
    ["0039 333 123 4567", "+393331234567"],
    ["06 1234 5678", "+390612345678"],
    ["(333) 123-45.67", "+393331234567"],
    ["123456", "+39123456"],
  ])("%p is stored as %p", (phone, stored) => {
    expect(v.parse(ClientSchema, { ...client, phone }).phone).toBe(stored);
  });

  test.each<[string, string]>([
    ["", PHONE_REQUIRED],
    ["   ", PHONE_REQUIRED],
    ["333 abc 4567", PHONE_DIGITS_ONLY],
    ["tre", PHONE_DIGITS_ONLY],
    ["12345", PHONE_LENGTH],
    ["33312345678", PHONE_LENGTH],
  ])("%p is refused: %p", (phone, message) => {
    const result = v.safeParse(ClientSchema, { ...client, phone });
    expect(result.success ? null : fieldErrors(result.issues)).toEqual({ phone: message });
  });
});

describe("email: valid or empty", () => {
  test.each<[string, boolean]>([
    ["", true],
    ["giulia@example.it", true],
    [" giulia@example.it ", true],
    ["giulia.rossi+salone@mail.example.com", true],
    ["giulia", false],
    ["giulia@", false],
    ["@example.it", false],
    ["giulia@example", false],
    ["giu lia@example.it", false],
  ])("%p valid: %p", (email, ok) => {
    const result = v.safeParse(ClientSchema, { ...client, email });
    expect(result.success).toBe(ok);
    if (!result.success) expect(fieldErrors(result.issues)).toEqual({ email: "Email non valida" });
    expect(v.safeParse(StylistSchema, { name: "Marco", email }).success).toBe(ok);
  });
});

test("stylist phone is optional but, when given, a real number", () => {
  expect(v.parse(StylistSchema, { name: "Marco" })).toEqual({ name: "Marco", phone: "", email: "" });
  expect(v.parse(StylistSchema, { name: "Marco", phone: " +39 333 987 6543 " }).phone).toBe("+393339876543");
  const letters = v.safeParse(StylistSchema, { name: "Marco", phone: "abc" });
  expect(letters.success ? null : fieldErrors(letters.issues)).toEqual({ phone: PHONE_DIGITS_ONLY });
});
