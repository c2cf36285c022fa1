/** A client's file fields as a new client has them (GET /api/clients/{id} and a save answer them). */
export const EMPTY_FILE = { birthday: null, codiceFiscale: "", address: "", allergies: "", patchTestDate: null, consents: [], marketingLapsed: false } as const;

/** The row GET /api/clients lists for a client a save answered: without her file fields. */
export function listRow<T extends Record<string, unknown>>(detail: T) {
  const { birthday: _b, codiceFiscale: _c, address: _a, allergies: _al, patchTestDate: _p, consents: _co, marketingLapsed: _m, ...row } = detail;
  return row;
}
