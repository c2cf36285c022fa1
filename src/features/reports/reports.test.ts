import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { AgendaReportSchema, ClientsReportSchema, TakingsReportSchema } from "../../domain/schemas/reports";
import { eachDay } from "../../domain/time";
import { loginAs, signInAs } from "../../test/staff";
import { bookMarch, itemOf, MARCH, marchKit, ownerNow, sellMarch, weekOfHours } from "./report-fixture";

const zeroDays = (from: string, to: string, set: Record<string, number>) => eachDay(from, to).map((date) => ({ date, totalCents: set[date] ?? 0 }));

describe("GET /api/reports/takings", () => {
  test("March up to the DST Sunday, worked out by hand: a void out, a refund on its own day, split payments", async () => {
    const { kit } = await marchKit();
    await sellMarch(kit);
    kit.env.clock.set("2026-04-01T08:00:00.000Z");
    const { status, body } = await (await ownerNow(kit.env)).json("GET", `/api/reports/takings?${MARCH}`);
    expect(status).toBe(200);
    expect(v.is(TakingsReportSchema, body)).toBe(true);
    const { giulia, marco, taglio, colore } = kit.b;
    expect(body).toEqual({
      from: "2026-03-01",
      to: "2026-03-29",
      // 5500 + 6600 + 6570 + 3500 − 1620; the voided sale and the sale at 00:30 on the 30th are out.
      totalCents: 20550,
      salesCount: 4,
      averageTicketCents: 5138,
      servicesCents: 16950,
      productsCents: 3600,
      discountsCents: 1230,
      byDay: zeroDays("2026-03-01", "2026-03-29", { "2026-03-01": 5500, "2026-03-10": 6600, "2026-03-15": 6570, "2026-03-20": -1620, "2026-03-29": 3500 }),
      byMethod: [
        { method: "cash", amountCents: 2380 },
        { method: "card", amountCents: 12070 },
        { method: "satispay", amountCents: 2600 },
        { method: "transfer", amountCents: 3500 },
        { method: "other", amountCents: 0 },
      ],
      byStylist: [
        { stylistId: giulia, name: "Giulia", servicesCents: 10450, productsCents: 0, totalCents: 10450 },
        { stylistId: marco, name: "Marco", servicesCents: 6500, productsCents: 0, totalCents: 6500 },
        // The shampoo sold without a stylist: credited to the operator who made the sale.
        { stylistId: null, name: "Amministratore Salone", servicesCents: 0, productsCents: 3600, totalCents: 3600 },
      ],
      byService: [
        { serviceId: colore, name: "Colore", category: "", quantity: 2, totalCents: 10450 },
        { serviceId: taglio, name: "Taglio Donna", category: "", quantity: 2, totalCents: 6500 },
      ],
      byCategory: [{ category: "", quantity: 4, totalCents: 16950 }],
      byProduct: [{ productId: kit.shampoo, name: "Shampoo Nutriente", quantity: 2, totalCents: 3600 }],
      vat: [{ ratePercent: 22, taxableCents: 16844, vatCents: 3706 }],
      previous: { from: "2026-01-31", to: "2026-02-28", totalCents: 3500, salesCount: 1, averageTicketCents: 3500, servicesCents: 3500, productsCents: 0, discountsCents: 0 },
      lastYear: { from: "2025-03-01", to: "2025-03-29", totalCents: 0, salesCount: 0, averageTicketCents: 0, servicesCents: 0, productsCents: 0, discountsCents: 0 },
    });
  });

  test("the 30th alone holds the sale made at 00:30 after the DST Sunday", async () => {
    const { kit } = await marchKit();
    await sellMarch(kit);
    const { body } = await (await ownerNow(kit.env)).json("GET", "/api/reports/takings?from=2026-03-30&to=2026-03-30");
    expect([body.totalCents, body.salesCount, body.byMethod[0]]).toEqual([3500, 1, { method: "cash", amountCents: 3500 }]);
  });

  test("reception reads today's takings only; a stylist none", async () => {
    const { kit } = await marchKit();
    kit.env.clock.set("2026-03-10T10:00:00.000Z");
    const reception = await signInAs(kit.env, "reception", { username: "desk" });
    const stylist = await signInAs(kit.env, "stylist", { stylistId: kit.b.giulia });
    expect((await reception.json("GET", "/api/reports/takings?from=2026-03-10&to=2026-03-10")).status).toBe(200);
    for (const q of ["from=2026-03-09&to=2026-03-10", "from=2026-03-09&to=2026-03-09", "from=2026-03-11&to=2026-03-11"]) {
      expect(await reception.json("GET", `/api/reports/takings?${q}`)).toEqual({ status: 403, body: { message: "Non hai i permessi per questa operazione", code: "forbidden" } });
    }
    expect((await reception.json("GET", `/api/reports/agenda?from=2026-03-10&to=2026-03-10`)).status).toBe(403);
    expect((await reception.call("GET", `/api/exports/sales.csv`)).status).toBe(403);
    expect((await stylist.json("GET", "/api/reports/takings?from=2026-03-10&to=2026-03-10")).status).toBe(403);
    // 23:30Z on the 10th is the 11th in Rome: "today" is the salon's.
    kit.env.clock.set("2026-03-10T23:30:00.000Z");
    const later = await loginAs(kit.env, reception.id, "desk", "Password-staff-1");
    expect((await later.json("GET", "/api/reports/takings?from=2026-03-11&to=2026-03-11")).status).toBe(200);
  });

  test.each([
    ["", { from: "Data non valida (AAAA-MM-GG)", to: "Data non valida (AAAA-MM-GG)" }],
    ["from=2026-02-30&to=2026-03-01", { from: "Data non valida (AAAA-MM-GG)" }],
    ["from=2026-03-31&to=2026-03-01", { to: "La data finale precede quella iniziale" }],
    ["from=2025-01-01&to=2026-01-02", { to: "Il periodo può durare al massimo 366 giorni" }],
  ])("?%s → 400 with the field", async (q, fields) => {
    const { kit } = await marchKit();
    for (const path of ["takings", "agenda", "clients", "takings.csv", "clients.csv"]) {
      const res = await kit.env.json("GET", `/api/reports/${path}?${q}`);
      expect({ path, status: res.status, fields: res.body.fields, code: res.body.code }).toEqual({ path, status: 400, fields, code: "invalid_period" });
    }
  });
});

