import { describe, expect, test } from "bun:test";
import { formatPhone, formatPhoneInput, isValidPhone, normalizePhone, phoneFromWhatsApp, phoneSearchDigits, phoneToWhatsApp, telHref } from "./phone";

describe("normalizePhone (stored as E.164, +39 by default)", () => {
  test.each<[string, string]>([
    ["3331234567", "+393331234567"],
    ["333 123 4567", "+393331234567"],
    ["+39 333 123 4567", "+393331234567"],
    ["+393331234567", "+393331234567"],
    ["0039 333 123 4567", "+393331234567"],
    ["+39 06 1234 5678", "+390612345678"],
    ["+39 06 123 4567", "+39061234567"],
    ["3921234567", "+393921234567"],
    ["+39 12345678", "+3912345678"],
    ["(333) 123-45.67", "+393331234567"],
    ["393331234567", "+393331234567"],
    ["333123456789", "+393331234567"],
    ["33312345678", "+393331234567"],
    ["+34 612 345 670", "+34612345670"],
    ["0034612345670", "+34612345670"],
    ["+1 (202) 555-0143", "+12025550143"],
    ["+351 912 345 678", "+351912345678"],
    ["+44 7911 123456 7777 88", "+447911123456777"],
    ["abc", ""],
    ["+", ""],
    ["", ""],
  ])("%p -> %p", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  test("a Spanish number is not an Italian one with its last ten digits", () => {
    expect(normalizePhone("+34 612 345 670")).not.toBe(normalizePhone("346 123 4567"));
    expect(phoneFromWhatsApp("34612345670")).not.toBe(normalizePhone("3461234567"));
  });
});

describe("formatPhone (display)", () => {
  test.each<[string, string]>([
    ["+393331234567", "+39 333 123 4567"],
    ["3331234567", "+39 333 123 4567"],
    ["+39 333 123 4567", "+39 333 123 4567"],
    ["+390612345678", "+39 061 234 5678"],
    ["3", "+39 3"],
    ["333", "+39 333"],
    ["3331", "+39 333 1"],
    ["333123", "+39 333 123"],
    ["3331234", "+39 333 123 4"],
    ["+34612345670", "+34 612 345 670"],
    ["+12025550143", "+1 202 555 0143"],
    ["+351912345678", "+351 912 345 678"],
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
    ["+393331234567", "333 123 4567"],
    ["+", "+"],
    ["+3", "+3"],
    ["+34", "+34"],
    ["+346", "+34 6"],
    ["+34612345670", "+34 612 345 670"],
  ])("%p -> %p", (input, expected) => {
    expect(formatPhoneInput(input)).toBe(expected);
  });
});

describe("isValidPhone", () => {
  test.each<[string, boolean]>([
    ["3331234567", true],
    ["333 123 4567", true],
    ["+39 333 123 4567", true],
    ["+393331234567", true],
    ["123456", true],
    ["12345", false],
    ["", false],
    ["33312345678", false],
    ["333-abc-4567", false],
    ["+34 612 345 670", true],
    ["0034 612 345 670", true],
    ["+34 612", false],
    ["+44 7911 1234 5678 9012", false],
    ["+39 333 123 456 789", false],
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

describe("WhatsApp ids, search and links", () => {
  test.each<[string, string]>([
    ["393331234567", "+393331234567"],
    ["34612345670", "+34612345670"],
    ["", ""],
  ])("from WhatsApp %p -> %p", (waId, expected) => {
    expect(phoneFromWhatsApp(waId)).toBe(expected);
  });

  test("to WhatsApp, search digits and tel: links", () => {
    expect(phoneToWhatsApp("+393331234567")).toBe("393331234567");
    expect(phoneToWhatsApp("+34612345670")).toBe("34612345670");
    expect(phoneSearchDigits("+393331234567")).toBe("3331234567");
    expect(phoneSearchDigits("+34612345670")).toBe("34612345670");
    expect(telHref("+393331234567")).toBe("tel:+393331234567");
  });
});
