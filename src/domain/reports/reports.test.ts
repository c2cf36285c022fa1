import { describe, expect, test } from "bun:test";
import { todayIn } from "../time";
import { salonDayOf } from "./salon-day";
import { centsCell, csvRow, dateCell, parseCentsCell, parseCsv, percentCell, CSV_BOM } from "./csv";
import { averageTicket, isNewClient, isOverdue, median, noShowRate, rebooked, retainedWithin, usualInterval } from "./figures";
import { lastYearPeriod, mondayOf, periodDays, periodErrors, previousPeriod, shiftYears } from "./periods";

describe("periods", () => {
  test.each([
    // [from, to, previous from, previous to]
    ["2026-03-01", "2026-03-31", "2026-01-29", "2026-02-28"],
    ["2026-03-10", "2026-03-10", "2026-03-09", "2026-03-09"],
    ["2026-01-01", "2026-01-07", "2025-12-25", "2025-12-31"],
    // The DST days are whole days: the week holding 29 March (23 h) is 7 days like the one before.
    ["2026-03-23", "2026-03-29", "2026-03-16", "2026-03-22"],
    ["2026-10-25", "2026-10-31", "2026-10-18", "2026-10-24"],
    ["2028-03-01", "2028-03-31", "2028-01-30", "2028-02-29"],
  ])("%s..%s: previous %s..%s", (from, to, pf, pt) => {
    expect(previousPeriod({ from, to })).toEqual({ from: pf, to: pt });
    expect(periodDays({ from: pf, to: pt })).toBe(periodDays({ from, to }));
  });

  test.each([
    ["2026-03-01", "2026-03-31", "2025-03-01", "2025-03-31"],
    ["2028-02-01", "2028-02-29", "2027-02-01", "2027-02-28"],
    ["2028-02-29", "2028-02-29", "2027-02-28", "2027-02-28"],
    ["2027-02-28", "2027-03-01", "2026-02-28", "2026-03-01"],
    ["2026-01-01", "2026-12-31", "2025-01-01", "2025-12-31"],
  ])("%s..%s: last year %s..%s", (from, to, lf, lt) => {
    expect(lastYearPeriod({ from, to })).toEqual({ from: lf, to: lt });
  });

  test("shiftYears keeps the day unless it does not exist", () => {
    expect([shiftYears("2024-02-29", 1), shiftYears("2024-02-29", -4), shiftYears("2026-12-31", -1)]).toEqual(["2025-02-28", "2020-02-29", "2025-12-31"]);
  });

  test.each([
    ["2026-03-01", "2026-03-31", {}],
    ["2026-03-31", "2026-03-01", { to: "La data finale precede quella iniziale" }],
    ["2026-02-30", "2026-03-01", { from: "Data non valida (AAAA-MM-GG)" }],
    ["2026-3-1", undefined, { from: "Data non valida (AAAA-MM-GG)", to: "Data non valida (AAAA-MM-GG)" }],
    ["2024-01-01", "2024-12-31", {}],
    ["2025-01-01", "2026-01-01", {}],
    ["2025-01-01", "2026-01-02", { to: "Il periodo può durare al massimo 366 giorni" }],
  ])("periodErrors(%p, %p)", (from, to, errors) => {
    expect(periodErrors(from, to)).toEqual(errors);
  });

  test.each([
    ["2026-03-23", "2026-03-23"],
    ["2026-03-29", "2026-03-23"],
    ["2026-03-30", "2026-03-30"],
    ["2026-01-01", "2025-12-29"],
  ])("the Monday of %s is %s", (day, monday) => expect(mondayOf(day)).toBe(monday));
});

