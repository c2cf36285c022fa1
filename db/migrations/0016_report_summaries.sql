CREATE TABLE `report_takings_days` (
	`date` text PRIMARY KEY NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`sales` integer DEFAULT 0 NOT NULL,
	`discounts_cents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_takings_lines` (
	`date` text NOT NULL,
	`kind` text NOT NULL,
	`service_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`stylist_id` integer NOT NULL,
	`operator_id` integer NOT NULL,
	`operator_name` text NOT NULL,
	`description` text NOT NULL,
	`lines` integer NOT NULL,
	`quantity` integer NOT NULL,
	`net_cents` integer NOT NULL,
	PRIMARY KEY(`date`, `kind`, `service_id`, `product_id`, `stylist_id`, `operator_id`)
);
--> statement-breakpoint
CREATE TABLE `report_takings_methods` (
	`date` text NOT NULL,
	`method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	PRIMARY KEY(`date`, `method`)
);
--> statement-breakpoint
CREATE TABLE `report_takings_vat` (
	`date` text NOT NULL,
	`rate_percent` integer NOT NULL,
	`documents` integer NOT NULL,
	`taxable_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	PRIMARY KEY(`date`, `rate_percent`)
);
--> statement-breakpoint
CREATE INDEX `appointments_report_date_idx` ON `appointments` (`date`,`status`,`cancelled_by`,`source`,`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `appointments_report_client_idx` ON `appointments` (`client_id`,`status`,`date`,`created_at`);--> statement-breakpoint
-- The per-day sums of the net takings follow every document, line, VAT row and payment in the
-- writer's own transaction: a sale or refund adds (a refund negative), the first void of a sale
-- takes that sale's rows back out. Ids 0 stand for "none".
CREATE TRIGGER `report_takings_document` AFTER INSERT ON `sales_documents` WHEN NEW.kind IN ('sale', 'refund') BEGIN
  INSERT INTO report_takings_days (date, total_cents, sales, discounts_cents)
  VALUES (NEW.date, CASE NEW.kind WHEN 'sale' THEN NEW.total_cents ELSE -NEW.total_cents END, NEW.kind = 'sale', CASE NEW.kind WHEN 'sale' THEN NEW.discount_cents ELSE 0 END)
  ON CONFLICT(date) DO UPDATE SET total_cents = total_cents + excluded.total_cents, sales = sales + excluded.sales, discounts_cents = discounts_cents + excluded.discounts_cents;
END;--> statement-breakpoint
CREATE TRIGGER `report_takings_void` AFTER INSERT ON `sales_documents` WHEN NEW.kind = 'void'
  AND (SELECT kind FROM sales_documents WHERE id = NEW.refers_to) = 'sale'
  AND (SELECT count(*) FROM sales_documents WHERE refers_to = NEW.refers_to AND kind = 'void') = 1 BEGIN
  INSERT INTO report_takings_days (date, total_cents, sales, discounts_cents)
  SELECT s.date, -s.total_cents, -1, -(s.discount_cents + (SELECT coalesce(sum(l.discount_cents), 0) FROM sales_lines l WHERE l.document_id = s.id))
  FROM sales_documents s WHERE s.id = NEW.refers_to
  ON CONFLICT(date) DO UPDATE SET total_cents = total_cents + excluded.total_cents, sales = sales + excluded.sales, discounts_cents = discounts_cents + excluded.discounts_cents;
  INSERT INTO report_takings_lines (date, kind, service_id, product_id, stylist_id, operator_id, operator_name, description, lines, quantity, net_cents)
  SELECT s.date, l.kind, coalesce(l.service_id, 0), coalesce(l.product_id, 0), coalesce(l.stylist_id, 0),
    CASE WHEN l.kind = 'product' AND l.stylist_id IS NULL THEN coalesce(s.operator_id, 0) ELSE 0 END, s.operator_name, l.description, -1, -l.quantity, -l.net_cents
  FROM sales_documents s JOIN sales_lines l ON l.document_id = s.id WHERE s.id = NEW.refers_to
  ON CONFLICT(date, kind, service_id, product_id, stylist_id, operator_id) DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, net_cents = net_cents + excluded.net_cents;
  INSERT INTO report_takings_vat (date, rate_percent, documents, taxable_cents, vat_cents)
  SELECT s.date, t.rate_percent, -1, -t.taxable_cents, -t.vat_cents FROM sales_documents s JOIN sales_vat t ON t.document_id = s.id WHERE s.id = NEW.refers_to
  ON CONFLICT(date, rate_percent) DO UPDATE SET documents = documents + excluded.documents, taxable_cents = taxable_cents + excluded.taxable_cents, vat_cents = vat_cents + excluded.vat_cents;
  INSERT INTO report_takings_methods (date, method, amount_cents)
  SELECT p.date, p.method, -p.amount_cents FROM sales_payments p WHERE p.document_id = NEW.refers_to
  ON CONFLICT(date, method) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents;
END;--> statement-breakpoint
CREATE TRIGGER `report_takings_line` AFTER INSERT ON `sales_lines` BEGIN
  INSERT INTO report_takings_lines (date, kind, service_id, product_id, stylist_id, operator_id, operator_name, description, lines, quantity, net_cents)
  SELECT d.date, NEW.kind, coalesce(NEW.service_id, 0), coalesce(NEW.product_id, 0), coalesce(NEW.stylist_id, 0),
    CASE WHEN NEW.kind = 'product' AND NEW.stylist_id IS NULL THEN coalesce(s.operator_id, 0) ELSE 0 END, s.operator_name, NEW.description, 1,
    (CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END) * NEW.quantity, (CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END) * NEW.net_cents
  FROM sales_documents d JOIN sales_documents s ON s.id = coalesce(d.refers_to, d.id)
  WHERE d.id = NEW.document_id AND (d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))
  ON CONFLICT(date, kind, service_id, product_id, stylist_id, operator_id) DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, net_cents = net_cents + excluded.net_cents,
    operator_name = max(operator_name, excluded.operator_name), description = max(description, excluded.description);
  UPDATE report_takings_days SET discounts_cents = discounts_cents + NEW.discount_cents
  WHERE NEW.discount_cents <> 0 AND date = (SELECT d.date FROM sales_documents d WHERE d.id = NEW.document_id AND d.kind = 'sale'
    AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'));
END;--> statement-breakpoint
CREATE TRIGGER `report_takings_vat_row` AFTER INSERT ON `sales_vat` BEGIN
  INSERT INTO report_takings_vat (date, rate_percent, documents, taxable_cents, vat_cents)
  SELECT d.date, NEW.rate_percent, 1, (CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END) * NEW.taxable_cents, (CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END) * NEW.vat_cents
  FROM sales_documents d
  WHERE d.id = NEW.document_id AND (d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))
  ON CONFLICT(date, rate_percent) DO UPDATE SET documents = documents + excluded.documents, taxable_cents = taxable_cents + excluded.taxable_cents, vat_cents = vat_cents + excluded.vat_cents;
END;--> statement-breakpoint
CREATE TRIGGER `report_takings_payment` AFTER INSERT ON `sales_payments` BEGIN
  INSERT INTO report_takings_methods (date, method, amount_cents)
  SELECT NEW.date, NEW.method, (CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END) * NEW.amount_cents
  FROM sales_documents d
  WHERE d.id = NEW.document_id AND (d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))
  ON CONFLICT(date, method) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents;
