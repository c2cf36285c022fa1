// Takings and agenda figures at the calendar's edges, worked out by hand: the autumn DST Sunday
// (25 October 2026, 25 hours, 02:30 happens twice) at a period's end and start, the spring one's
// first half hour, a leap day against last year's 28 February, month ends, and a balance paid
// on a later day.
import { describe, expect, test } from "bun:test";
import { eachDay } from "../../domain/time";
import { marchKit, ownerNow, type Kit } from "./report-fixture";

type Sale = [iso: string, cents: number, method: "cash" | "card" | "satispay"];

async function sell(kit: Kit, sales: Sale[]) {
  for (const [iso, cents, method] of sales) {
    kit.env.clock.set(iso);
    const res = await (await ownerNow(kit.env)).json("POST", "/api/sales", {
      lines: [{ kind: "service", serviceId: kit.b.taglio, stylistId: kit.b.giulia, quantity: 1, unitPriceCents: cents }],
      payments: [{ method, amountCents: cents }],
    });
    if (res.status !== 201) throw new Error(`${iso}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

async function takings(kit: Kit, from: string, to: string) {
  const res = await (await ownerNow(kit.env)).json("GET", `/api/reports/takings?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The days with takings, as { day: cents }. */
const daysWith = (byDay: { date: string; totalCents: number }[]) => Object.fromEntries(byDay.filter((d) => d.totalCents !== 0).map((d) => [d.date, d.totalCents]));
const methods = (byMethod: { method: string; amountCents: number }[]) => Object.fromEntries(byMethod.filter((m) => m.amountCents !== 0).map((m) => [m.method, m.amountCents]));

describe("the autumn DST Sunday, 25 October 2026", () => {
  const AUTUMN: Sale[] = [
    ["2026-10-24T21:30:00.000Z", 1000, "cash"], // 23:30 on Saturday the 24th (summer time)
    ["2026-10-24T22:30:00.000Z", 2000, "card"], // 00:30 on Sunday the 25th (summer time)
    ["2026-10-25T00:30:00.000Z", 300, "cash"], // 02:30, the first time
    ["2026-10-25T01:30:00.000Z", 400, "cash"], // 02:30 again, winter time
    ["2026-10-25T22:30:00.000Z", 5000, "satispay"], // 23:30 on the 25th (winter time)
    ["2026-10-25T23:30:00.000Z", 7000, "cash"], // 00:30 on Monday the 26th
  ];

  test("a week ending on it holds every sale of its 25 hours and none of Monday's", async () => {
    const { kit } = await marchKit();
    await sell(kit, AUTUMN);
    const week = await takings(kit, "2026-10-19", "2026-10-25");
    expect(daysWith(week.byDay)).toEqual({ "2026-10-24": 1000, "2026-10-25": 7700 });
    expect(week.byDay.map((d: { date: string }) => d.date)).toEqual(eachDay("2026-10-19", "2026-10-25"));
    expect([week.totalCents, week.salesCount, week.averageTicketCents]).toEqual([8700, 5, 1740]);
    expect(methods(week.byMethod)).toEqual({ cash: 1700, card: 2000, satispay: 5000 });
    // The week before has no sales; last year's same dates none either.
    expect(week.previous).toMatchObject({ from: "2026-10-12", to: "2026-10-18", totalCents: 0, salesCount: 0, averageTicketCents: 0 });
    expect(week.lastYear).toMatchObject({ from: "2025-10-19", to: "2025-10-25", totalCents: 0, salesCount: 0, averageTicketCents: 0 });
  });

  test("a period starting on it: its first half hour counts, Saturday's 23:30 is the previous period's", async () => {
    const { kit } = await marchKit();
    await sell(kit, AUTUMN);
    const week = await takings(kit, "2026-10-25", "2026-10-31");
    expect(daysWith(week.byDay)).toEqual({ "2026-10-25": 7700, "2026-10-26": 7000 });
    expect([week.totalCents, week.salesCount]).toEqual([14700, 5]);
    expect(week.previous).toEqual({ from: "2026-10-18", to: "2026-10-24", totalCents: 1000, salesCount: 1, averageTicketCents: 1000, servicesCents: 1000, productsCents: 0, discountsCents: 0 });
    const sunday = await takings(kit, "2026-10-25", "2026-10-25");
    expect([sunday.totalCents, sunday.salesCount, methods(sunday.byMethod)]).toEqual([7700, 4, { cash: 700, card: 2000, satispay: 5000 }]);
    expect(sunday.previous).toMatchObject({ from: "2026-10-24", to: "2026-10-24", totalCents: 1000 });
    expect(sunday.vat).toEqual([{ ratePercent: 22, taxableCents: 6311, vatCents: 1389 }]);
  });

  test("lead days: booked at 00:30 on the Sunday is 0 days ahead of it; at 23:30 on the Sunday, 1 day ahead of Monday", async () => {
    const m = await marchKit();
    m.visit(m.kit.b.maria, "2026-10-25", "completed", "2026-10-24T22:30:00.000Z"); // 0
    m.visit(m.kit.b.luca, "2026-10-26", "completed", "2026-10-25T22:30:00.000Z"); // 1
    m.visit(m.gino, "2026-10-26", "no_show", "2026-10-25T23:30:00.000Z"); // 00:30 on the 26th: 0
    m.visit(m.sara, "2026-10-24", "completed", "2026-10-24T21:59:00.000Z"); // 23:59 on the 24th: 0
    const res = await m.kit.env.json("GET", "/api/reports/agenda?from=2026-10-25&to=2026-10-26");
    expect(res.status).toBe(200);
    expect([res.body.visits, res.body.noShows, res.body.noShowRate, res.body.averageLeadDays]).toEqual([3, 1, 0.3333, 0.3]);
    expect([res.body.previous.from, res.body.previous.to, res.body.previous.visits, res.body.previous.averageLeadDays]).toEqual(["2026-10-23", "2026-10-24", 1, 0]);
  });
});

describe("the spring DST Sunday's first half hour", () => {
  test("00:30 on 29 March 2026 (23:30Z on the 28th) is the 29th's; 23:30 on the 28th stays the 28th's", async () => {
    const { kit } = await marchKit();
    await sell(kit, [
      ["2026-03-28T22:30:00.000Z", 1500, "cash"],
      ["2026-03-28T23:30:00.000Z", 2500, "card"],
      ["2026-03-29T01:30:00.000Z", 3500, "card"], // 03:30, summer time
    ]);
    const sunday = await takings(kit, "2026-03-29", "2026-03-29");
    expect([sunday.totalCents, sunday.salesCount, methods(sunday.byMethod)]).toEqual([6000, 2, { card: 6000 }]);
    expect(sunday.previous).toMatchObject({ from: "2026-03-28", to: "2026-03-28", totalCents: 1500, salesCount: 1 });
  });
});

describe("a leap day and month ends", () => {
  const LEAP: Sale[] = [
    ["2027-02-28T12:00:00.000Z", 1100, "cash"], // last year's last day of February
    ["2027-03-01T12:00:00.000Z", 9900, "cash"], // not last year's February
    ["2028-01-02T12:00:00.000Z", 9900, "cash"], // before the previous period
    ["2028-01-03T09:00:00.000Z", 600, "card"], // the previous period's first day
    ["2028-01-31T22:59:00.000Z", 1200, "cash"], // 23:59 on 31 January
    ["2028-01-31T23:30:00.000Z", 1300, "cash"], // 00:30 on 1 February
    ["2028-02-29T22:30:00.000Z", 2900, "card"], // 23:30 on the leap day
    ["2028-02-29T23:30:00.000Z", 3100, "cash"], // 00:30 on 1 March
  ];

  test("February 2028: 29 days, the leap day's sale in it, last year's February ends on the 28th, the previous 29 days end on 31 January", async () => {
    const { kit } = await marchKit();
    await sell(kit, LEAP);
    const feb = await takings(kit, "2028-02-01", "2028-02-29");
    expect(feb.byDay.length).toBe(29);
    expect(daysWith(feb.byDay)).toEqual({ "2028-02-01": 1300, "2028-02-29": 2900 });
    expect([feb.totalCents, feb.salesCount, feb.averageTicketCents]).toEqual([4200, 2, 2100]);
    expect(feb.previous).toMatchObject({ from: "2028-01-03", to: "2028-01-31", totalCents: 1800, salesCount: 2, averageTicketCents: 900 });
    expect(feb.lastYear).toMatchObject({ from: "2027-02-01", to: "2027-02-28", totalCents: 1100, salesCount: 1, averageTicketCents: 1100 });
    const leapDay = await takings(kit, "2028-02-29", "2028-02-29");
    expect([leapDay.totalCents, leapDay.lastYear]).toEqual([2900, { from: "2027-02-28", to: "2027-02-28", totalCents: 1100, salesCount: 1, averageTicketCents: 1100, servicesCents: 1100, productsCents: 0, discountsCents: 0 }]);
    const march = await takings(kit, "2028-03-01", "2028-03-31");
    expect([march.totalCents, march.lastYear.totalCents, march.previous]).toEqual([3100, 9900, { from: "2028-01-30", to: "2028-02-29", totalCents: 5400, salesCount: 3, averageTicketCents: 1800, servicesCents: 5400, productsCents: 0, discountsCents: 0 }]);
  });

  test("the agenda's February 2028 counts the leap day's visit; last year's ends on 28 February", async () => {
    const m = await marchKit();
    m.visit(m.kit.b.maria, "2028-02-29", "no_show", "2028-02-01T10:00:00.000Z");
    m.visit(m.kit.b.luca, "2028-03-01", "completed", "2028-02-01T10:00:00.000Z");
    m.visit(m.kit.b.luca, "2027-02-28", "completed", "2027-02-01T10:00:00.000Z");
    m.visit(m.kit.b.maria, "2027-03-01", "completed", "2027-02-01T10:00:00.000Z");
    const { body } = await m.kit.env.json("GET", "/api/reports/agenda?from=2028-02-01&to=2028-02-29");
    expect([body.visits, body.noShows, body.noShowRate, body.averageLeadDays]).toEqual([1, 1, 1, 28]);
    expect([body.lastYear.from, body.lastYear.to, body.lastYear.visits, body.lastYear.byStatus.completed]).toEqual(["2027-02-01", "2027-02-28", 1, 1]);
  });
});

describe("a balance paid on a later day", () => {
  test("the sale's total counts on its day, each payment's method on the day the money moved", async () => {
    const { kit } = await marchKit();
    kit.env.clock.set("2026-03-10T10:00:00.000Z");
    const sale = await (await ownerNow(kit.env)).json("POST", "/api/sales", {
      clientId: kit.b.maria,
      lines: [{ kind: "service", serviceId: kit.b.colore, stylistId: kit.b.giulia, quantity: 1, unitPriceCents: 5000 }],
      payments: [{ method: "cash", amountCents: 3000 }],
      leaveBalance: true,
    });
    expect([sale.status, sale.body.balanceCents]).toEqual([201, 2000]);
    kit.env.clock.set("2026-03-12T16:00:00.000Z");
    const paid = await (await ownerNow(kit.env)).json("POST", `/api/sales/${sale.body.id}/payments`, { payments: [{ method: "card", amountCents: 2000 }] });
    expect(paid.status).toBe(200);
    const tenth = await takings(kit, "2026-03-10", "2026-03-10");
    expect([tenth.totalCents, tenth.salesCount, methods(tenth.byMethod)]).toEqual([5000, 1, { cash: 3000 }]);
    const twelfth = await takings(kit, "2026-03-12", "2026-03-12");
    expect([twelfth.totalCents, twelfth.salesCount, methods(twelfth.byMethod), twelfth.byStylist]).toEqual([0, 0, { card: 2000 }, []]);
    const both = await takings(kit, "2026-03-10", "2026-03-12");
    expect([both.totalCents, methods(both.byMethod)]).toEqual([5000, { cash: 3000, card: 2000 }]);
  });
});
