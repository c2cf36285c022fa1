import * as v from "valibot";
import { invalid } from "./errors";

/** valibot's own English message, used where a schema gives none: "Invalid key: Expected …". */
const DEFAULT_MESSAGE = /^Invalid \w+: Expected /;

/**
 * An issue's message in Italian: a schema's own message as it is; valibot's default (a key the
 * body lacks, a body that is not an object, a wrong type without a message) in general words.
 */
function italianMessage(issue: v.BaseIssue<unknown>, key: string): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  if (issue.input === undefined && key !== "_") return "Campo obbligatorio";
  return key === "_" ? "Dati non validi" : "Valore non valido";
}

/** First message per field, keyed by dot path: what a form shows under each input. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "_";
    fields[key] ??= italianMessage(issue, key);
  }
  return fields;
}

/** Validates untrusted input with the same schema the web form uses; throws a 400-kind error. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = fieldErrors(result.issues);
  throw invalid(Object.values(fields)[0] ?? "Dati non validi", fields, "validation");
}

/** Route ids: a positive integer, or a 400 (never a 500 and never a lookup with NaN). */
export function parseId(raw: unknown): number {
  const text = String(raw ?? "");
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw invalid("Identificativo non valido", { id: "Identificativo non valido" }, "invalid_id");
  }
  return Number(text);
}