describe("GET /api/reports/agenda", () => {
  test("March by hand: statuses, who cancelled, the no-show rate, online vs desk, lead days across DST", async () => {
    const m = await marchKit();
    bookMarch(m);
    const { status, body } = await m.kit.env.json("GET", `/api/reports/agenda?${MARCH}`);
    expect(status).toBe(200);
    expect(v.is(AgendaReportSchema, body)).toBe(true);
    const none = { pending: 0, booked: 0, confirmed: 0, arrived: 0, completed: 0, no_show: 0, cancelled: 0 };
    expect({ ...body, occupancy: undefined }).toEqual({
      from: "2026-03-01",
      to: "2026-03-29",
      visits: 8,
      byStatus: { ...none, booked: 1, arrived: 1, completed: 3, no_show: 1, cancelled: 2 },
      cancelledByClient: 1,
      cancelledBySalon: 1,
      noShows: 1,
      // 1 / (3 + 1 + 1)
      noShowRate: 0.2,
      online: 2,
      staff: 6,
      // (0 + 7 + 14 + 2 + 1 + 18) / 6: the cancelled ones hold no time and are left out.
      averageLeadDays: 7,
      topNoShows: [{ clientId: m.kit.b.luca, name: "Luca Bianchi", count: 1 }],
      occupancy: undefined,
      previous: { from: "2026-01-31", to: "2026-02-28", visits: 2, byStatus: { ...none, completed: 2 }, cancelledByClient: 0, cancelledBySalon: 0, noShows: 0, noShowRate: 0, online: 0, staff: 2, averageLeadDays: 10.5 },
      lastYear: { from: "2025-03-01", to: "2025-03-29", visits: 0, byStatus: none, cancelledByClient: 0, cancelledBySalon: 0, noShows: 0, noShowRate: 0, online: 0, staff: 0, averageLeadDays: 0 },
    });
  });

  test("occupancy of the DST week: busy parts and cleaning against hours, closed day and absence", async () => {
    const m = await marchKit();
    weekOfHours(m.kit);
    const { giulia, marco } = m.kit.b;
    m.visit(m.kit.b.maria, "2026-03-23", "completed", "2026-03-01T10:00:00.000Z", { startTime: "10:00", endTime: "11:30" }); // 90
    const colour = m.visit(m.kit.b.maria, "2026-03-26", "booked", "2026-03-01T10:00:00.000Z", { startTime: "14:00", endTime: "16:00", cleanupMinutes: 15 });
    itemOf(m.kit, colour, "2026-03-26", "14:00", "16:00", 30); // 120 − 30 of posa + 15 of cleaning
    m.visit(m.kit.b.luca, "2026-03-27", "cancelled", "2026-03-01T10:00:00.000Z", { cancelledBy: "staff" }); // holds nothing
    m.visit(m.kit.b.luca, "2026-03-28", "no_show", "2026-03-01T10:00:00.000Z", { startTime: "09:00", endTime: "09:30" }); // 30
    const { body } = await m.kit.env.json("GET", "/api/reports/agenda?from=2026-03-23&to=2026-03-29");
    expect(body.occupancy).toEqual([
      // 23, 26, 27, 28 × 7 h (the 24th closed, the 25th away, Sunday off).
      { stylistId: giulia, name: "Giulia", bookedMinutes: 225, workingMinutes: 1680 },
      // Her default week, 9–18 with a 13–14 break, on the five open days.
      { stylistId: marco, name: "Marco", bookedMinutes: 0, workingMinutes: 2400 },
    ]);
  });
});

