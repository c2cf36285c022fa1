import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { clients } from "../../db/schema";
import { clientConsents } from "../../db/schema-privacy";
import type { ConsentEntry } from "../domain/consents";
import { displayName } from "../domain/names";
import { actorUser, CLIENT_ACTOR_NAMES, isClientActor, type Actor } from "../activity/trail";

const columns = {
  clientId: clientConsents.clientId,
  purpose: clientConsents.purpose,
  channel: clientConsents.channel,
  given: clientConsents.given,
  at: clientConsents.at,
  source: clientConsents.source,
  textVersion: clientConsents.textVersion,
};

type Row = { clientId: number } & Omit<ConsentEntry, "channel"> & { channel: ConsentEntry["channel"] | "" };
const toEntry = ({ clientId: _clientId, channel, ...rest }: Row): ConsentEntry => ({ ...rest, channel: channel === "" ? null : channel });

const authorOf = (actor: Actor) => {
  const user = actorUser(actor);
  if (user) return { authorId: user.id, authorName: displayName(user) };
  return { authorId: null, authorName: isClientActor(actor) ? CLIENT_ACTOR_NAMES[actor.channel] : "" };
};

/**
 * The one writer and reader of client consents, shared by every feature that records one (the
 * client card, a WhatsApp "Sì", a client save that ticks WhatsApp). Writing an `appointments`
 * consent also sets the mirror the senders read (clients.whatsapp_consent, its first date kept
 * while it stays given); withdrawing `health` clears her allergies and patch-test date, since
 * without consent the salon may not keep processing them.
 */
export const consentsRepo = (db: Executor) => ({
  /** Her whole history, oldest first (the export lists it; currentConsents reads the state). */
  history: (clientId: number): ConsentEntry[] =>
    db.select(columns).from(clientConsents).where(eq(clientConsents.clientId, clientId)).orderBy(asc(clientConsents.id)).all().map(toEntry),

  /** The histories of many clients at once, oldest first each. */
  histories(clientIds: number[]): Map<number, ConsentEntry[]> {
    const map = new Map<number, ConsentEntry[]>();
    if (clientIds.length === 0) return map;
    const rows = db.select(columns).from(clientConsents).where(inArray(clientConsents.clientId, clientIds)).orderBy(asc(clientConsents.id)).all();
    for (const row of rows) map.set(row.clientId, [...(map.get(row.clientId) ?? []), toEntry(row)]);
    return map;
  },

  /** The histories of the clients with any consent for `purpose` recorded, given or withdrawn. */
  historiesWith(purpose: ConsentEntry["purpose"]): Map<number, ConsentEntry[]> {
    const map = new Map<number, ConsentEntry[]>();
    const who = db.selectDistinct({ id: clientConsents.clientId }).from(clientConsents).where(eq(clientConsents.purpose, purpose));
    for (const row of db.select(columns).from(clientConsents).where(inArray(clientConsents.clientId, who)).orderBy(asc(clientConsents.id)).all()) {
      map.set(row.clientId, [...(map.get(row.clientId) ?? []), toEntry(row)]);
    }
    return map;
  },

  record(clientId: number, entry: ConsentEntry, actor: Actor) {
    db.insert(clientConsents).values({ clientId, ...entry, channel: entry.channel ?? "", ...authorOf(actor) }).run();
    if (entry.purpose === "appointments") {
      const before = db.select({ given: clients.whatsappConsent, at: clients.whatsappConsentAt }).from(clients).where(eq(clients.id, clientId)).get();
      const at = entry.given ? (before?.given && before.at !== null ? before.at : entry.at) : null;
      db.update(clients).set({ whatsappConsent: entry.given, whatsappConsentAt: at, whatsappConsentRequestedAt: null }).where(eq(clients.id, clientId)).run();
    }
    if (entry.purpose === "health" && !entry.given) {
      db.update(clients).set({ allergies: "", patchTestDate: null }).where(eq(clients.id, clientId)).run();
    }
  },

  /** A merge: the duplicate's history becomes the survivor's (the latest entry still wins). */
  move: (fromId: number, toId: number) => db.update(clientConsents).set({ clientId: toId }).where(eq(clientConsents.clientId, fromId)).run(),

});
