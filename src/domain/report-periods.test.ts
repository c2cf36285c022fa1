import { describe, expect, test } from "bun:test";
import { compareFigure, dayCount, lastMonth, monthOf, periodError, periodOf, shiftPeriod, weekStart } from "./report-periods";

describe("periods", () => {
  test("a week runs Monday to Sunday, across a month and a DST change", () => {
    // Sunday 2026-03-29 is the day clocks go forward in Rome; its week starts on Monday the 23rd.
    expect(periodOf("week", "2026-03-29")).toEqual({ from: "2026-03-23", to: "2026-03-29" });
    expect(periodOf("week", "2026-03-30")).toEqual({ from: "2026-03-30", to: "2026-04-05" });
    expect(weekStart("2026-10-25")).toBe("2026-10-19");
  });

  test("months end on their last day, February in leap years too", () => {
    expect(monthOf("2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthOf("2028-02-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(periodOf("month", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodOf("day", "2026-10-25")).toEqual({ from: "2026-10-25", to: "2026-10-25" });
  });

  test("Mese scorso is the whole month before today's, over a year's end", () => {
    expect(lastMonth("2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonth("2026-01-01")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  test("stepping moves by whole months, or by the period's length", () => {
    expect(shiftPeriod("month", { from: "2026-01-01", to: "2026-01-31" }, 1)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(shiftPeriod("month", { from: "2026-03-01", to: "2026-03-31" }, -1)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(shiftPeriod("week", { from: "2026-03-23", to: "2026-03-29" }, 1)).toEqual({ from: "2026-03-30", to: "2026-04-05" });
    expect(shiftPeriod("custom", { from: "2026-01-10", to: "2026-01-12" }, -1)).toEqual({ from: "2026-01-07", to: "2026-01-09" });
  });

  test("a period's length counts both ends, across a DST change", () => {
    expect(dayCount({ from: "2026-03-01", to: "2026-03-31" })).toBe(31);
    expect(dayCount({ from: "2026-10-25", to: "2026-10-25" })).toBe(1);
  });

  test("a typed period: real days, in order, at most a year", () => {
    expect(periodError({ from: "2026-01-01", to: "2026-12-31" })).toBeNull();
    expect(periodError({ from: "2026-02-30", to: "2026-03-01" })).toBe("Inserisci due date valide");
    expect(periodError({ from: "2026-03-02", to: "2026-03-01" })).toBe("La data di inizio deve precedere quella di fine");
    expect(periodError({ from: "2025-01-01", to: "2026-01-02" })).toBe("Il periodo può durare al massimo un anno");
  });
});

test("a figure against an earlier one: difference and change, none from zero", () => {
  expect(compareFigure(11250, 10000)).toEqual({ diff: 1250, ratio: 0.125 });
  expect(compareFigure(9000, 10000)).toEqual({ diff: -1000, ratio: -0.1 });
  expect(compareFigure(500, 0)).toEqual({ diff: 500, ratio: null });
});
