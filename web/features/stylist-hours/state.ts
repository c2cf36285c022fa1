import { atom } from "jotai";
import { ApiError, ResponseShapeError } from "../../lib/api";

/** The employee picked in the select; null means "the first one". Kept across screens. */
export const selectedStylistIdAtom = atom<number | null>(null);

/**
 * The texts for a failed weekday save: an HTML answer (a proxy or an old server without
 * this endpoint) is 'API endpoint not found'; another non-ok status names the day and status;
 * no answer at all is a network error.
 */
export function saveDayErrorMessage(error: unknown, day: string): string {
  if (error instanceof ResponseShapeError) return error.message;
  if (error instanceof ApiError) {
    if (/^\s*</.test(error.bodyText)) return "API endpoint not found";
    return `Failed to save ${day} hours: ${error.status}`;
  }
  // A 200 whose body is not JSON: the request reached something that is not our API.
  if (error instanceof SyntaxError) return "API endpoint not found";
  return `Network error saving ${day} hours`;
}
