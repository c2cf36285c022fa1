import * as v from "valibot";
import { BookedConflictsErrorSchema, type ConflictRow } from "../../src/domain/schemas/conflicts";
import { ApiError } from "./api";

/** The conflicts a refused schedule write listed (409 booked_conflicts), or null for any other outcome. */
export function bookedConflictsOf(error: unknown): { message: string; conflicts: ConflictRow[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = v.safeParse(BookedConflictsErrorSchema, error.body);
  return parsed.success ? { message: parsed.output.message, conflicts: parsed.output.conflicts } : null;
}
