CREATE TABLE `receipt_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`client_id` integer,
	`request_key` text NOT NULL,
	`status` text NOT NULL,
	`provider_message_id` text,
	`error_code` text,
	`error_message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`claimed_until` text,
	`sent_at` text,
	`delivered_at` text,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `sales_documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipt_messages_request_uq` ON `receipt_messages` (`document_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `receipt_messages_provider_idx` ON `receipt_messages` (`provider_message_id`);--> statement-breakpoint
CREATE INDEX `receipt_messages_status_idx` ON `receipt_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `receipt_messages_client_idx` ON `receipt_messages` (`client_id`);