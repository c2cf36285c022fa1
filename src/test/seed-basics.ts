// Rows the appointment tests stand on, inserted with drizzle directly so these tests do not
// depend on the clients, services and stylists features' own rules.
import type { Db } from "../../db/client";
import { clients, services, stylists } from "../../db/schema";
import { normalizePhone } from "../domain/phone";
import type { LiveEvent } from "../domain/live-events";
import { createTestEnv, type TestEnv } from "./test-app";

export function seedBasics(db: Db) {
  const stylist = (name: string, archivedAt: string | null = null) =>
    db.insert(stylists).values({ name, archivedAt }).returning({ id: stylists.id }).get().id;
  const service = (name: string, duration: number, price: number, archivedAt: string | null = null) =>
    db.insert(services).values({ name, duration, price, archivedAt }).returning({ id: services.id }).get().id;
  const client = (firstName: string, lastName: string, phone: string, email = "", notes = "") =>
    db.insert(clients).values({ firstName, lastName, phone: normalizePhone(phone), email, notes }).returning({ id: clients.id }).get().id;
  return {
    giulia: stylist("Giulia"),
    marco: stylist("Marco"),
    paola: stylist("Paola", "2026-01-15T10:00:00.000Z"),
    taglio: service("Taglio Donna", 45, 3500),
    colore: service("Colore", 90, 5500),
    permanente: service("Permanente", 120, 6000, "2026-01-15T10:00:00.000Z"),
    maria: client("Maria", "Rossi", "3331234567", "maria.rossi@example.it", "Allergica all'ammoniaca"),
    luca: client("Luca", "Bianchi", "+393479876543"),
  };
}
export type Basics = ReturnType<typeof seedBasics>;

/** A test app on an empty database with the basic rows, and every live event it publishes. */
export async function envWithBasics(): Promise<{ env: TestEnv; b: Basics; events: LiveEvent[] }> {
  const env = await createTestEnv();
  const b = seedBasics(env.app.ctx.db);
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return { env, b, events };
}
