CREATE TABLE `client_formulas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`line` text DEFAULT '' NOT NULL,
	`shades` text DEFAULT '[]' NOT NULL,
	`developer_volume` integer,
	`developer_grams` real,
	`posa_minutes` integer,
	`notes` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`item_id`) REFERENCES `appointment_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_formulas_item_uq` ON `client_formulas` (`item_id`);--> statement-breakpoint
CREATE TABLE `client_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`kind` text,
	`file` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`item_id`) REFERENCES `appointment_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `client_photos_item_idx` ON `client_photos` (`item_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `client_photos_file_uq` ON `client_photos` (`file`);