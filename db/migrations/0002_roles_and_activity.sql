CREATE TABLE `activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`user_id` integer,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`summary` text NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_at_idx` ON `activity` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_user_at_idx` ON `activity` (`user_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_entity_at_idx` ON `activity` (`entity`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_record_idx` ON `activity` (`entity`,`entity_id`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `stylist_id` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_login_at` text;--> statement-breakpoint
-- Roles before this migration were admin and staff: admin ran the salon and becomes owner; staff
-- used every screen but user management and becomes reception. The first user is always an owner.
UPDATE `users` SET `role` = 'owner' WHERE `role` = 'admin' OR `id` = (SELECT MIN(`id`) FROM `users`);--> statement-breakpoint
UPDATE `users` SET `role` = 'reception' WHERE `role` NOT IN ('owner', 'reception', 'stylist');
