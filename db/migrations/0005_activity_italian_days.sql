-- data:
-- Appointment trail entries written before the summary said its day the Italian way:
-- "Anna Gallo · Taglio · 2026-12-03 15:15" becomes "Anna Gallo · Taglio · 03/12/2026 15:15".
UPDATE `activity` SET `summary` =
  substr(`summary`, 1, instr(`summary`, ' · 20') + 2)
  || substr(`summary`, instr(`summary`, ' · 20') + 11, 2) || '/'
  || substr(`summary`, instr(`summary`, ' · 20') + 8, 2) || '/'
  || substr(`summary`, instr(`summary`, ' · 20') + 3, 4)
  || substr(`summary`, instr(`summary`, ' · 20') + 13)
WHERE `entity` = 'appointment'
  AND `summary` GLOB '* · [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]*';
--> statement-breakpoint
-- "2026-12-08 · Immacolata" becomes "08/12/2026 · Immacolata".
UPDATE `activity` SET `summary` =
  substr(`summary`, 9, 2) || '/' || substr(`summary`, 6, 2) || '/' || substr(`summary`, 1, 4) || substr(`summary`, 11)
WHERE `entity` = 'extraordinary-day'
  AND `summary` GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] · *';
--> statement-breakpoint
-- "Giulia · 2026-12-01 → 2026-12-03" becomes "Giulia · 01/12/2026 → 03/12/2026".
UPDATE `activity` SET `summary` =
  substr(`summary`, 1, length(`summary`) - 23)
  || substr(`summary`, -15, 2) || '/' || substr(`summary`, -18, 2) || '/' || substr(`summary`, -23, 4)
  || ' → '
  || substr(`summary`, -2, 2) || '/' || substr(`summary`, -5, 2) || '/' || substr(`summary`, -10, 4)
WHERE `entity` = 'vacation'
  AND `summary` GLOB '* · [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] → [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]';
