import * as v from "valibot";
import { ClientFileSchema, FormulaResponseSchema, PhotoSchema, type ClientFileEntry, type FormulaInput, type PhotoKind } from "../../src/domain/schemas/formulas";
import { api, apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";

/** A client's colour record follows the "clients" live topic (a save publishes it with her id). */
const itemPath = (appointmentId: number, itemId: number) => `/api/appointments/${appointmentId}/items/${itemId}`;

export const fetchClientFile = (clientId: number) => apiGet(`/api/clients/${clientId}/formulas`, ClientFileSchema);

/** Her visits' formulas and photos, newest first. */
export const clientFileAtom = atomsByKey((clientId: number) => queryAtom(["clients"], () => fetchClientFile(clientId)));

export const saveFormula = (appointmentId: number, itemId: number, input: FormulaInput) =>
  api("PUT", `${itemPath(appointmentId, itemId)}/formula`, FormulaResponseSchema, input);

export function uploadPhoto(appointmentId: number, itemId: number, photo: Blob, kind: PhotoKind | null) {
  const form = new FormData();
  form.set("photo", photo);
  if (kind) form.set("kind", kind);
  return api("POST", `${itemPath(appointmentId, itemId)}/photos`, PhotoSchema, form);
}

export const deletePhoto = (appointmentId: number, itemId: number, photoId: number) =>
  api("DELETE", `${itemPath(appointmentId, itemId)}/photos/${photoId}`, v.undefined());

/** The entry of one item, and the newest formula of another item (what "Usa ultima formula" copies). */
export function entryOf(entries: readonly ClientFileEntry[], itemId: number): ClientFileEntry | undefined {
  return entries.find((e) => e.itemId === itemId);
}

export function lastFormula(entries: readonly ClientFileEntry[], exceptItemId?: number): ClientFileEntry | undefined {
  return entries.find((e) => e.formula !== null && e.itemId !== exceptItemId);
}
