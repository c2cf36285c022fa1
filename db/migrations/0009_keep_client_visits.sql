-- A client's visits are the salon's records: appointments reference clients ON DELETE CASCADE
-- (changing that needs a table rebuild), so this trigger refuses deleting a client who still has
-- any, whatever code path tries. Deleting a client anonymises her instead; a merge moves her
-- visits to the survivor first.
CREATE TRIGGER `clients_keep_visits` BEFORE DELETE ON `clients`
WHEN EXISTS (SELECT 1 FROM `appointments` WHERE `client_id` = OLD.`id`)
BEGIN
	SELECT RAISE(ABORT, 'client_has_visits');
END;
