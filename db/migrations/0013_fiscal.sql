CREATE TABLE `fiscal_agents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`last_seen_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fiscal_agents_token_hash_unique` ON `fiscal_agents` (`token_hash`);--> statement-breakpoint
CREATE TABLE `fiscal_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`document_id` integer,
	`date` text NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`needs_check` integer DEFAULT 0 NOT NULL,
	`lease_agent` text,
	`lease_id` text,
	`lease_expires_at` text,
	`attempt_date` text,
	`next_attempt_at` text,
	`failure_outcome` text,
	`error_code` text,
	`error_message` text,
	`document_number` text,
	`z_rep_number` integer,
	`printed_amount_cents` integer,
	`printed_date` text,
	`printed_time` text,
	`serial` text,
	`printed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fiscal_jobs_document_uq` ON `fiscal_jobs` (`document_id`);--> statement-breakpoint
CREATE INDEX `fiscal_jobs_status_idx` ON `fiscal_jobs` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `fiscal_jobs_date_idx` ON `fiscal_jobs` (`date`);--> statement-breakpoint
ALTER TABLE `sales_documents` ADD `lottery_code` text;