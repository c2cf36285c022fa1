CREATE TABLE `cash_closings` (
	`date` text PRIMARY KEY NOT NULL,
	`opening_float_cents` integer NOT NULL,
	`expected_cash_cents` integer NOT NULL,
	`counted_cash_cents` integer NOT NULL,
	`difference_cents` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`closed_by` integer,
	`closed_by_name` text NOT NULL,
	`closed_at` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`barcode` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`vat_rate_percent` integer DEFAULT 22 NOT NULL,
	`cost_cents` integer DEFAULT 0 NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`low_stock_threshold` integer DEFAULT 0 NOT NULL,
	`archived_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sales_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`year` integer NOT NULL,
	`number` integer NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`at` text NOT NULL,
	`operator_id` integer,
	`operator_name` text NOT NULL,
	`refers_to` integer,
	`reason` text DEFAULT '' NOT NULL,
	`appointment_id` integer,
	`client_id` integer,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`discount_percent` integer,
	`discount_reason` text DEFAULT '' NOT NULL,
	`total_cents` integer NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`cash_given_cents` integer,
	`change_cents` integer DEFAULT 0 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`operator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sales_documents_refers_ck" CHECK(("sales_documents"."kind" = 'sale') = ("sales_documents"."refers_to" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_documents_number_uq` ON `sales_documents` (`year`,`number`);--> statement-breakpoint
CREATE INDEX `sales_documents_date_idx` ON `sales_documents` (`date`);--> statement-breakpoint
CREATE INDEX `sales_documents_client_idx` ON `sales_documents` (`client_id`);--> statement-breakpoint
CREATE INDEX `sales_documents_appointment_idx` ON `sales_documents` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `sales_documents_refers_idx` ON `sales_documents` (`refers_to`);--> statement-breakpoint
CREATE TABLE `sales_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`service_id` integer,
	`product_id` integer,
	`stylist_id` integer,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`discount_percent` integer,
	`discount_reason` text DEFAULT '' NOT NULL,
	`total_discount_share_cents` integer DEFAULT 0 NOT NULL,
	`net_cents` integer NOT NULL,
	`vat_rate_percent` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`taxable_cents` integer NOT NULL,
	`refers_to_line_id` integer,
	FOREIGN KEY (`document_id`) REFERENCES `sales_documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stylist_id`) REFERENCES `stylists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sales_lines_document_idx` ON `sales_lines` (`document_id`);--> statement-breakpoint
CREATE INDEX `sales_lines_refers_idx` ON `sales_lines` (`refers_to_line_id`);--> statement-breakpoint
CREATE TABLE `sales_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`date` text NOT NULL,
	`at` text NOT NULL,
	`operator_id` integer,
	`operator_name` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `sales_documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`operator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sales_payments_document_idx` ON `sales_payments` (`document_id`);--> statement-breakpoint
CREATE INDEX `sales_payments_date_idx` ON `sales_payments` (`date`);--> statement-breakpoint
CREATE TABLE `sales_vat` (
	`document_id` integer NOT NULL,
	`rate_percent` integer NOT NULL,
	`taxable_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `sales_documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_vat_document_rate_uq` ON `sales_vat` (`document_id`,`rate_percent`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`kind` text NOT NULL,
	`delta` integer NOT NULL,
	`stock_after` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`document_id` integer,
	`user_id` integer,
	`author_name` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`document_id`) REFERENCES `sales_documents`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stock_movements_product_idx` ON `stock_movements` (`product_id`,`id`);--> statement-breakpoint
ALTER TABLE `services` ADD `vat_rate_percent` integer DEFAULT 22 NOT NULL;--> statement-breakpoint
-- Sales documents, their lines, payments and VAT are never changed or deleted: a mistake is
-- corrected by a new document (void, refund) that refers to the sale.
CREATE TRIGGER `sales_documents_no_update` BEFORE UPDATE ON `sales_documents` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_documents_no_delete` BEFORE DELETE ON `sales_documents` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_lines_no_update` BEFORE UPDATE ON `sales_lines` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_lines_no_delete` BEFORE DELETE ON `sales_lines` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_payments_no_update` BEFORE UPDATE ON `sales_payments` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_payments_no_delete` BEFORE DELETE ON `sales_payments` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_vat_no_update` BEFORE UPDATE ON `sales_vat` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `sales_vat_no_delete` BEFORE DELETE ON `sales_vat` BEGIN SELECT RAISE(ABORT, 'sales documents are immutable'); END;
