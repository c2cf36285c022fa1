import { expect, test } from "bun:test";
import { isValidVatNumber, normalizeVatNumber } from "./vat-number";

test.each([
  ["00743110157", true],
  ["IT00743110157", true],
  ["it 007 431 10157", true],
  ["00743110158", false], // wrong check digit
  ["0074311015", false], // 10 digits
  ["007431101570", false],
  ["DE00743110157", false],
  ["", false],
])("%p valid: %p", (input, valid) => {
  expect(isValidVatNumber(input)).toBe(valid);
});

test("stored as the 11 digits", () => {
  expect(normalizeVatNumber(" IT 00743110157 ")).toBe("00743110157");
});
