import * as v from "valibot";
import type { CsvEncoding, CsvSeparator } from "../../src/domain/import/csv";
import type { ImportMapping } from "../../src/domain/import/fields";
import { ClientImportRefusedSchema, ClientImportReportSchema, type ClientImportReport, type DuplicateChoice } from "../../src/domain/schemas/client-import";
import { api, ApiError } from "../lib/api";

export type ClientImportRequest = { file: Blob; mapping: ImportMapping; duplicates: DuplicateChoice; encoding: CsvEncoding; separator: CsvSeparator };

/**
 * POST /api/clients/import: the dry run's report, or the import's. A file with refused rows
 * answers 400 with the report: it is returned as the answer (`imported: false`), since the screen
 * shows it the same way; any other error is thrown.
 */
export async function importClients(request: ClientImportRequest, dryRun: boolean): Promise<ClientImportReport> {
  const form = new FormData();
  form.set("file", request.file, "clienti.csv");
  form.set("mapping", JSON.stringify(request.mapping));
  form.set("duplicates", request.duplicates);
  form.set("encoding", request.encoding);
  form.set("separator", request.separator);
  try {
    return await api("POST", `/api/clients/import${dryRun ? "?dryRun=1" : ""}`, ClientImportReportSchema, form);
  } catch (error) {
    const refused = error instanceof ApiError ? v.safeParse(ClientImportRefusedSchema, error.body) : undefined;
    if (refused?.success) return refused.output.report;
    throw error;
  }
}
