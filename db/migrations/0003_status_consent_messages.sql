CREATE TABLE `appointment_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`kind` text NOT NULL,
	`slot` text NOT NULL,
	`reply_token` text,
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
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_messages_slot_uq` ON `appointment_messages` (`appointment_id`,`kind`,`slot`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_messages_reply_token_uq` ON `appointment_messages` (`reply_token`);--> statement-breakpoint
CREATE INDEX `appointment_messages_provider_idx` ON `appointment_messages` (`provider_message_id`);--> statement-breakpoint
CREATE INDEX `appointment_messages_status_idx` ON `appointment_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `incoming_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_message_id` text NOT NULL,
	`from_phone` text NOT NULL,
	`type` text NOT NULL,
	`payload` text,
	`body` text,
	`appointment_id` integer,
	`outcome` text NOT NULL,
	`received_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `incoming_messages_provider_uq` ON `incoming_messages` (`provider_message_id`);--> statement-breakpoint
CREATE INDEX `incoming_messages_appointment_idx` ON `incoming_messages` (`appointment_id`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `status` text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `source` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `manage_token_hash` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `client_message` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `client_message_at` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `client_message_seen_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_manage_token_uq` ON `appointments` (`manage_token_hash`);--> statement-breakpoint
ALTER TABLE `clients` ADD `whatsapp_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `whatsapp_consent_at` text;