// Test support: one client, service, stylist and appointment inserted directly, so these tests
// do not depend on the booking rules (working hours, overlaps) of the appointments feature.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, services, stylists } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";

export const WHATSAPP_ENV = (apiUrl: string) => ({
  WHATSAPP_API_URL: apiUrl,
  WHATSAPP_ACCESS_TOKEN: "token-di-prova",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "segreto-app",
  SALON_NAME: "Salone Bella",
});

export function seedAppointment(
  db: Db,
  opts: { consent?: boolean; date?: string; startTime?: string; status?: (typeof appointments.$inferInsert)["status"] } = {},
) {
  const client = db.insert(clients).values({ firstName: "Maria", lastName: "Rossi", phone: "+393331234567", whatsappConsent: opts.consent ?? true }).returning().get();
  const service = db.insert(services).values({ name: "Colore", duration: 60, price: 4500 }).returning().get();
  const stylist = db.insert(stylists).values({ name: "Giulia" }).returning().get();
  const startTime = opts.startTime ?? "10:00";
  const endHour = String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0");
  return db
    .insert(appointments)
    .values({
      clientId: client.id,
      serviceId: service.id,
      stylistId: stylist.id,
      date: opts.date ?? "2026-11-24",
      startTime,
      endTime: `${endHour}${startTime.slice(2)}`,
      status: opts.status ?? "booked",
    })
    .returning()
    .get();
}

export const messagesOf = (db: Db) => db.select().from(appointmentMessages).orderBy(appointmentMessages.id).all();

export const updateAppointment = (db: Db, id: number, patch: Partial<typeof appointments.$inferInsert>) =>
  db.update(appointments).set(patch).where(eq(appointments.id, id)).run();
