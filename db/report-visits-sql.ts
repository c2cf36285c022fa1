/**
 * The SQL that keeps the visit summaries of db/schema-reports.ts (report_visit_days,
 * report_stylist_days, report_client_days) and the clients' net sales (report_client_sales) in
 * the writer's own transaction, and fills them from the appointments and sales documents. The
 * migration carries these statements word for word (its `-- data:` part;
 * src/features/reports/summaries.test.ts checks it); the app re-runs the fills when the salon's
 * time zone changes (src/features/reports/zone.ts), since a booking's day depends on it.
 *
 * Rules (the same as the reports computed from the appointments, docs/reports.md):
 * - lead days of a visit not cancelled: its day − the salon day its row was created, at least 0;
 * - a stylist's booked minutes: each item's span less its posa (an appointment without items: its
 *   span), at least 0, plus the cleaning time after the item ending last (the first by position
 *   among equals), cut at 23:59; cancelled visits hold nothing;
 * - a client's days: the distinct days of her completed or arrived visits.
 */

/** The salon day of a UTC instant (ISO text): its date on the salon's clock then. */
const salonDay = (instant: string) =>
  `date(${instant}, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= ${instant} ORDER BY z.starts_at DESC LIMIT 1) || ' minutes')`;

/** How many days ahead the visit `a` (a row alias, or NEW/OLD) was booked; 0 when cancelled. */
const leadDays = (a: string) =>
  `CASE WHEN ${a}.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(${a}.date) - julianday(${salonDay(`${a}.created_at`)})) AS INTEGER)), 0) END`;

const minutes = (time: string) => `(CAST(substr(${time}, 1, 2) AS INTEGER) * 60 + CAST(substr(${time}, 4, 2) AS INTEGER))`;

/** (date, stylist_id, minutes) rows of the visits not cancelled that `where` picks (on `a`). */
function bookedRows(where: string): string {
  const end = minutes("coalesce(i.end_time, a.end_time)");
  return `SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, ${end} - ${minutes("coalesce(i.start_time, a.start_time)")} - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE ${where} AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, ${end} AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY ${end} DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE ${where} AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439`;
}

const insertBooked = (where: string) => `INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (${bookedRows(where)}) GROUP BY date, stylist_id`;

/** Rebuilds the booked minutes of the day `day` (an SQL expression), when `guard` holds. */
const refreshDay = (day: string, guard = "1") => `DELETE FROM report_stylist_days WHERE date = ${day} AND ${guard};
  ${insertBooked(`a.date = ${day} AND ${guard}`)};`;

const insertClientDays = (where: string) => `INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND ${salonDay("b.created_at")} <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE ${where} AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d))`;

/** How far back her gaps make her usual interval (HISTORY_DAYS of the clients report). */
export const HISTORY_DAYS = 730;

const setRecentGaps = (where: string) => `UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-${HISTORY_DAYS} days')), '')
  WHERE ${where}`;

/** Rebuilds the days of the client `client` (an SQL expression), when `guard` holds. */
const refreshClient = (client: string, guard = "1") => `DELETE FROM report_client_days WHERE client_id = ${client} AND ${guard};
  ${insertClientDays(`client_id = ${client} AND ${guard}`)};
  ${setRecentGaps(`client_id = ${client} AND ${guard}`)};`;

const addVisit = (row: "NEW" | "OLD", sign: 1 | -1) => `INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  VALUES (${row}.date, ${row}.status, coalesce(${row}.cancelled_by, ''), ${row}.source, ${sign}, ${sign} * (${leadDays(row)}))
  ON CONFLICT(date, status, cancelled_by, source) DO UPDATE SET visits = visits + excluded.visits, lead_days = lead_days + excluded.lead_days;
  DELETE FROM report_visit_days WHERE date = ${row}.date AND visits = 0;`;

const changed = (columns: string[]) => columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ");
const VISIT_COLUMNS = ["date", "status", "cancelled_by", "source", "created_at"];
const BOOKED_COLUMNS = ["date", "status", "stylist_id", "start_time", "end_time", "cleanup_minutes"];
const CLIENT_COLUMNS = ["client_id", "date", "status", "created_at"];
/** The visit day of an item's appointment (the appointment's own date rules, as in the calendar). */
const visitDay = (row: "NEW" | "OLD") => `(SELECT date FROM appointments WHERE id = ${row}.appointment_id)`;

