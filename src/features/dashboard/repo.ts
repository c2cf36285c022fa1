import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, services } from "../../../db/schema";
import type { DashboardStats } from "../../domain/schemas/dashboard";

export const dashboardRepo = (db: Db) => {
  // One statement, four counts: each on an index (appointments by date) or a small table. A
  // cancelled appointment is kept for the record but is no appointment of the day any more.
  const stats = db
    .select({
      totalClients: sql<number>`(SELECT count(*) FROM ${clients})`,
      todayAppointments: sql<number>`(SELECT count(*) FROM ${appointments} WHERE ${appointments.date} = ${sql.placeholder("today")} AND ${appointments.status} <> 'cancelled')`,
      totalServices: sql<number>`(SELECT count(*) FROM ${services} WHERE ${services.archivedAt} IS NULL)`,
      tomorrowAppointments: sql<number>`(SELECT count(*) FROM ${appointments} WHERE ${appointments.date} = ${sql.placeholder("tomorrow")} AND ${appointments.status} <> 'cancelled')`,
    })
    .from(sql`(SELECT 1)`)
    .prepare();
  return {
    stats: (today: string, tomorrow: string): DashboardStats => stats.get({ today, tomorrow })!,
  };
};
