import { describe, expect, test } from "bun:test";
import {
  cutText, documentNumber, euros, lineGrossCents, parseEuros, parsePrinterDate, parsePrinterTime, parseQuantity, printableText,
  quantityText, referenceDate,
} from "./format.ts";
import { escapeXml, parseXml, XmlError } from "./xml.ts";

describe("amounts and quantities", () => {
  test("euros with a decimal comma, no thousands separator", () => {
    expect(euros(1250)).toBe("12,50");
    expect(euros(5)).toBe("0,05");
    expect(euros(123456)).toBe("1234,56");
    expect(parseEuros("12,50")).toBe(1250);
    expect(parseEuros("12.5")).toBe(1250);
    expect(parseEuros("12")).toBe(1200);
    expect(parseEuros("12,505")).toBeNull();
    expect(parseEuros("")).toBeNull();
  });

  test("quantities up to three decimals", () => {
    expect(quantityText(2)).toBe("2");
    expect(quantityText(1.5)).toBe("1,5");
    expect(quantityText(0.1 + 0.2)).toBe("0,3");
    expect(parseQuantity("1,500")).toBe(1.5);
    expect(parseQuantity("-1")).toBeNull();
  });

  test("a line's gross amount rounds half up to the cent", () => {
    expect(lineGrossCents(3, 333)).toBe(999);
    expect(lineGrossCents(1.5, 333)).toBe(500); // 499.5 → 500
    expect(lineGrossCents(0.333, 1000)).toBe(333);
  });
});

describe("printable text", () => {
  test("keeps the Italian accented vowels and the euro sign, folds the rest", () => {
    expect(printableText("Città più è É € 10°")).toBe("Città più è É € 10°");
    expect(printableText("Crème brûlée ñ Ç ß")).toBe("Crème brulée n C ss");
    expect(printableText("“Lisa” – taglio…")).toBe('"Lisa" - taglio...');
    expect(printableText("a\tb\nc  d")).toBe("a b c d");
    expect(printableText("emoji 💇 ok")).toBe("emoji ok");
    // An accent written as a combining mark is recomposed and kept.
    expect(printableText("pie\u0300")).toBe("piè");
  });

  test("cut counts characters, not bytes", () => {
    expect(cutText("è".repeat(50), 38)).toBe("è".repeat(38));
    expect(cutText("Taglio donna capelli lunghi e trattamento", 38)).toBe("Taglio donna capelli lunghi e trattame");
    expect(cutText("Parola finale ", 38)).toBe("Parola finale");
  });
});

describe("dates and numbers", () => {
  test("reference date, printer dates and times", () => {
    expect(referenceDate("2026-03-01")).toBe("01032026");
    expect(parsePrinterDate("1/3/2026")).toBe("2026-03-01");
    expect(parsePrinterDate("25-11-2026")).toBe("2026-11-25");
    expect(parsePrinterDate("2026-11-25")).toBeNull();
    expect(parsePrinterTime("9:05")).toBe("09:05");
    expect(parsePrinterTime("23:59:59")).toBe("23:59");
    expect(documentNumber(42, 7)).toBe("0042-0007");
  });
});

describe("xml", () => {
  test("escapes the five special characters and reads them back", () => {
    const value = `a&b<c>"d"'e'`;
    expect(escapeXml(value)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
    expect(parseXml(`<x v="${escapeXml(value)}">${escapeXml(value)}</x>`)).toMatchObject({ attrs: { v: value }, text: value });
    expect(parseXml("<x v=\"&#232;&#xE0;\"/>").attrs.v).toBe("èà");
  });

  test("malformed documents are refused", () => {
    for (const bad of ["<a>", "<a></b>", "<a x='1' x='2'/>", "<a>&nope;</a>", "<a/><b/>", "<!DOCTYPE a><a/>", "<a x=1/>", "", "<a>&amp</a>"]) {
      expect(() => parseXml(bad)).toThrow(XmlError);
    }
  });
});
