import { addMonthsToDay } from "./calendar-months";

/** What a consent is for: appointment messages, marketing (per channel), health data (allergies). */
export const CONSENT_PURPOSES = ["appointments", "marketing", "health"] as const;
export const CONSENT_CHANNELS = ["whatsapp", "email", "sms"] as const;
/** Where she gave it: at the desk, on the public booking form, answering on WhatsApp. */
export const CONSENT_SOURCES = ["banco", "online", "whatsapp"] as const;
/** As stored: "" is a consent without a channel (health). */
export const STORED_CHANNELS = ["whatsapp", "email", "sms", ""] as const;

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export type ConsentEntry = {
  purpose: ConsentPurpose;
  channel: ConsentChannel | null;
  given: boolean;
  /** UTC ISO instant. */
  at: string;
  source: ConsentSource;
  textVersion: number;
};

export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  appointments: "Messaggi sugli appuntamenti",
  marketing: "Promozioni e offerte",
  health: "Dati sanitari (allergie)",
};
export const CHANNEL_LABELS: Record<ConsentChannel, string> = { whatsapp: "WhatsApp", email: "Email", sms: "SMS" };
export const SOURCE_LABELS: Record<ConsentSource, string> = { banco: "al banco", online: "online", whatsapp: "su WhatsApp" };

/** Marketing consent lapses this many months after her last visit (or after it was given, without visits). */
export const MARKETING_LAPSE_MONTHS = 24;

/**
 * The current state from the history (oldest first): the latest entry per purpose and channel.
 * Appointment messages go on WhatsApp only, so that purpose always has the channel "whatsapp".
 */
export function currentConsents(history: readonly ConsentEntry[]): ConsentEntry[] {
  const latest = new Map<string, ConsentEntry>();
  for (const entry of history) latest.set(`${entry.purpose}:${entry.channel ?? ""}`, entry);
  const order = (e: ConsentEntry) => CONSENT_PURPOSES.indexOf(e.purpose) * 10 + (e.channel ? CONSENT_CHANNELS.indexOf(e.channel) + 1 : 0);
  return [...latest.values()].sort((a, b) => order(a) - order(b));
}

/** Whether the current state holds a given consent for the purpose (on the channel, when named). */
export const hasConsent = (current: readonly ConsentEntry[], purpose: ConsentPurpose, channel?: ConsentChannel) =>
  current.some((c) => c.purpose === purpose && c.given && (channel === undefined || c.channel === channel));

/**
 * THE gate of every WhatsApp message about her appointments (reminders, confirmations, notices,
 * recurring reminders): her current `appointments` consent on WhatsApp, which the database mirrors
 * in clients.whatsapp_consent. Marketing consent never opens it, nor does health consent.
 */
export const appointmentMessagesAllowed = (client: { whatsappConsent: boolean }) => client.whatsappConsent;

/**
 * Marketing consent lapses 24 months after her last visit; with no visit, 24 months after it was
 * given. `today` and `lastVisit` are salon days ("YYYY-MM-DD"); a lapse on 29 February of a leap
 * year counts from 28 February two years on (the month's last day).
 *
 *   given 2024-01-10, last visit 2024-03-31, today 2026-03-30 → not lapsed
 *   given 2024-01-10, last visit 2024-03-31, today 2026-03-31 → lapsed
 */
export function marketingLapsed(current: readonly ConsentEntry[], lastVisit: string | null, today: string, dayOf: (iso: string) => string): boolean {
  const given = current.filter((c) => c.purpose === "marketing" && c.given);
  if (given.length === 0) return false;
  const latestGiven = given.map((c) => dayOf(c.at)).sort().at(-1)!;
  const from = lastVisit !== null && lastVisit > latestGiven ? lastVisit : latestGiven;
  return addMonthsToDay(from, MARKETING_LAPSE_MONTHS) <= today;
}