END;--> statement-breakpoint
-- data:
INSERT INTO report_takings_days (date, total_cents, sales, discounts_cents)
SELECT d.date, sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * d.total_cents), sum(d.kind = 'sale'),
  sum(CASE d.kind WHEN 'sale' THEN d.discount_cents + (SELECT coalesce(sum(l.discount_cents), 0) FROM sales_lines l WHERE l.document_id = d.id) ELSE 0 END)
FROM sales_documents d WHERE d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'))
GROUP BY d.date;--> statement-breakpoint
INSERT INTO report_takings_lines (date, kind, service_id, product_id, stylist_id, operator_id, operator_name, description, lines, quantity, net_cents)
SELECT d.date, l.kind, coalesce(l.service_id, 0), coalesce(l.product_id, 0), coalesce(l.stylist_id, 0),
  CASE WHEN l.kind = 'product' AND l.stylist_id IS NULL THEN coalesce(s.operator_id, 0) ELSE 0 END AS op, max(s.operator_name), max(l.description), count(*),
  sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * l.quantity), sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * l.net_cents)
FROM sales_documents d JOIN sales_lines l ON l.document_id = d.id JOIN sales_documents s ON s.id = coalesce(d.refers_to, d.id)
WHERE d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'))
GROUP BY d.date, l.kind, coalesce(l.service_id, 0), coalesce(l.product_id, 0), coalesce(l.stylist_id, 0), op;--> statement-breakpoint
INSERT INTO report_takings_vat (date, rate_percent, documents, taxable_cents, vat_cents)
SELECT d.date, t.rate_percent, count(*), sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * t.taxable_cents), sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * t.vat_cents)
FROM sales_documents d JOIN sales_vat t ON t.document_id = d.id
WHERE d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'))
GROUP BY d.date, t.rate_percent;--> statement-breakpoint
INSERT INTO report_takings_methods (date, method, amount_cents)
SELECT p.date, p.method, sum(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END * p.amount_cents)
FROM sales_payments p JOIN sales_documents d ON d.id = p.document_id
WHERE d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'))
GROUP BY p.date, p.method;
