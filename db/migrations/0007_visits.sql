CREATE TABLE `appointment_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`position` integer NOT NULL,
	`service_id` integer NOT NULL,
	`service_name` text NOT NULL,
	`stylist_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`processing_minutes` integer DEFAULT 0 NOT NULL,
	`finishing_minutes` integer DEFAULT 0 NOT NULL,
	`price_cents` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stylist_id`) REFERENCES `stylists`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_items_visit_position_uq` ON `appointment_items` (`appointment_id`,`position`);--> statement-breakpoint
CREATE INDEX `appointment_items_stylist_date_idx` ON `appointment_items` (`stylist_id`,`date`,`start_time`);--> statement-breakpoint
CREATE INDEX `appointment_items_service_idx` ON `appointment_items` (`service_id`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `cleanup_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `walk_in` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `erased_at` text;--> statement-breakpoint
ALTER TABLE `services` ADD `processing_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `finishing_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `category` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `stylist_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- data:
-- Every stored appointment becomes a one-item visit priced at today's service price (there is no
-- older record of what it cost); custom durations ("extra services" folded in) stay as they are.
INSERT INTO `appointment_items` (`appointment_id`, `position`, `service_id`, `service_name`, `stylist_id`, `date`, `start_time`, `end_time`, `processing_minutes`, `finishing_minutes`, `price_cents`)
SELECT a.`id`, 0, a.`service_id`, s.`name`, a.`stylist_id`, a.`date`, a.`start_time`, a.`end_time`, 0, 0, s.`price`
FROM `appointments` a JOIN `services` s ON s.`id` = a.`service_id`;
