CREATE TABLE `report_client_days` (
	`client_id` integer NOT NULL,
	`date` text NOT NULL,
	`prev_date` text,
	`next_date` text,
	`prev_gap` integer,
	`next_gap` integer,
	`recent_gaps` text DEFAULT '' NOT NULL,
	`rebooked` integer NOT NULL,
	`booked_after` integer NOT NULL,
	PRIMARY KEY(`client_id`, `date`)
);
--> statement-breakpoint
CREATE INDEX `report_client_days_date_idx` ON `report_client_days` (`date`,`next_date`,`prev_date`,`prev_gap`,`next_gap`,`rebooked`,`booked_after`,`client_id`,`recent_gaps`);--> statement-breakpoint
CREATE TABLE `report_client_sales` (
	`date` text NOT NULL,
	`client_id` integer NOT NULL,
	`total_cents` integer NOT NULL,
	PRIMARY KEY(`date`, `client_id`)
);
--> statement-breakpoint
CREATE INDEX `report_client_sales_cover_idx` ON `report_client_sales` (`date`,`client_id`,`total_cents`);--> statement-breakpoint
CREATE TABLE `report_stylist_days` (
	`date` text NOT NULL,
	`stylist_id` integer NOT NULL,
	`booked_minutes` integer NOT NULL,
	PRIMARY KEY(`date`, `stylist_id`)
);
--> statement-breakpoint
CREATE TABLE `report_visit_days` (
	`date` text NOT NULL,
	`status` text NOT NULL,
	`cancelled_by` text NOT NULL,
	`source` text NOT NULL,
	`visits` integer NOT NULL,
	`lead_days` integer NOT NULL,
	PRIMARY KEY(`date`, `status`, `cancelled_by`, `source`)
);
--> statement-breakpoint
CREATE TABLE `report_zone` (
	`name` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_zone_offsets` (
	`starts_at` text PRIMARY KEY NOT NULL,
	`offset_minutes` integer NOT NULL
);
--> statement-breakpoint
-- data:
INSERT INTO report_zone (name) VALUES ('Europe/Rome');--> statement-breakpoint
WITH RECURSIVE y(n) AS (SELECT 1996 UNION ALL SELECT n + 1 FROM y WHERE n < 2100)
  INSERT INTO report_zone_offsets (starts_at, offset_minutes)
  SELECT '0000-01-01T00:00:00.000Z', 60
  UNION ALL SELECT date(n || '-03-31', '-6 days', 'weekday 0') || 'T01:00:00.000Z', 120 FROM y
  UNION ALL SELECT date(n || '-10-31', '-6 days', 'weekday 0') || 'T01:00:00.000Z', 60 FROM y;--> statement-breakpoint
CREATE TRIGGER report_visit_insert AFTER INSERT ON appointments BEGIN
  INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  VALUES (NEW.date, NEW.status, coalesce(NEW.cancelled_by, ''), NEW.source, 1, 1 * (CASE WHEN NEW.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(NEW.date) - julianday(date(NEW.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= NEW.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes'))) AS INTEGER)), 0) END))
  ON CONFLICT(date, status, cancelled_by, source) DO UPDATE SET visits = visits + excluded.visits, lead_days = lead_days + excluded.lead_days;
  DELETE FROM report_visit_days WHERE date = NEW.date AND visits = 0;
  DELETE FROM report_stylist_days WHERE date = NEW.date AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = NEW.date AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = NEW.date AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
  DELETE FROM report_client_days WHERE client_id = NEW.client_id AND 1;
  INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND date(b.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= b.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes') <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE client_id = NEW.client_id AND 1 AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d));
  UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-730 days')), '')
  WHERE client_id = NEW.client_id AND 1;
END;--> statement-breakpoint
CREATE TRIGGER report_visit_delete AFTER DELETE ON appointments BEGIN
  INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  VALUES (OLD.date, OLD.status, coalesce(OLD.cancelled_by, ''), OLD.source, -1, -1 * (CASE WHEN OLD.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(OLD.date) - julianday(date(OLD.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= OLD.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes'))) AS INTEGER)), 0) END))
  ON CONFLICT(date, status, cancelled_by, source) DO UPDATE SET visits = visits + excluded.visits, lead_days = lead_days + excluded.lead_days;
  DELETE FROM report_visit_days WHERE date = OLD.date AND visits = 0;
  DELETE FROM report_stylist_days WHERE date = OLD.date AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = OLD.date AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = OLD.date AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
  DELETE FROM report_client_days WHERE client_id = OLD.client_id AND 1;
  INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND date(b.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= b.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes') <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE client_id = OLD.client_id AND 1 AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d));
  UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-730 days')), '')
  WHERE client_id = OLD.client_id AND 1;
END;--> statement-breakpoint
CREATE TRIGGER report_visit_update AFTER UPDATE OF date, status, cancelled_by, source, created_at ON appointments WHEN OLD.date IS NOT NEW.date OR OLD.status IS NOT NEW.status OR OLD.cancelled_by IS NOT NEW.cancelled_by OR OLD.source IS NOT NEW.source OR OLD.created_at IS NOT NEW.created_at BEGIN
  INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  VALUES (OLD.date, OLD.status, coalesce(OLD.cancelled_by, ''), OLD.source, -1, -1 * (CASE WHEN OLD.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(OLD.date) - julianday(date(OLD.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= OLD.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes'))) AS INTEGER)), 0) END))
  ON CONFLICT(date, status, cancelled_by, source) DO UPDATE SET visits = visits + excluded.visits, lead_days = lead_days + excluded.lead_days;
  DELETE FROM report_visit_days WHERE date = OLD.date AND visits = 0;
  INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  VALUES (NEW.date, NEW.status, coalesce(NEW.cancelled_by, ''), NEW.source, 1, 1 * (CASE WHEN NEW.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(NEW.date) - julianday(date(NEW.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= NEW.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes'))) AS INTEGER)), 0) END))
  ON CONFLICT(date, status, cancelled_by, source) DO UPDATE SET visits = visits + excluded.visits, lead_days = lead_days + excluded.lead_days;
  DELETE FROM report_visit_days WHERE date = NEW.date AND visits = 0;
END;--> statement-breakpoint
CREATE TRIGGER report_visit_booked_update AFTER UPDATE OF date, status, stylist_id, start_time, end_time, cleanup_minutes ON appointments WHEN OLD.date IS NOT NEW.date OR OLD.status IS NOT NEW.status OR OLD.stylist_id IS NOT NEW.stylist_id OR OLD.start_time IS NOT NEW.start_time OR OLD.end_time IS NOT NEW.end_time OR OLD.cleanup_minutes IS NOT NEW.cleanup_minutes BEGIN
  DELETE FROM report_stylist_days WHERE date = OLD.date AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = OLD.date AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = OLD.date AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
  DELETE FROM report_stylist_days WHERE date = NEW.date AND NEW.date IS NOT OLD.date;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = NEW.date AND NEW.date IS NOT OLD.date AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = NEW.date AND NEW.date IS NOT OLD.date AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
END;--> statement-breakpoint
CREATE TRIGGER report_visit_client_update AFTER UPDATE OF client_id, date, status, created_at ON appointments WHEN OLD.client_id IS NOT NEW.client_id OR OLD.date IS NOT NEW.date OR OLD.status IS NOT NEW.status OR OLD.created_at IS NOT NEW.created_at BEGIN
  DELETE FROM report_client_days WHERE client_id = OLD.client_id AND 1;
  INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND date(b.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= b.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes') <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE client_id = OLD.client_id AND 1 AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d));
  UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-730 days')), '')
  WHERE client_id = OLD.client_id AND 1;
  DELETE FROM report_client_days WHERE client_id = NEW.client_id AND NEW.client_id IS NOT OLD.client_id;
  INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND date(b.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= b.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes') <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE client_id = NEW.client_id AND NEW.client_id IS NOT OLD.client_id AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d));
  UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-730 days')), '')
  WHERE client_id = NEW.client_id AND NEW.client_id IS NOT OLD.client_id;
END;--> statement-breakpoint
CREATE TRIGGER report_item_insert AFTER INSERT ON appointment_items BEGIN
  DELETE FROM report_stylist_days WHERE date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
END;--> statement-breakpoint
CREATE TRIGGER report_item_delete AFTER DELETE ON appointment_items BEGIN
  DELETE FROM report_stylist_days WHERE date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
END;--> statement-breakpoint
CREATE TRIGGER report_item_update AFTER UPDATE ON appointment_items BEGIN
  DELETE FROM report_stylist_days WHERE date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1;
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
  DELETE FROM report_stylist_days WHERE date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND (SELECT date FROM appointments WHERE id = NEW.appointment_id) IS NOT (SELECT date FROM appointments WHERE id = OLD.appointment_id);
  INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE a.date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND (SELECT date FROM appointments WHERE id = NEW.appointment_id) IS NOT (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE a.date = (SELECT date FROM appointments WHERE id = NEW.appointment_id) AND (SELECT date FROM appointments WHERE id = NEW.appointment_id) IS NOT (SELECT date FROM appointments WHERE id = OLD.appointment_id) AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;
END;--> statement-breakpoint
CREATE TRIGGER report_client_sales_document AFTER INSERT ON sales_documents WHEN NEW.kind IN ('sale', 'refund') AND NEW.client_id IS NOT NULL BEGIN
  INSERT INTO report_client_sales (date, client_id, total_cents) VALUES (NEW.date, NEW.client_id, CASE NEW.kind WHEN 'sale' THEN NEW.total_cents ELSE -NEW.total_cents END)
  ON CONFLICT(date, client_id) DO UPDATE SET total_cents = total_cents + excluded.total_cents;
END;--> statement-breakpoint
CREATE TRIGGER report_client_sales_void AFTER INSERT ON sales_documents WHEN NEW.kind = 'void'
  AND (SELECT kind FROM sales_documents WHERE id = NEW.refers_to) = 'sale'
  AND (SELECT count(*) FROM sales_documents WHERE refers_to = NEW.refers_to AND kind = 'void') = 1 BEGIN
  INSERT INTO report_client_sales (date, client_id, total_cents)
  SELECT s.date, s.client_id, -s.total_cents FROM sales_documents s WHERE s.id = NEW.refers_to AND s.client_id IS NOT NULL
  ON CONFLICT(date, client_id) DO UPDATE SET total_cents = total_cents + excluded.total_cents;
END;--> statement-breakpoint
INSERT INTO report_visit_days (date, status, cancelled_by, source, visits, lead_days)
  SELECT a.date, a.status, coalesce(a.cancelled_by, ''), a.source, count(*), sum(CASE WHEN a.status = 'cancelled' THEN 0 ELSE coalesce(max(0, CAST(round(julianday(a.date) - julianday(date(a.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= a.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes'))) AS INTEGER)), 0) END) FROM appointments a
  GROUP BY a.date, a.status, coalesce(a.cancelled_by, ''), a.source;--> statement-breakpoint
INSERT INTO report_stylist_days (date, stylist_id, booked_minutes)
  SELECT date, stylist_id, sum(minutes) FROM (SELECT a.date AS date, coalesce(i.stylist_id, a.stylist_id) AS stylist_id,
      max(0, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) - (CAST(substr(coalesce(i.start_time, a.start_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.start_time, a.start_time), 4, 2) AS INTEGER)) - coalesce(i.processing_minutes, 0)) AS minutes
    FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
    WHERE 1 AND a.status <> 'cancelled'
    UNION ALL
    SELECT date, stylist_id, min(1439, e + cleanup) - e FROM (
      SELECT a.date AS date, a.cleanup_minutes AS cleanup, coalesce(i.stylist_id, a.stylist_id) AS stylist_id, (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) AS e,
        row_number() OVER (PARTITION BY a.id ORDER BY (CAST(substr(coalesce(i.end_time, a.end_time), 1, 2) AS INTEGER) * 60 + CAST(substr(coalesce(i.end_time, a.end_time), 4, 2) AS INTEGER)) DESC, i.position) AS n
      FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id
      WHERE 1 AND a.status <> 'cancelled' AND a.cleanup_minutes > 0)
    WHERE n = 1 AND e < 1439) GROUP BY date, stylist_id;--> statement-breakpoint
INSERT INTO report_client_days (client_id, date, prev_date, next_date, prev_gap, next_gap, rebooked, booked_after)
  SELECT client_id, d, prev, next, CAST(round(julianday(d) - julianday(prev)) AS INTEGER), CAST(round(julianday(next) - julianday(d)) AS INTEGER), rebooked, booked_after FROM (
  SELECT v.client_id, v.d, lag(v.d) OVER w AS prev, lead(v.d) OVER w AS next,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status <> 'cancelled' AND date(b.created_at, (SELECT z.offset_minutes FROM report_zone_offsets z WHERE z.starts_at <= b.created_at ORDER BY z.starts_at DESC LIMIT 1) || ' minutes') <= v.d) AS rebooked,
    EXISTS (SELECT 1 FROM appointments b WHERE b.client_id = v.client_id AND b.date > v.d AND b.status IN ('pending', 'booked', 'confirmed')) AS booked_after
  FROM (SELECT DISTINCT client_id, date AS d FROM appointments WHERE 1 AND status IN ('completed', 'arrived')) v
  WINDOW w AS (PARTITION BY v.client_id ORDER BY v.d));--> statement-breakpoint
UPDATE report_client_days SET recent_gaps = coalesce((SELECT
    group_concat(CAST(round(julianday(report_client_days.date) - julianday(g.prev_date)) AS INTEGER) || ':' || g.prev_gap)
    FROM report_client_days g WHERE g.client_id = report_client_days.client_id AND g.date <= report_client_days.date
      AND g.prev_date >= date(report_client_days.date, '-730 days')), '')
  WHERE prev_date IS NOT NULL;--> statement-breakpoint
INSERT INTO report_client_sales (date, client_id, total_cents)
  SELECT d.date, d.client_id, sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * d.total_cents) FROM sales_documents d
  WHERE d.client_id IS NOT NULL AND (d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))
  GROUP BY d.date, d.client_id;
