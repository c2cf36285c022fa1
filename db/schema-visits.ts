import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { appointments, services, stylists } from "./schema";

/**
 * A visit's services, in order. The appointment row keeps the first item's stylist and service
 * and the visit's span (startTime of the first, endTime of the last), so every reader of the
 * spec's appointment shape keeps working. Name, price and times are copied from the service when
 * the item is made and never follow the catalogue afterwards. `date` repeats the visit's date so a
 * stylist's day is one index seek.
 */
export const appointmentItems = sqliteTable(
  "appointment_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    serviceName: text("service_name").notNull(),
    stylistId: integer("stylist_id")
      .notNull()
      .references(() => stylists.id),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    processingMinutes: integer("processing_minutes").notNull().default(0),
    finishingMinutes: integer("finishing_minutes").notNull().default(0),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    uniqueIndex("appointment_items_visit_position_uq").on(t.appointmentId, t.position),
    index("appointment_items_stylist_date_idx").on(t.stylistId, t.date, t.startTime),
    index("appointment_items_service_idx").on(t.serviceId),
  ],
);
