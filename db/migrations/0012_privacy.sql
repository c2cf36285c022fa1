CREATE TABLE `client_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`channel` text DEFAULT '' NOT NULL,
	`given` integer NOT NULL,
	`at` text NOT NULL,
	`source` text NOT NULL,
	`text_version` integer DEFAULT 0 NOT NULL,
	`author_id` integer,
	`author_name` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_consents_client_idx` ON `client_consents` (`client_id`,`purpose`,`channel`,`id`);--> statement-breakpoint
ALTER TABLE `clients` ADD `birthday` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `codice_fiscale` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `allergies` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `patch_test_date` text;--> statement-breakpoint
-- data: the WhatsApp consent each client has becomes her `appointments` consent on WhatsApp, dated
-- as it was given (her record's creation when the date is unknown); one the client gave by answering
-- "Sì" on WhatsApp (the trail's "Cliente via WhatsApp") keeps that source, any other was taken at
-- the desk. Version 0: given before the privacy notice had versions.
INSERT INTO `client_consents` (`client_id`, `purpose`, `channel`, `given`, `at`, `source`, `text_version`, `author_name`)
SELECT c.`id`, 'appointments', 'whatsapp', 1, COALESCE(c.`whatsapp_consent_at`, c.`created_at`),
  CASE WHEN EXISTS (SELECT 1 FROM `activity` a WHERE a.`entity` = 'client' AND a.`entity_id` = c.`id`
    AND a.`actor_name` = 'Cliente via WhatsApp' AND a.`changes` LIKE '%whatsappConsent%') THEN 'whatsapp' ELSE 'banco' END,
  0, ''
FROM `clients` c WHERE c.`whatsapp_consent` = 1 AND c.`erased_at` IS NULL ORDER BY c.`id`;
