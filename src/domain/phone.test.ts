import { describe, expect, test } from "bun:test";
import { formatPhone, formatPhoneInput, isValidPhone, normalizePhone, telHref } from "./phone";

describe("normalizePhone", () => {
  test.each<[string, string]>([
    ["3331234567", "3331234567"],
    ["333 123 4567", "3331234567"],
    ["+39 333 123 4567", "3331234567"],
    ["+393331234567", "3331234567"],
    ["0039 333 123 4567", "3331234567"],
    ["+39 06 1234 5678", "0612345678"],
    ["+39 06 123 4567", "061234567"],
    ["3921234567", "3921234567"],
    ["+39 12345678", "3912345678"],
    ["(333) 123-45.67", "3331234567"],
    ["393331234567", "3331234567"],
    ["333123456789", "3331234567"],
    ["33312345678", "3331234567"],
    ["abc", ""],
    ["", ""],
  ])("%p -> %p", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("formatPhone (display, +39 and 3-3-4)", () => {
  test.each<[string, string]>([
    ["3331234567", "+39 333 123 4567"],
    ["+39 333 123 4567", "+39 333 123 4567"],
    ["0612345678", "+39 061 234 5678"],
    ["3", "+39 3"],
    ["333", "+39 333"],
    ["3331", "+39 333 1"],
    ["333123", "+39 333 123"],
    ["3331234", "+39 333 123 4"],
    ["", ""],
  ])("%p -> %p", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe("formatPhoneInput (while typing)", () => {
  test.each<[string, string]>([
    ["", ""],
    ["33", "33"],
    ["333", "333"],
    ["3331", "333 1"],
    ["333 1234", "333 123 4"],
    ["3331234567", "333 123 4567"],
    ["33312345678", "333 123 4567"],
    ["333x12", "333 12"],
  ])("%p -> %p", (input, expected) => {
    expect(formatPhoneInput(input)).toBe(expected);
  });
});

describe("isValidPhone", () => {
  test.each<[string, boolean]>([
    ["3331234567", true],
    ["333 123 4567", true],
    ["+39 333 123 4567", true],
    ["123456", true],
    ["12345", false],
    ["", false],
    ["33312345678", false],
    ["333-abc-4567", false],
  ])("%p -> %p", (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

test.each([
  ["3331234567", "tel:+393331234567"],
  ["333 123 4567", "tel:+393331234567"],
  ["+39 333 123 4567", "tel:+393331234567"],
  ["06 1234 5678", "tel:+390612345678"],
])("telHref(%p) -> %p", (input, expected) => {
  expect(telHref(input)).toBe(expected);
});
