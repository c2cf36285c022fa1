// The month the reports' tests are worked out on by hand (docs/reports.md gives the figures):
// March 2026 up to Sunday the 29th, the day the clocks go forward in Rome.
import { clients, openingHours, appointments, salonExtraordinaryDays, stylistVacations, stylistWorkingHours } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { products } from "../../../db/schema-sales";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import { loginAs } from "../../test/staff";
import { TEST_ADMIN, type TestEnv } from "../../test/test-app";

/** The owner signed in afresh at the test clock's instant (sessions lapse when the clock jumps ahead). */
export const ownerNow = (env: TestEnv) => loginAs(env, 1, TEST_ADMIN.username, TEST_ADMIN.password);

export const MARCH = "from=2026-03-01&to=2026-03-29";

export type Kit = { env: TestEnv; b: Basics; shampoo: number };

async function tillKit(): Promise<Kit> {
  const { env, b } = await envWithBasics();
  const shampoo = env.app.ctx.db
    .insert(products)
    .values({ name: "Shampoo Nutriente", brand: "Davines", priceCents: 1800, vatRatePercent: 22, stock: 5 })
    .returning({ id: products.id })
    .get().id;
  return { env, b, shampoo };
}

type Status = (typeof appointments.$inferInsert)["status"];

export async function marchKit() {
  const kit = await tillKit();
  const { env, b } = kit;
  const db = env.app.ctx.db;
  const sara = db.insert(clients).values({ firstName: "Sara", lastName: "Verdi", phone: "+393331112233" }).returning().get().id;
  const gino = db.insert(clients).values({ firstName: "Gino", lastName: "Neri", phone: "+393334445566" }).returning().get().id;
  const visit = (clientId: number, date: string, status: Status, createdAt: string, over: Partial<typeof appointments.$inferInsert> = {}) =>
    db
      .insert(appointments)
      .values({ clientId, stylistId: b.giulia, serviceId: b.taglio, date, startTime: "10:00", endTime: "10:45", status, createdAt, ...over })
      .returning()
      .get().id;
  return { kit, sara, gino, visit };
}

/** The visits: the agenda and clients figures of March (and of February, the previous period). */
export function bookMarch({ kit, sara, gino, visit }: Awaited<ReturnType<typeof marchKit>>) {
  const { maria, luca, marco } = kit.b;
  visit(maria, "2026-03-01", "completed", "2026-02-28T23:30:00.000Z"); // booked at 00:30 on 1 March in Rome: 0 days ahead
  visit(luca, "2026-03-10", "completed", "2026-03-03T09:00:00.000Z", { source: "online", stylistId: marco }); // 7
  visit(maria, "2026-03-15", "arrived", "2026-03-01T10:00:00.000Z"); // 14
  visit(luca, "2026-03-20", "no_show", "2026-03-18T10:00:00.000Z", { stylistId: marco }); // 2
  visit(maria, "2026-03-22", "cancelled", "2026-03-02T10:00:00.000Z", { source: "online", cancelledBy: "client" });
  visit(luca, "2026-03-25", "cancelled", "2026-03-02T10:00:00.000Z", { cancelledBy: "staff" });
  visit(maria, "2026-03-29", "booked", "2026-03-28T22:30:00.000Z"); // 23:30 on the 28th in Rome: 1 day ahead
  visit(maria, "2026-04-20", "completed", "2026-03-15T15:00:00.000Z"); // booked at her 15 March visit
  visit(maria, "2026-02-27", "completed", "2026-02-20T10:00:00.000Z");
  visit(sara, "2026-02-15", "completed", "2026-02-01T10:00:00.000Z");
  visit(sara, "2026-03-05", "completed", "2026-02-15T10:00:00.000Z");
  for (const date of ["2025-11-20", "2025-12-20", "2026-01-19"]) visit(gino, date, "completed", "2025-11-01T10:00:00.000Z");
}

