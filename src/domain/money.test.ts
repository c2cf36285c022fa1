import { describe, expect, test } from "bun:test";
import { centsToEuroInput, formatCents, parseEuroToCents } from "./money";

describe("parseEuroToCents", () => {
  test.each<[string, number | null]>([
    ["35", 3500],
    ["35,5", 3550],
    ["35,50", 3550],
    ["35.50", 3550],
    ["35.5", 3550],
    ["0,99", 99],
    ["0,29", 29],
    ["0", 0],
    ["007", 700],
    [" 12 ", 1200],
    ["1.234,50", 123450],
    ["1.234.567,00", 123456700],
    ["1234", 123400],
    ["9999999,99", 999999999],
    ["", null],
    ["   ", null],
    ["abc", null],
    ["-1", null],
    ["+1", null],
    ["3,555", null],
    ["3.555", null],
    ["1.234", null],
    ["1e3", null],
    ["35,", null],
    [",50", null],
    ["1,234.50", null],
    ["12.34.56", null],
    ["35 €", null],
    ["10000000", null],
  ])("%p -> %p", (input, expected) => {
    expect(parseEuroToCents(input)).toBe(expected);
  });
});

describe("formatCents", () => {
  test.each<[number, string]>([
    [3500, "35,00 €"],
    [3550, "35,50 €"],
    [99, "0,99 €"],
    [0, "0,00 €"],
    [123450, "1234,50 €"],
    [1234567, "12.345,67 €"],
  ])("%p -> %p", (cents, expected) => {
    expect(formatCents(cents).replaceAll("\u00a0", " ")).toBe(expected);
  });

  test("the space before € is whatever Intl uses (a no-break space in ICU)", () => {
    expect(formatCents(3500)).toBe(new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(35));
  });
});

describe("centsToEuroInput", () => {
  test.each<[number, string]>([
    [3500, "35,00"],
    [3550, "35,50"],
    [99, "0,99"],
    [5, "0,05"],
    [0, "0,00"],
    [123450, "1234,50"],
  ])("%p -> %p", (cents, expected) => {
    expect(centsToEuroInput(cents)).toBe(expected);
  });

  test.each([0, 5, 99, 3550, 123450, 999999999])("round-trips %p cents through the input", (cents) => {
    expect(parseEuroToCents(centsToEuroInput(cents))).toBe(cents);
  });
});
