-- Names saved before format characters were refused are cleaned by a data step in TypeScript
-- (db/invisible-names.ts, run once after the migrations with the schemas' own rule), not here.
SELECT 1;
