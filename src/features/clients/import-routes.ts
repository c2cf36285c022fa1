import { Elysia } from "elysia";
import { invalid } from "../../domain/errors";
import { ClientImportOptionsSchema, IMPORT_FILE_REQUIRED } from "../../domain/schemas/client-import";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createClientImport } from "./import";

/** POST /api/clients/import[?dryRun=1]: multipart `file`, `mapping` (JSON), optional `duplicates`, `encoding`, `separator`. */
export function clientImportRoutes(ctx: AppContext) {
  const importer = createClientImport(ctx);
  return new Elysia({ name: "client-import-routes" }).post("/api/clients/import", async ({ request, query }) => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get("file");
    // Not `instanceof Blob`: a test environment may swap the global Blob for another implementation.
    if (!form || file === null || typeof file === "string" || typeof file?.arrayBuffer !== "function") throw invalid(IMPORT_FILE_REQUIRED, { file: IMPORT_FILE_REQUIRED });
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const options = parseOrThrow(ClientImportOptionsSchema, {
      mapping: text("mapping") ?? "",
      duplicates: text("duplicates"),
      encoding: text("encoding"),
      separator: text("separator"),
    });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const dryRun = query.dryRun === "1" || query.dryRun === "true";
    return dryRun ? importer.dryRun(bytes, options) : importer.run(ctx.requireAuth(request).user, bytes, options);
  }, { parse: "none" });
}
