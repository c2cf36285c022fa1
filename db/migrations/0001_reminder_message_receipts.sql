ALTER TABLE `reminder_messages` ADD `claimed_until` text;--> statement-breakpoint
ALTER TABLE `reminder_messages` ADD `sent_at` text;--> statement-breakpoint
ALTER TABLE `reminder_messages` ADD `delivered_at` text;--> statement-breakpoint
ALTER TABLE `reminder_messages` ADD `read_at` text;