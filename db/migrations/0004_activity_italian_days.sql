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