/** Sales of March, each at its instant (the documents take the salon's day of the clock). */
export async function sellMarch(kit: Kit) {
  const { env, b, shampoo } = kit;
  const at = async (iso: string, path: string, body: unknown) => {
    env.clock.set(iso);
    const res = await (await ownerNow(env)).json("POST", path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const service = (serviceId: number, stylistId: number, unitPriceCents: number, over = {}) => ({ kind: "service", serviceId, stylistId, quantity: 1, unitPriceCents, ...over });
  await at("2026-02-10T10:00:00.000Z", "/api/sales", { clientId: b.maria, lines: [service(b.taglio, b.giulia, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
  // 00:15 on 1 March in Rome.
  await at("2026-02-28T23:15:00.000Z", "/api/sales", { clientId: b.maria, lines: [service(b.colore, b.giulia, 5500)], payments: [{ method: "card", amountCents: 5500 }] });
  await at("2026-03-10T10:00:00.000Z", "/api/sales", {
    clientId: b.luca,
    lines: [service(b.taglio, b.marco, 3500, { discountCents: 500 }), { kind: "product", productId: shampoo, quantity: 2, unitPriceCents: 1800 }],
    payments: [{ method: "cash", amountCents: 4000 }, { method: "satispay", amountCents: 2600 }],
  });
  const voided = await at("2026-03-10T11:00:00.000Z", "/api/sales", { clientId: b.maria, lines: [service(b.taglio, b.giulia, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
  await at("2026-03-10T11:30:00.000Z", `/api/sales/${voided.id}/void`, {});
  const s4 = await at("2026-03-15T10:00:00.000Z", "/api/sales", {
    clientId: b.maria,
    lines: [service(b.colore, b.giulia, 5500), { kind: "product", productId: shampoo, stylistId: b.giulia, quantity: 1, unitPriceCents: 1800 }],
    discountPercent: 10,
    payments: [{ method: "card", amountCents: 6570 }],
  });
  const shampooLine = s4.lines.find((l: { kind: string }) => l.kind === "product");
  await at("2026-03-20T10:00:00.000Z", `/api/sales/${s4.id}/refunds`, { lines: [{ lineId: shampooLine.id, quantity: 1 }], payments: [{ method: "cash", amountCents: 1620 }], reason: "Allergia" });
  // 23:30 on the 29th in Rome (summer time since 03:00), then 00:30 on the 30th.
  await at("2026-03-29T21:30:00.000Z", "/api/sales", { clientId: b.luca, lines: [service(b.taglio, b.marco, 3500)], payments: [{ method: "transfer", amountCents: 3500 }] });
  await at("2026-03-29T22:30:00.000Z", "/api/sales", { clientId: b.luca, lines: [service(b.taglio, b.marco, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
}

/** The week of 23–29 March: the salon open Mon–Sat 9–19, Giulia 9–17 with a 13–14 break, closed on the 24th, Giulia away on the 25th. */
export function weekOfHours(kit: Kit) {
  const db = kit.env.app.ctx.db;
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]) {
    db.insert(openingHours).values({ day, openTime: "09:00", closeTime: "19:00", isOpen: day !== "sunday" }).run();
  }
  for (let d = 0; d < 7; d++) {
    db.insert(stylistWorkingHours).values({ stylistId: kit.b.giulia, dayOfWeek: d, isWorking: d !== 0, startTime: "09:00", endTime: "17:00", breakStartTime: "13:00", breakEndTime: "14:00" }).run();
  }
  db.insert(salonExtraordinaryDays).values({ date: "2026-03-24", reason: "Inventario", isClosed: true }).run();
  db.insert(stylistVacations).values({ stylistId: kit.b.giulia, startDate: "2026-03-25", endDate: "2026-03-25", reason: "Ferie" }).run();
}

export function itemOf(kit: Kit, appointmentId: number, date: string, startTime: string, endTime: string, processingMinutes: number) {
  kit.env.app.ctx.db
    .insert(appointmentItems)
    .values({ appointmentId, position: 0, serviceId: kit.b.colore, serviceName: "Colore", stylistId: kit.b.giulia, date, startTime, endTime, processingMinutes, priceCents: 5500 })
    .run();
}
