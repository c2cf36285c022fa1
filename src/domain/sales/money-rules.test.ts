import { describe, expect, test } from "bun:test";
import { allocate, discountCents, euros, refundPart, roundDiv, saleTotals, settle, TotalsError, vatOf } from "./money-rules";

describe("roundDiv rounds half up", () => {
  test.each([
    [0, 3, 0],
    [1, 3, 0],
    [2, 4, 1],
    [5, 2, 3],
    [7, 2, 4],
    [4, 3, 1],
    [5, 3, 2],
  ])("%i / %i → %i", (n, d, expected) => expect(roundDiv(n, d)).toBe(expected));
});

describe("VAT taken out of a price that includes it", () => {
  test.each([
    // gross, rate, vat
    [1220, 22, 220],
    [1000, 22, 180],
    [1000, 10, 91],
    [1000, 5, 48],
    [1000, 4, 38],
    [1000, 0, 0],
    [1, 22, 0],
    [3, 22, 1],
    [61, 22, 11],
    [13, 4, 1], // 0,5 cent exactly: half-up
    [39, 4, 2], // 1,5 cents exactly: half-up
    [12, 4, 0], // 0,46
    [9999, 22, 1803], // 1803,11
    [0, 22, 0],
  ])("%i cents at %i %% → VAT %i", (gross, rate, vat) => expect(vatOf(gross, rate)).toBe(vat));
});

describe("a discount in € or % (rounded half-up)", () => {
  test.each([
    [2500, { cents: 300 }, 300],
    [2500, { percent: 10 }, 250],
    [2505, { percent: 10 }, 251], // 250,5 → 251
    [2504, { percent: 10 }, 250], // 250,4 → 250
    [999, { percent: 100 }, 999],
    [999, { percent: 0 }, 0],
    [999, undefined, 0],
  ])("%i with %o → %i", (base, discount, expected) => expect(discountCents(base, discount)).toBe(expected));
});

describe("largest-remainder allocation adds up exactly", () => {
  test.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [3000, 2000, 1000], [500, 333, 167]],
    [1, [500, 500], [1, 0]], // tie: the earlier line
    [100, [999, 1], [100, 0]],
    [0, [10, 20], [0, 0]],
    [0, [0, 0], [0, 0]],
    [7, [0, 5, 0], [0, 7, 0]],
    [2999, [1234, 5678, 91], [528, 2432, 39]], // 528,45 · 2431,58 · 38,97,
  ])("%i over %o → %o", (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  test("a non-zero total over nothing is refused", () => expect(() => allocate(5, [0, 0])).toThrow(RangeError));
});

describe("sale totals", () => {
  test("lines with their own discounts, no discount on the total", () => {
    const t = saleTotals([
      { quantity: 2, unitPriceCents: 1250, vatRatePercent: 22, discount: { percent: 10 } },
      { quantity: 1, unitPriceCents: 4500, vatRatePercent: 22, discount: { cents: 500 } },
    ]);
    expect(t.lines.map((l) => [l.grossCents, l.lineDiscountCents, l.amountCents, l.netCents])).toEqual([
      [2500, 250, 2250, 2250],
      [4500, 500, 4000, 4000],
    ]);
    expect(t.totalCents).toBe(6250);
    // 2250 → 406 (405,74), 4000 → 721 (721,31): summed per rate.
    expect(t.vat).toEqual([{ ratePercent: 22, taxableCents: 6250 - 1127, vatCents: 1127 }]);
  });

  test("a 10 % discount on the total spread over 22, 10 and 4 %", () => {
    const t = saleTotals(
      [
        { quantity: 1, unitPriceCents: 5000, vatRatePercent: 22 },
        { quantity: 1, unitPriceCents: 3000, vatRatePercent: 10 },
        { quantity: 2, unitPriceCents: 1000, vatRatePercent: 4 },
      ],
      { percent: 10 },
    );
    expect(t.subtotalCents).toBe(10000);
    expect(t.totalDiscountCents).toBe(1000);
    expect(t.lines.map((l) => l.totalDiscountShareCents)).toEqual([500, 300, 200]);
    expect(t.lines.map((l) => l.netCents)).toEqual([4500, 2700, 1800]);
    expect(t.vat).toEqual([
      { ratePercent: 22, taxableCents: 3689, vatCents: 811 },
      { ratePercent: 10, taxableCents: 2455, vatCents: 245 },
      { ratePercent: 4, taxableCents: 1731, vatCents: 69 },
    ]);
    expect(t.totalCents).toBe(9000);
  });

  test("an odd-cent discount on the total over mixed rates: every cent lands on a line", () => {
    const t = saleTotals(
      [
        { quantity: 3, unitPriceCents: 333, vatRatePercent: 22 },
        { quantity: 1, unitPriceCents: 1001, vatRatePercent: 5 },
        { quantity: 1, unitPriceCents: 7, vatRatePercent: 0 },
      ],
      { cents: 101 },
    );
    // Amounts 999, 1001, 7 (2007): exact shares 50,27 / 50,37 / 0,35 → 50, 50, 0 + one cent to the largest remainder (0,37).
    expect(t.lines.map((l) => l.totalDiscountShareCents)).toEqual([50, 51, 0]);
    expect(t.totalCents).toBe(2007 - 101);
    expect(t.vat).toEqual([
      { ratePercent: 22, taxableCents: 949 - 171, vatCents: 171 },
      { ratePercent: 5, taxableCents: 950 - 45, vatCents: 45 },
      { ratePercent: 0, taxableCents: 7, vatCents: 0 },
    ]);
    const sum = t.vat.reduce((a, p) => a + p.taxableCents + p.vatCents, 0);
    expect(sum).toBe(t.totalCents);
  });

  test("a 100 % discount on a line and on the total give zero, with zero VAT", () => {
    const free = saleTotals([{ quantity: 1, unitPriceCents: 3500, vatRatePercent: 22, discount: { percent: 100 } }]);
    expect(free.totalCents).toBe(0);
    expect(free.vat).toEqual([{ ratePercent: 22, taxableCents: 0, vatCents: 0 }]);
    const all = saleTotals(
      [
        { quantity: 1, unitPriceCents: 3500, vatRatePercent: 22 },
        { quantity: 1, unitPriceCents: 1299, vatRatePercent: 10 },
      ],
      { percent: 100 },
    );
    expect(all.totalCents).toBe(0);
    expect(all.lines.map((l) => l.netCents)).toEqual([0, 0]);
  });

  test.each([
    [[{ quantity: 1, unitPriceCents: 1000, vatRatePercent: 22, discount: { cents: 1001 } }], undefined, "lines.0.discountCents"],
    [[{ quantity: 1, unitPriceCents: 1000, vatRatePercent: 22 }], { cents: 1001 }, "discountCents"],
  ] as const)("a discount larger than its amount is refused (%#)", (lines, total, field) => {
    try {
      saleTotals(lines, total);
      throw new Error("accepted");
    } catch (e) {
      expect(e).toBeInstanceOf(TotalsError);
      expect((e as TotalsError).field).toBe(field);
    }
  });
});

