import * as v from "valibot";
import { invalid } from "./errors";

/** First message per field, keyed by dot path: what a form shows under each input. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates untrusted input with the same schema the web form uses; throws a 400-kind error. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = fieldErrors(result.issues);
  throw invalid(result.issues[0]?.message ?? "Dati non validi", fields, "validation");
}

/** Route ids: a positive integer, or a 400 (never a 500 and never a lookup with NaN). */
export function parseId(raw: unknown): number {
  const text = String(raw ?? "");
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw invalid("Identificativo non valido", { id: "Identificativo non valido" }, "invalid_id");
  }
  return Number(text);
}
