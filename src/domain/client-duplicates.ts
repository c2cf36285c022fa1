import { conflict } from "./errors";
import { duplicatePhoneMessage, type Client, type ClientRecord } from "./schemas/clients";
import { mergeConsent } from "./whatsapp-consent";
import { nameKey } from "./search-text";

export type DuplicateReason = "phone" | "name";
export type DuplicateGroup = { reason: DuplicateReason; key: string; clients: Client[] };

/**
 * Clients that are probably one person entered twice: the same stored phone (already national
 * digits, so "+39 333…" and "333…" are one number) or the same name ignoring accents, case and
 * spaces. A family sharing a phone shows up too: the salon decides, nothing merges by itself.
 * A pair that shares both phone and name is listed once, under the phone. Groups come biggest
 * first, then in the order of their first client's id. `nameKeyOf` lets a caller that keeps the
 * keys between calls (the server, for 25,000 clients) skip normalising every name again.
 * Walk-ins ("Cliente di passaggio") are never in a group.
 */
export function findDuplicateGroups(
  clients: readonly Client[],
  nameKeyOf: (client: Client) => string = (c) => nameKey(c.firstName, c.lastName),
): DuplicateGroup[] {
  const byPhone = new Map<string, Client[]>();
  const byName = new Map<string, Client[]>();
  const add = (map: Map<string, Client[]>, key: string, client: Client) => {
    const list = map.get(key);
    if (list) list.push(client);
    else map.set(key, [client]);
  };
  for (const client of clients) {
    // A walk-in is one visit under a first name at most: never offered for merging.
    if (client.walkIn) continue;
    if (client.phone !== "") add(byPhone, client.phone, client);
    add(byName, nameKeyOf(client), client);
  }
  const groups: DuplicateGroup[] = [];
  const pairedByPhone = new Set<string>();
  for (const [key, list] of byPhone) {
    if (list.length < 2) continue;
    groups.push({ reason: "phone", key, clients: list });
    for (const a of list) for (const b of list) pairedByPhone.add(`${a.id}:${b.id}`);
  }
  for (const [key, list] of byName) {
    if (list.length < 2) continue;
    // Already shown together under their phone: no second row for the same people.
    if (list.every((a) => list.every((b) => pairedByPhone.has(`${a.id}:${b.id}`)))) continue;
    groups.push({ reason: "name", key, clients: list });
  }
  const firstId = (g: DuplicateGroup) => Math.min(...g.clients.map((c) => c.id));
  return groups.sort((a, b) => b.clients.length - a.clients.length || firstId(a) - firstId(b));
}

/**
 * The survivor's record after absorbing a duplicate. The survivor is the one the salon chose to
 * keep, so its name and phone win; an empty email takes the duplicate's; notes are kept from
 * both (the duplicate's appended on a new line unless the survivor already holds them), since
 * an allergy noted on either record must not be lost. Clipped to the notes' 20,000 characters.
 * The WhatsApp consent was given by the one person both records are: either record's consent
 * counts, with its earliest date (mergeConsent).
 */
export function mergeClientRecords(survivor: ClientRecord, duplicate: ClientRecord): ClientRecord {
  const notes =
    duplicate.notes.trim() === "" || survivor.notes.includes(duplicate.notes.trim())
      ? survivor.notes
      : survivor.notes.trim() === ""
        ? duplicate.notes
        : `${survivor.notes.trimEnd()}\n${duplicate.notes.trim()}`;
  return {
    firstName: survivor.firstName,
    lastName: survivor.lastName,
    phone: survivor.phone,
    email: survivor.email.trim() === "" ? duplicate.email : survivor.email,
    notes: notes.slice(0, 20_000),
    ...mergeConsent(survivor, duplicate),
    walkIn: survivor.walkIn,
  };
}

/**
 * A new client whose phone another client already has: refused with 409 duplicate_phone unless
 * the salon said "Crea comunque" (allowDuplicatePhone), and the answer carries the existing
 * client so the screen can propose her instead. Every feature that creates clients uses it.
 */
export function assertPhoneFree(input: { allowDuplicatePhone?: boolean }, existing: Client | undefined) {
  if (input.allowDuplicatePhone || !existing) return;
  throw conflict(duplicatePhoneMessage(existing), "duplicate_phone", { client: existing });
}
