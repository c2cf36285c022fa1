import { wallClockIn } from "./time";

/**
 * A client's consent to WhatsApp messages from the salon (Meta's policy and GDPR): without it no
 * message of any kind goes to her. `whatsappConsentAt` is the UTC ISO instant it was given.
 */
export type WhatsappConsent = { whatsappConsent: boolean; whatsappConsentAt: string | null };

export const NO_CONSENT: WhatsappConsent = { whatsappConsent: false, whatsappConsentAt: null };

export const WHATSAPP_CONSENT_LABEL = "Acconsente a ricevere messaggi WhatsApp dal salone";
export const WHATSAPP_CONSENT_INVALID = "Il consenso WhatsApp deve essere sì o no";
/** Why a message was not sent, as the message log shows it ("Non inviato: nessun consenso WhatsApp"). */
export const NO_CONSENT_REASON = "nessun consenso WhatsApp";
export const NO_CONSENT_CODE = "no_consent";

/**
 * The consent after a save. `wanted` undefined (a form or an API caller that does not know about
 * consent) leaves it as it is; ticking it stamps `now`; ticking it again keeps the day it was first
 * given (that date is what the salon must be able to show); unticking it forgets the date, so a
 * later tick is a new consent with a new date.
 *
 *   before              wanted     after
 *   none                true       given now
 *   given 2026-03-12    true       given 2026-03-12
 *   given 2026-03-12    false      none
 *   given 2026-03-12    undefined  given 2026-03-12
 */
export function nextConsent(before: WhatsappConsent | null | undefined, wanted: boolean | undefined, now: string): WhatsappConsent {
  // Only the two fields: `before` may be the whole stored client, whose other fields the caller sets.
  const current = { whatsappConsent: before?.whatsappConsent ?? false, whatsappConsentAt: before?.whatsappConsentAt ?? null };
  if (wanted === undefined) return current;
  if (!wanted) return { ...NO_CONSENT };
  // A consent stored without its date (written by hand) gets one now rather than none.
  return current.whatsappConsent && current.whatsappConsentAt !== null ? current : { whatsappConsent: true, whatsappConsentAt: now };
}

/**
 * Two records of one client merged: she consented if either record says so, since the consent
 * was hers and was given once; the earliest date is kept (the first time she said yes).
 */
export function mergeConsent(a: WhatsappConsent, b: WhatsappConsent): WhatsappConsent {
  const given = [a, b].filter((c) => c.whatsappConsent);
  if (given.length === 0) return { ...NO_CONSENT };
  const dates = given.map((c) => c.whatsappConsentAt).filter((d): d is string => d !== null);
  const earliest = dates.sort((x, y) => Date.parse(x) - Date.parse(y))[0] ?? null;
  return { whatsappConsent: true, whatsappConsentAt: earliest };
}

/**
 * What the client card shows: "WhatsApp: consenso dal 12/03/2026" (the day on the salon's wall
 * clock: 23:30Z on 11 March is already 12 March in Rome) or "WhatsApp: nessun consenso".
 */
export const consentText = (c: WhatsappConsent, timeZone: string): string => `WhatsApp: ${consentState(c, timeZone)}`;

/** The same without the "WhatsApp:" label, for a list whose term already names it. */
export function consentState(c: WhatsappConsent, timeZone: string): string {
  if (!c.whatsappConsent) return "nessun consenso";
  const at = c.whatsappConsentAt === null ? Number.NaN : Date.parse(c.whatsappConsentAt);
  if (Number.isNaN(at)) return "consenso dato";
  const [year, month, day] = wallClockIn(timeZone, new Date(at)).date.split("-");
  return `consenso dal ${day}/${month}/${year}`;
}
