import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, services, stylists } from "../../../db/schema";
import type { ConfirmationCounts, DashboardStats, ToConfirmItem } from "../../domain/schemas/dashboard";

export const dashboardRepo = (db: Db) => {
  const onDay = (day: string, condition = sql`1`) =>
    sql<number>`(SELECT count(*) FROM ${appointments} WHERE ${appointments.date} = ${sql.placeholder(day)} AND ${condition})`;
  // One statement, every count: each on an index (appointments by date) or a small table.
  const stats = db
    .select({
      totalClients: sql<number>`(SELECT count(*) FROM ${clients})`,
      todayAppointments: onDay("today", sql`${appointments.status} <> 'cancelled'`),
      totalServices: sql<number>`(SELECT count(*) FROM ${services} WHERE ${services.archivedAt} IS NULL)`,
      tomorrowAppointments: onDay("tomorrow", sql`${appointments.status} <> 'cancelled'`),
    })
    .from(sql`(SELECT 1)`)
    .prepare();
  const counts = db
    .select({
      confirmed: onDay("day", sql`${appointments.status} = 'confirmed'`),
      unconfirmed: onDay("day", sql`${appointments.status} = 'booked'`),
      cancelledByClient: onDay("day", sql`${appointments.status} = 'cancelled' AND ${appointments.cancelledBy} = 'client'`),
    })
    .from(sql`(SELECT 1)`)
    .prepare();
  const toConfirm = db
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phone: clients.phone,
      service: services.name,
      stylist: stylists.name,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
    .where(and(eq(appointments.date, sql.placeholder("day")), eq(appointments.status, "booked")))
    .orderBy(asc(appointments.startTime), asc(stylists.name), asc(appointments.id))
    .prepare();
  return {
    stats: (today: string, tomorrow: string): DashboardStats => stats.get({ today, tomorrow })!,
    counts: (day: string): ConfirmationCounts => counts.get({ day })!,
    toConfirm: (day: string): ToConfirmItem[] =>
      toConfirm.all({ day }).map((r) => ({
        id: r.id,
        date: r.date,
        startTime: r.startTime,
        endTime: r.endTime,
        client: { firstName: r.firstName, lastName: r.lastName, phone: r.phone },
        service: { name: r.service },
        stylist: { name: r.stylist },
      })),
  };
};