describe("figures", () => {
  test.each([
    [{ completed: 6, arrived: 1, no_show: 1 }, 0.125],
    [{ completed: 2, no_show: 1, cancelled: 5, booked: 9 }, 0.3333],
    [{ cancelled: 3 }, 0],
    [{ no_show: 2 }, 1],
  ])("no-show rate of %p is %p", (byStatus, rate) => expect(noShowRate(byStatus)).toBe(rate));

  test.each([
    [10000, 3, 3333],
    [10001, 2, 5001],
    [-150, 2, -75],
    [5000, 0, 0],
  ])("average ticket %p / %p = %p", (total, n, avg) => expect(averageTicket(total, n)).toBe(avg));

  test("new when her first visit ever is inside the period", () => {
    expect([isNewClient("2026-03-01", "2026-03-01"), isNewClient("2026-02-28", "2026-03-01")]).toEqual([true, false]);
  });

  test.each([
    ["2026-03-20", "2026-05-19", 60, true],
    ["2026-03-20", "2026-05-20", 60, false],
    ["2026-03-20", "2026-06-18", 90, true],
    ["2026-03-20", null, 90, false],
  ])("last %s, next %s: retained within %p = %p", (last, next, days, yes) => expect(retainedWithin(last, next, days)).toBe(yes));

  test("rebooked when the next visit was made by the end of the last visit's day", () => {
    expect([rebooked("2026-03-20", "2026-03-20"), rebooked("2026-03-20", "2026-03-01"), rebooked("2026-03-20", "2026-03-21"), rebooked("2026-03-20", null)]).toEqual([true, true, false, false]);
  });

  test.each([
    [[], 0],
    [[5], 5],
    [[30, 10, 20], 20],
    [[28, 35, 30, 90], 33],
  ])("median of %p is %p", (values, m) => expect(median(values)).toBe(m));

  test("the usual interval is the median gap between visit days; fewer than three days give none", () => {
    expect(usualInterval(["2026-01-01", "2026-01-29", "2026-02-26", "2026-06-01"])).toBe(28);
    expect(usualInterval(["2026-01-01", "2026-01-01", "2026-02-01"])).toBeNull();
    // Across the spring DST change: 28 calendar days, not 27 days and 23 hours.
    expect(usualInterval(["2026-03-15", "2026-04-12", "2026-05-10"])).toBe(28);
  });

  test.each([
    // [last visit, usual, day, booked after, overdue]
    ["2026-01-10", 28, "2026-02-14", false, false], // 35 days = 28 + 7: not yet
    ["2026-01-10", 28, "2026-02-15", false, true],
    ["2026-01-10", 28, "2026-02-15", true, false],
    ["2026-01-10", 60, "2026-03-27", false, true], // 76 > 60 + 15
    ["2026-01-10", 60, "2026-03-26", false, false], // 75: not yet
    ["2025-01-10", 28, "2026-01-11", false, false], // more than a year: lost, not overdue
  ])("last %s, usual %p, on %s (booked %p): overdue %p", (lastVisit, usualIntervalDays, day, bookedAfter, yes) => {
    expect(isOverdue({ lastVisit, usualIntervalDays, day, bookedAfter })).toBe(yes);
  });
});

describe("csv", () => {
  test("amounts, percentages and days as Italian Excel reads them", () => {
    expect([centsCell(123450).raw, centsCell(-5).raw, centsCell(0).raw, percentCell(0.1234).raw, dateCell("2026-03-29")]).toEqual(["1234,50", "-0,05", "0,00", "12,34", { raw: "29/03/2026" }]);
  });

  test("quotes what needs quoting and neutralises formulas in text", () => {
    const row = csvRow(["Rossi; Maria", 'Il "solito"', "riga\nnuova", "=HYPERLINK(\"x\")", "+39333", "-x", "@SUM", centsCell(-1250), 3, null]);
    expect(row).toBe(`"Rossi; Maria";"Il ""solito""";"riga\nnuova";"'=HYPERLINK(""x"")";'+39333;'-x;'@SUM;-12,50;3;\r\n`);
    expect(parseCsv(CSV_BOM + row + csvRow(["b"]))).toEqual([["Rossi; Maria", 'Il "solito"', "riga\nnuova", `'=HYPERLINK("x")`, "'+39333", "'-x", "'@SUM", "-12,50", "3", ""], ["b"]]);
  });

  test("parseCentsCell reads back centsCell", () => {
    for (const c of [0, 1, 99, 100, 123456, -1, -123456]) expect(parseCentsCell(centsCell(c).raw)).toBe(c);
  });
});

describe("salonDayOf", () => {
  test.each([
    ["Europe/Rome", "2026-03-28T22:59:59.000Z", "2026-03-28"],
    ["Europe/Rome", "2026-03-28T23:00:00.000Z", "2026-03-29"],
    ["Europe/Rome", "2026-03-29T21:59:59.999Z", "2026-03-29"],
    ["Europe/Rome", "2026-03-29T22:00:00.000Z", "2026-03-30"],
    ["Europe/Rome", "2026-10-24T21:59:00.000Z", "2026-10-24"],
    ["Europe/Rome", "2026-10-24T22:00:00.000Z", "2026-10-25"],
    ["Europe/Rome", "2026-10-25T22:59:00.000Z", "2026-10-25"],
    ["Europe/Rome", "2026-10-25T23:00:00.000Z", "2026-10-26"],
    ["Europe/Rome", "2025-12-31T23:30:00.000Z", "2026-01-01"],
    ["America/New_York", "2026-03-10T03:00:00.000Z", "2026-03-09"],
    ["UTC", "2026-03-10T00:00:00.000Z", "2026-03-10"],
  ])("%s: %s is %s", (zone, instant, day) => {
    const of = salonDayOf(zone);
    expect(of(instant)).toBe(day);
    expect(of(instant)).toBe(todayIn(zone, new Date(instant)));
  });
});
