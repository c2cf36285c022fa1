import type { ExtraordinaryDayInput } from "../../../src/domain/schemas/extraordinary-days";
import { ApiError, api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type ExtraordinaryDay = {
  id: number;
  date: string;
  reason: string;
  isClosed: boolean;
  specialOpenTime: string | null;
  specialCloseTime: string | null;
  notes: string | null;
};

export const extraordinaryDaysAtom = queryAtom(["extraordinary-days"], async () => {
  try {
    return await apiGet<ExtraordinaryDay[]>("/api/salon-extraordinary-days");
  } catch {
    throw new Error("Failed to fetch extraordinary days");
  }
});

export const createExtraordinaryDay = (input: ExtraordinaryDayInput) =>
  api<ExtraordinaryDay>("POST", "/api/salon-extraordinary-days", input);
export const updateExtraordinaryDay = (id: number, input: ExtraordinaryDayInput) =>
  api<ExtraordinaryDay>("PUT", `/api/salon-extraordinary-days/${id}`, input);
export const deleteExtraordinaryDay = (id: number) => api("DELETE", `/api/salon-extraordinary-days/${id}`);

/** "{status} - {text}" of spec §8, with the server's Italian message as the text. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} - ${error.userMessage}`;
  return error instanceof Error ? error.message : String(error);
}
