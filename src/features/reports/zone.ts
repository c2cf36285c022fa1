import type { Db } from "../../../db/client";
import { REPORT_VISIT_FILL } from "../../../db/report-visits-sql";
import { zoneOffsets } from "../../domain/reports/zone-offsets";

/**
 * The visit summaries count a booking's day on the salon's clock (lead days, rebooking), so they
 * hold the offsets of one time zone (the migration writes Europe/Rome). When SALON_TIMEZONE names
 * another, its offsets replace them and the summaries are rebuilt from the appointments, in one
 * transaction at start. True when it did so.
 */
export function syncReportZone(db: Db, timeZone: string): boolean {
  const sqlite = db.$client;
  const stored = sqlite.query<{ name: string }, []>("SELECT name FROM report_zone").get();
  if (stored?.name === timeZone) return false;
  const offsets = zoneOffsets(timeZone);
  sqlite
    .transaction(() => {
      sqlite.run("DELETE FROM report_zone");
      sqlite.run("INSERT INTO report_zone (name) VALUES (?)", [timeZone]);
      sqlite.run("DELETE FROM report_zone_offsets");
      const insert = sqlite.prepare("INSERT INTO report_zone_offsets (starts_at, offset_minutes) VALUES (?, ?)");
      for (const o of offsets) insert.run(o.startsAt, o.offsetMinutes);
      for (const table of ["report_visit_days", "report_stylist_days", "report_client_days", "report_client_sales"]) sqlite.run(`DELETE FROM ${table}`);
      for (const statement of REPORT_VISIT_FILL) sqlite.run(statement);
    })
    .immediate();
  return true;
}