export const REPORT_VISIT_TRIGGERS: string[] = [
  `CREATE TRIGGER report_visit_insert AFTER INSERT ON appointments BEGIN
  ${addVisit("NEW", 1)}
  ${refreshDay("NEW.date")}
  ${refreshClient("NEW.client_id")}
END;`,
  `CREATE TRIGGER report_visit_delete AFTER DELETE ON appointments BEGIN
  ${addVisit("OLD", -1)}
  ${refreshDay("OLD.date")}
  ${refreshClient("OLD.client_id")}
END;`,
  `CREATE TRIGGER report_visit_update AFTER UPDATE OF ${VISIT_COLUMNS.join(", ")} ON appointments WHEN ${changed(VISIT_COLUMNS)} BEGIN
  ${addVisit("OLD", -1)}
  ${addVisit("NEW", 1)}
END;`,
  `CREATE TRIGGER report_visit_booked_update AFTER UPDATE OF ${BOOKED_COLUMNS.join(", ")} ON appointments WHEN ${changed(BOOKED_COLUMNS)} BEGIN
  ${refreshDay("OLD.date")}
  ${refreshDay("NEW.date", "NEW.date IS NOT OLD.date")}
END;`,
  `CREATE TRIGGER report_visit_client_update AFTER UPDATE OF ${CLIENT_COLUMNS.join(", ")} ON appointments WHEN ${changed(CLIENT_COLUMNS)} BEGIN
  ${refreshClient("OLD.client_id")}
  ${refreshClient("NEW.client_id", "NEW.client_id IS NOT OLD.client_id")}
END;`,
  `CREATE TRIGGER report_item_insert AFTER INSERT ON appointment_items BEGIN
  ${refreshDay(visitDay("NEW"))}
END;`,
  `CREATE TRIGGER report_item_delete AFTER DELETE ON appointment_items BEGIN
  ${refreshDay(visitDay("OLD"))}
END;`,
  `CREATE TRIGGER report_item_update AFTER UPDATE ON appointment_items BEGIN
  ${refreshDay(visitDay("OLD"))}
  ${refreshDay(visitDay("NEW"), `${visitDay("NEW")} IS NOT ${visitDay("OLD")}`)}
END;`,
];

const addClientSale = `ON CONFLICT(date, client_id) DO UPDATE SET total_cents = total_cents + excluded.total_cents`;

/** A client's net sales follow each document (they never change; a void is a document of its own). */
export const REPORT_CLIENT_SALES_TRIGGERS: string[] = [
  `CREATE TRIGGER report_client_sales_document AFTER INSERT ON sales_documents WHEN NEW.kind IN ('sale', 'refund') AND NEW.client_id IS NOT NULL BEGIN
  INSERT INTO report_client_sales (date, client_id, total_cents) VALUES (NEW.date, NEW.client_id, CASE NEW.kind WHEN 'sale' THEN NEW.total_cents ELSE -NEW.total_cents END)
  ${addClientSale};
END;`,
  `CREATE TRIGGER report_client_sales_void AFTER INSERT ON sales_documents WHEN NEW.kind = 'void'
  AND (SELECT kind FROM sales_documents WHERE id = NEW.refers_to) = 'sale'
  AND (SELECT count(*) FROM sales_documents WHERE refers_to = NEW.refers_to AND kind = 'void') = 1 BEGIN
  INSERT INTO report_client_sales (date, client_id, total_cents)
  SELECT s.date, s.client_id, -s.total_cents FROM sales_documents s WHERE s.id = NEW.refers_to AND s.client_id IS NOT NULL
  ${addClientSale};
END;`,
];

/** Fills the summaries from the appointments and the sales documents (on empty tables). */
export const REPORT_VISIT_FILL: string[] = [
  `INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  SELECT a.date, a.status, coalesce(a.cancelled_by, ''), a.source, count(*), sum(${leadDays("a")}) FROM appointments a
  GROUP BY a.date, a.status, coalesce(a.cancelled_by, ''), a.source;`,
  `${insertBooked("1")};`,
  `${insertClientDays("1")};`,
  `${setRecentGaps("prev_date IS NOT NULL")};`,
  `INSERT INTO report_client_sales (date, client_id, total_cents)
  SELECT d.date, d.client_id, sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * d.total_cents) FROM sales_documents d
  WHERE d.client_id IS NOT NULL AND (d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))
  GROUP BY d.date, d.client_id;`,
];

/**
 * Europe/Rome (the default SALON_TIMEZONE) from 1996 on: +1 h, +2 h from the last Sunday of
 * March 01:00 UTC to the last Sunday of October 01:00 UTC. The time-zone database agrees
 * (src/features/reports/summaries.test.ts); another zone is written by the app at start.
 */
export const ROME_ZONE_FILL: string[] = [
  `INSERT INTO report_zone (name) VALUES ('Europe/Rome');`,
  `WITH RECURSIVE y(n) AS (SELECT 1996 UNION ALL SELECT n + 1 FROM y WHERE n < 2100)
  INSERT INTO report_zone_offsets (starts_at, offset_minutes)
  SELECT '0000-01-01T00:00:00.000Z', 60
  UNION ALL SELECT date(n || '-03-31', '-6 days', 'weekday 0') || 'T01:00:00.000Z', 120 FROM y
  UNION ALL SELECT date(n || '-10-31', '-6 days', 'weekday 0') || 'T01:00:00.000Z', 60 FROM y;`,
];

/** The statements the migration carries after its `-- data:` line, in order. */
export const REPORT_VISIT_MIGRATION: string[] = [...ROME_ZONE_FILL, ...REPORT_VISIT_TRIGGERS, ...REPORT_CLIENT_SALES_TRIGGERS, ...REPORT_VISIT_FILL];
