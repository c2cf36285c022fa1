import { expect, test } from "bun:test";
import { money, percent, signedCount, signedMoney, signedPercent, signedPoints } from "./report-format";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

test("money groups every thousand; percentages have a comma and a space before %", () => {
  expect(plain(money(123450))).toBe("1.234,50 €");
  expect(plain(money(5))).toBe("0,05 €");
  expect(plain(money(123456789))).toBe("1.234.567,89 €");
  expect(plain(percent(0.125))).toBe("12,5 %");
  expect(plain(percent(1))).toBe("100,0 %");
});

test("changes carry their sign; zero has none", () => {
  expect(plain(signedMoney(1250))).toBe("+12,50 €");
  expect(plain(signedMoney(-300))).toBe("-3,00 €");
  expect(plain(signedMoney(0))).toBe("0,00 €");
  expect(plain(signedPercent(0.125))).toBe("+12,5 %");
  expect(plain(signedPercent(-0.03))).toBe("-3,0 %");
  expect(signedPoints(0.02)).toBe("+2,0 punti");
  expect(signedCount(-1200)).toBe("-1.200");
});
