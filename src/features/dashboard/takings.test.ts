import { describe, expect, test } from "bun:test";
import { products } from "../../../db/schema-sales";
import { envWithBasics } from "../../test/seed-basics";
import { loginAs, signInAs } from "../../test/staff";
import { TEST_ADMIN, type TestEnv } from "../../test/test-app";

const owner = (env: TestEnv) => loginAs(env, 1, TEST_ADMIN.username, TEST_ADMIN.password);

async function sell(env: TestEnv, iso: string, serviceId: number, stylistId: number, cents: number) {
  env.clock.set(iso);
  const res = await (await owner(env)).json("POST", "/api/sales", { lines: [{ kind: "service", serviceId, stylistId, quantity: 1, unitPriceCents: cents }], payments: [{ method: "cash", amountCents: cents }] });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

describe("the dashboard's takings", () => {
  test("today, this week from Monday and last week's same days; net of a void and a refund; the desk sees today only", async () => {
    const { env, b } = await envWithBasics();
    env.app.ctx.db.insert(products).values({ name: "Lacca", priceCents: 1000 }).run();
    const desk = await signInAs(env, "reception", { username: "desk" });
    // Last week: Monday 16 March 2026 and Wednesday the 18th count, Thursday the 19th does not.
    await sell(env, "2026-03-16T09:00:00.000Z", b.taglio, b.giulia, 3000);
    await sell(env, "2026-03-18T18:00:00.000Z", b.taglio, b.giulia, 2000);
    await sell(env, "2026-03-19T09:00:00.000Z", b.taglio, b.giulia, 9900);
    // 23:30Z on Sunday the 22nd is already 00:30 on Monday the 23rd in Rome: this week.
    await sell(env, "2026-03-22T23:30:00.000Z", b.colore, b.marco, 5500);
    const refunded = await sell(env, "2026-03-24T10:00:00.000Z", b.colore, b.marco, 5000);
    await sell(env, "2026-03-25T08:00:00.000Z", b.taglio, b.giulia, 4000);
    const voided = await sell(env, "2026-03-25T09:00:00.000Z", b.taglio, b.giulia, 7000);
    env.clock.set("2026-03-25T09:30:00.000Z");
    expect((await (await owner(env)).json("POST", `/api/sales/${voided.id}/void`, {})).status).toBe(201);
    env.clock.set("2026-03-25T10:00:00.000Z");
    const refund = await (await owner(env)).json("POST", `/api/sales/${refunded.id}/refunds`, { lines: [{ lineId: refunded.lines[0].id, quantity: 1 }], payments: [{ method: "cash", amountCents: 5000 }], reason: "Reclamo" });
    expect(refund.status).toBe(201);
    const stats = (await (await owner(env)).json("GET", "/api/dashboard/stats")).body;
    // Today 4000 − 5000 (the refund, on its own day); the week 5500 + 5000 + 4000 − 5000.
    expect(stats.takings).toEqual({ todayCents: -1000, weekCents: 9500, lastWeekCents: 5000 });
    const deskNow = await loginAs(env, desk.id, "desk", "Password-staff-1");
    expect((await deskNow.json("GET", "/api/dashboard/stats")).body.takings).toEqual({ todayCents: -1000, weekCents: null, lastWeekCents: null });
  });
});