describe("refunds give back a line's net in steps that add up", () => {
  test.each([
    // sold quantity, net, vat, steps → amounts
    [3, 1000, 180, [1, 2], [333, 667]],
    [3, 1000, 180, [1, 1, 1], [333, 334, 333]],
    [2, 999, 180, [1, 1], [500, 499]],
    [1, 4500, 811, [1], [4500]],
  ])("%i sold for %i", (quantity, netCents, vatCents, steps, amounts) => {
    let done = 0;
    let vatBack = 0;
    const got = steps.map((q) => {
      const part = refundPart({ quantity, netCents, vatCents }, done, q);
      done += q;
      vatBack += part.vatCents;
      return part.amountCents;
    });
    expect(got).toEqual(amounts);
    if (done === quantity) expect(vatBack).toBe(vatCents);
  });
});

describe("payments against the total", () => {
  test("exact payments in two methods with cash given", () => {
    expect(settle(9000, [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 4000 }], { leaveBalance: false, cashGivenCents: 6000 })).toEqual({
      balanceCents: 0,
      changeCents: 1000,
    });
  });
  test("short without a balance is refused with the amounts", () => {
    expect(() => settle(9000, [{ method: "card", amountCents: 8999 }], { leaveBalance: false })).toThrow("I pagamenti (89,99 €) non corrispondono al totale (90,00 €)");
  });
  test("more than the total is refused even with a balance", () => {
    expect(() => settle(9000, [{ method: "card", amountCents: 9001 }], { leaveBalance: true })).toThrow("superano il totale");
  });
  test("a balance left owed", () => {
    expect(settle(9000, [{ method: "cash", amountCents: 2000 }], { leaveBalance: true })).toEqual({ balanceCents: 7000, changeCents: 0 });
  });
  test("cash given below the cash paid is refused", () => {
    expect(() => settle(1000, [{ method: "cash", amountCents: 1000 }], { leaveBalance: false, cashGivenCents: 500 })).toThrow(TotalsError);
  });
  test("euros", () => expect([euros(0), euros(5), euros(123456), euros(-250)]).toEqual(["0,00 €", "0,05 €", "1234,56 €", "-2,50 €"]));
});

describe("amounts stay within what cents add up exactly", () => {
  test("a line or a sale above 999.999,99 € is refused", () => {
    const fieldOf = (run: () => unknown) => {
      try {
        run();
      } catch (e) {
        return e instanceof TotalsError ? [e.field, e.message] : e;
      }
      return null;
    };
    const over = "L'importo supera il massimo di 999.999,99 €";
    expect(fieldOf(() => saleTotals([{ quantity: 9999, unitPriceCents: 99_999_999, vatRatePercent: 22 }]))).toEqual(["lines.0.quantity", over]);
    const half = { quantity: 1, unitPriceCents: 60_000_000, vatRatePercent: 22 };
    expect(fieldOf(() => saleTotals([half, half]))).toEqual(["lines", over]);
    expect(saleTotals([{ quantity: 1, unitPriceCents: 99_999_999, vatRatePercent: 22 }]).totalCents).toBe(99_999_999);
  });
});
