ALTER TABLE `appointments` ADD `online_name` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `wrong_number_at` text;--> statement-breakpoint
CREATE INDEX `appointments_source_created_idx` ON `appointments` (`source`,`created_at`);--> statement-breakpoint
ALTER TABLE `clients` ADD `whatsapp_consent_requested_at` text;--> statement-breakpoint
ALTER TABLE `incoming_messages` ADD `from_user_id` text;--> statement-breakpoint
-- data:
-- Phones were stored as Italian national digits ("3331234567"); they become E.164 ("+393331234567").
UPDATE `clients` SET `phone` = '+39' || `phone` WHERE `phone` <> '' AND `phone` NOT GLOB '*[^0-9]*';--> statement-breakpoint
UPDATE `stylists` SET `phone` = '+39' || `phone` WHERE `phone` <> '' AND `phone` NOT GLOB '*[^0-9]*';--> statement-breakpoint
-- Meta's sender ids are E.164 without the "+".
UPDATE `incoming_messages` SET `from_phone` = '+' || `from_phone` WHERE `from_phone` <> '' AND `from_phone` NOT GLOB '*[^0-9]*';
