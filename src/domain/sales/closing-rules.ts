/**
 * A day's closing: a counted cash that differs from the expected one must say why, so the owner
 * reading the closing later knows whether it was a mistake, a missing receipt or a loss.
 */
export const CLOSING_NOTE_REQUIRED = "Scrivi una nota che spieghi la differenza di cassa";

/** The note is required exactly when counted − expected is not zero. */
export const closingNoteMissing = (differenceCents: number, note: string) => differenceCents !== 0 && note.trim() === "";
