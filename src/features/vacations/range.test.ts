import { describe, expect, test } from "bun:test";
import { salonExtraordinaryDays, stylists, stylistVacations } from "../../../db/schema";
import { RANGE_DAY_INVALID, RANGE_DAYS_ORDER } from "../../domain/schemas/day-range";
import { createTestEnv, type TestEnv } from "../../test/test-app";

// Years of history written straight to the tables (the API refuses new days in the past).
function seed(env: TestEnv) {
  const db = env.app.ctx.db;
  const marco = db.insert(stylists).values({ name: "Marco" }).returning().get().id;
  const sara = db.insert(stylists).values({ name: "Sara" }).returning().get().id;
  db.insert(stylistVacations)
    .values([
      { stylistId: marco, startDate: "2022-08-01", endDate: "2022-08-20", reason: "Ferie" },
      // Across the month end: touches both February and March.
      { stylistId: marco, startDate: "2024-02-26", endDate: "2024-03-03", reason: "Malattia" },
      { stylistId: sara, startDate: "2024-03-01", endDate: "2024-03-01", reason: "Permesso" },
      { stylistId: sara, startDate: "2024-03-31", endDate: "2024-04-02", reason: "Ferie" },
    ])
    .run();
  db.insert(salonExtraordinaryDays)
    .values([
      { date: "2022-12-25", reason: "Festività - Natale", isClosed: true },
      { date: "2024-02-29", reason: "Festività", isClosed: true },
      { date: "2024-03-31", reason: "Festività - Pasqua", isClosed: true },
      { date: "2024-04-01", reason: "Festività - Pasquetta", isClosed: true },
    ])
    .run();
  return { marco, sara };
}

describe("?from=&to= bounds the lists that grow every year", () => {
  test("vacations touching the days from..to (both included), any stylist or one", async () => {
    const env = await createTestEnv();
    const { sara } = seed(env);
    const march = await env.json("GET", "/api/stylists/vacations?from=2024-03-01&to=2024-03-31");
    expect(march.status).toBe(200);
    expect(march.body.map((v: any) => `${v.stylist.name} ${v.startDate}`)).toEqual(["Marco 2024-02-26", "Sara 2024-03-01", "Sara 2024-03-31"]);
    const day = await env.json("GET", "/api/stylists/vacations?from=2024-03-04&to=2024-03-04");
    expect(day.body).toEqual([]);
    const saraOnly = await env.json("GET", `/api/stylists/vacations?stylistId=${sara}&from=2024-04-02`);
    expect(saraOnly.body.map((v: any) => v.startDate)).toEqual(["2024-03-31"]);
    const before = await env.json("GET", "/api/stylists/vacations?to=2023-01-01");
    expect(before.body.map((v: any) => v.startDate)).toEqual(["2022-08-01"]);
    expect((await env.json("GET", "/api/stylists/vacations")).body).toHaveLength(4);
  });

  test("extraordinary days inside from..to, a leap day and a DST Sunday included", async () => {
    const env = await createTestEnv();
    seed(env);
    const res = await env.json("GET", "/api/salon-extraordinary-days?from=2024-02-29&to=2024-03-31");
    expect(res.body.map((d: any) => d.date)).toEqual(["2024-02-29", "2024-03-31"]);
    expect((await env.json("GET", "/api/salon-extraordinary-days?from=2024-04-01")).body.map((d: any) => d.date)).toEqual(["2024-04-01"]);
    expect((await env.json("GET", "/api/salon-extraordinary-days")).body).toHaveLength(4);
  });

  test("a bad day or a reversed range is a 400 in Italian", async () => {
    const env = await createTestEnv();
    for (const path of ["/api/stylists/vacations", "/api/salon-extraordinary-days"]) {
      for (const [query, message] of [
        ["from=2024-02-30", RANGE_DAY_INVALID],
        ["to=marzo", RANGE_DAY_INVALID],
        ["from=2024-03-02&to=2024-03-01", RANGE_DAYS_ORDER],
      ]) {
        const res = await env.json("GET", `${path}?${query}`);
        expect({ path, query, status: res.status, message: res.body.message }).toEqual({ path, query, status: 400, message });
      }
    }
  });
});
