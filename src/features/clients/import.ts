import { DomainError, invalid } from "../../domain/errors";
import { readCsv } from "../../domain/import/csv";
import { IMPORT_FIELD_LABELS, REQUIRED_IMPORT_FIELDS, type ImportField, type ImportMapping } from "../../domain/import/fields";
import { planImport } from "../../domain/import/plan";
import {
  IMPORT_EMPTY,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_REFUSED,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY_ROWS,
  type ClientImportOptions,
  type ClientImportReport,
} from "../../domain/schemas/client-import";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { createTrail, type Actor } from "../../activity/trail";
import { clientImportRepo } from "./import-repo";

/** Mapped fields this version checks in each row but has no column for. */
// Every field the mapping offers is stored (kept in the answer for older screens: always empty now).
const NOT_STORED: readonly ImportField[] = [];

/** Every mapped column exists in the file; name, surname and phone each have exactly one column; other fields at most one (notes any number). */
function checkMapping(headers: readonly string[], mapping: ImportMapping) {
  const unknown = Object.keys(mapping).filter((column) => !headers.includes(column));
  if (unknown.length > 0) throw invalid(`Colonna non presente nel file: ${unknown.join(", ")}`, { mapping: "Colonna non presente nel file" });
  const fields = Object.values(mapping);
  for (const field of REQUIRED_IMPORT_FIELDS) {
    if (!fields.includes(field)) throw invalid(`Scegli la colonna per ${IMPORT_FIELD_LABELS[field]}`, { mapping: `Scegli la colonna per ${IMPORT_FIELD_LABELS[field]}` });
  }
  const twice = [...new Set(fields.filter((f, i) => f !== "ignore" && f !== "notes" && fields.indexOf(f) !== i))];
  if (twice.length > 0) {
    const message = `${twice.map((f) => IMPORT_FIELD_LABELS[f]).join(", ")}: una sola colonna per campo`;
    throw invalid(message, { mapping: message });
  }
}

/**
 * POST /api/clients/import: reads the file, plans every row, and (unless a dry run) writes the
 * plan in one immediate transaction with one trail entry; any refused row refuses the whole file.
 */
export function createClientImport(ctx: AppContext) {
  const repo = clientImportRepo(ctx.db);
  const trail = createTrail(ctx);
  const today = () => wallClockIn(ctx.config.timeZone, ctx.clock.now()).date;

  const plan = (bytes: Uint8Array, options: ClientImportOptions) => {
    if (bytes.byteLength > IMPORT_MAX_BYTES) throw invalid(IMPORT_TOO_LARGE, { file: IMPORT_TOO_LARGE });
    const table = readCsv(bytes, { encoding: options.encoding, separator: options.separator });
    if (table.rows.length === 0) throw invalid(IMPORT_EMPTY, { file: IMPORT_EMPTY });
    if (table.rows.length > IMPORT_MAX_ROWS) throw invalid(IMPORT_TOO_MANY_ROWS, { file: IMPORT_TOO_MANY_ROWS });
    checkMapping(table.headers, options.mapping);
    const result = planImport(table.headers, table.rows, options.mapping, options.duplicates, repo.phoneIndex(), today());
    const mapped = new Set(Object.values(options.mapping));
    const report: ClientImportReport = {
      rows: table.rows.length,
      new: result.inserts.length,
      duplicates: result.duplicates,
      merged: options.duplicates === "merge" ? result.duplicates.length : 0,
      refused: result.refused,
      imported: false,
      notStored: NOT_STORED.filter((f) => mapped.has(f)),
    };
    return { result, report };
  };

  return {
    dryRun: (bytes: Uint8Array, options: ClientImportOptions): ClientImportReport => plan(bytes, options).report,

    run(actor: Actor, bytes: Uint8Array, options: ClientImportOptions): ClientImportReport {
      const { report, changed } = trail.write(actor, (record) => {
        // Planned inside the transaction: the phones it compares against cannot change under it.
        const { result, report } = plan(bytes, options);
        if (report.refused.length > 0) throw new DomainError("invalid", IMPORT_REFUSED, "import_refused", undefined, { report });
        const at = ctx.clock.now().toISOString();
        const ids = result.inserts.map((client) => repo.insert(client, at));
        for (const patch of result.patches) repo.patch(patch, at);
        const merged = result.patches.length;
        record({
          action: "created",
          entity: "client",
          entityId: null,
          summary: `Importazione clienti: ${ids.length} nuovi, ${report.duplicates.length} doppioni ${options.duplicates === "merge" ? "uniti" : "saltati"}`,
          changes: { imported: [null, ids.length], duplicates: [null, report.duplicates.length], updated: [null, merged] },
        });
        return { report: { ...report, imported: true }, changed: ids.length + result.patches.length };
      });
      // No ids: thousands of them would go to every socket, and the client list reloads in one
      // query rather than patching its rows one by one; every screen on the topic re-fetches.
      if (changed > 0) trail.publish(actor, { topic: "clients", action: "created", ids: [] });
      return report;
    },
  };
}
