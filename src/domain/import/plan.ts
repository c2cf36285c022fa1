import type { DuplicateChoice, ImportDuplicate } from "../schemas/client-import";
import { displayName } from "../names";
import type { ImportMapping } from "./fields";
import { readImportRow, type ImportedClient } from "./rows";

/** What the plan needs of a client already stored. */
export type ExistingClient = { id: number; firstName: string; lastName: string; email: string; notes: string };
/** What a merge changes on a stored client (only fields she had empty, and notes she lacked). */
export type ClientPatch = { id: number; email: string; notes: string; birthday: string | null; codiceFiscale: string | null };

export type ImportPlan = {
  inserts: ImportedClient[];
  patches: ClientPatch[];
  duplicates: ImportDuplicate[];
  refused: { row: number; reason: string }[];
};

/** Notes merged: the imported text is appended on its own line unless hers already holds it. */
const mergeNotes = (mine: string, theirs: string) => (theirs === "" || mine.includes(theirs) ? mine : mine === "" ? theirs : `${mine}\n${theirs}`);

/**
 * Decides every row: refused (with reasons), a duplicate, or a new client. A duplicate has the
 * phone of a stored client (the oldest with it) or of an earlier row. Skipped, it changes nothing;
 * merged, it fills only what the client (or the earlier row) has empty — the email, the birthday,
 * the codice fiscale — and adds its notes; names and phone never change. `byPhone` maps stored E.164 phones to their client.
 */
export function planImport(
  headers: readonly string[],
  rows: readonly string[][],
  mapping: ImportMapping,
  choice: DuplicateChoice,
  byPhone: ReadonlyMap<string, ExistingClient>,
  today: string,
): ImportPlan {
  const plan: ImportPlan = { inserts: [], patches: [], duplicates: [], refused: [] };
  const patches = new Map<number, { stored: ExistingClient; patch: ClientPatch }>();
  const fileRows = new Map<string, { row: number; client: ImportedClient }>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const read = readImportRow(headers, cells, mapping, today);
    if ("reason" in read) {
      plan.refused.push({ row, reason: read.reason });
      return;
    }
    const { client } = read;
    const stored = byPhone.get(client.phone);
    const earlier = fileRows.get(client.phone);
    if (!stored && !earlier) {
      fileRows.set(client.phone, { row, client });
      plan.inserts.push(client);
      return;
    }
    plan.duplicates.push({
      row,
      name: displayName(client),
      phone: client.phone,
      client: stored ? { id: stored.id, name: displayName(stored) } : null,
      sameAsRow: stored ? null : earlier!.row,
    });
    if (choice === "skip") return;
    if (stored) {
      const patch = patches.get(stored.id)?.patch ?? { id: stored.id, email: stored.email, notes: stored.notes, birthday: null, codiceFiscale: null };
      patches.set(stored.id, {
        stored,
        patch: { id: stored.id, email: patch.email || client.email, notes: mergeNotes(patch.notes, client.notes), birthday: patch.birthday ?? client.birthday, codiceFiscale: patch.codiceFiscale ?? client.codiceFiscale },
      });
    } else {
      const target = earlier!.client;
      target.email ||= client.email;
      target.notes = mergeNotes(target.notes, client.notes);
      target.birthday ??= client.birthday;
      target.codiceFiscale ??= client.codiceFiscale;
    }
  });
  // A merge that would change nothing writes nothing.
  plan.patches = [...patches.values()]
    .filter(({ stored, patch }) => patch.email !== stored.email || patch.notes !== stored.notes || patch.birthday !== null || patch.codiceFiscale !== null)
    .map(({ patch }) => patch);
  return plan;
}