describe("GET /api/reports/clients", () => {
  test("March by hand: new vs returning (Sara was new last month), retention, rebooking, overdue, top spenders", async () => {
    const m = await marchKit();
    bookMarch(m);
    await sellMarch(m.kit);
    m.kit.env.clock.set("2026-04-01T08:00:00.000Z");
    const { status, body } = await (await ownerNow(m.kit.env)).json("GET", `/api/reports/clients?${MARCH}`);
    expect(status).toBe(200);
    expect(v.is(ClientsReportSchema, body)).toBe(true);
    const { maria, luca } = m.kit.b;
    expect(body).toEqual({
      from: "2026-03-01",
      to: "2026-03-29",
      clients: 3,
      newClients: 1,
      returningClients: 2,
      retention60: 0.3333,
      retention90: 0.3333,
      rebookRate: 0.3333,
      // Gino: every 30 days, last seen 19 January, nothing booked: 69 days on the 29th.
      overdue: [{ clientId: m.gino, name: "Gino Neri", phone: "+393334445566", lastVisit: "2026-01-19", usualIntervalDays: 30 }],
      topClients: [
        { clientId: maria, name: "Maria Rossi", totalCents: 10450, visits: 2 },
        { clientId: luca, name: "Luca Bianchi", totalCents: 10100, visits: 1 },
      ],
      previous: { from: "2026-01-31", to: "2026-02-28", clients: 2, newClients: 2, returningClients: 0, retention60: 1, retention90: 1, rebookRate: 0.5 },
      lastYear: { from: "2025-03-01", to: "2025-03-29", clients: 0, newClients: 0, returningClients: 0, retention60: 0, retention90: 0, rebookRate: 0 },
    });
  });
});
