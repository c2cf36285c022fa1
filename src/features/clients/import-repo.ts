import type { Db } from "../../../db/client";
import type { ClientPatch, ExistingClient } from "../../domain/import/plan";
import type { ImportedClient } from "../../domain/import/rows";

/**
 * The import's statements, prepared once and run inside the import's single transaction (bun:sqlite
 * is one synchronous connection, so a statement run inside `transaction()` belongs to it). Plain
 * SQL: 10,000 drizzle inserts cost several times more than one prepared statement run 10,000 times.
 */
export function clientImportRepo(db: Db) {
  const sqlite = db.$client;
  const present = sqlite.query<ExistingClient & { phone: string }, []>(
    "SELECT id, first_name AS firstName, last_name AS lastName, phone, email, notes FROM clients WHERE erased_at IS NULL AND phone <> '' ORDER BY id",
  );
  const insert = sqlite.query<{ id: number }, [string, string, string, string, string, string | null, string, string, string]>(
    "INSERT INTO clients (first_name, last_name, phone, email, notes, birthday, codice_fiscale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
  );
  // A merge fills a birthday or codice fiscale only where she has none.
  const patch = sqlite.query<unknown, [string, string, string | null, string, string, number]>(
    "UPDATE clients SET email = ?, notes = ?, birthday = COALESCE(birthday, ?), codice_fiscale = CASE WHEN codice_fiscale = '' THEN ? ELSE codice_fiscale END, updated_at = ? WHERE id = ?",
  );
  return {
    /** Present clients by stored phone; the oldest wins when several share one (as findByPhone). */
    phoneIndex(): Map<string, ExistingClient> {
      const index = new Map<string, ExistingClient>();
      for (const { phone, ...client } of present.all()) if (!index.has(phone)) index.set(phone, client);
      return index;
    },
    /** Stores one imported client; its id. */
    insert(client: ImportedClient, at: string): number {
      return insert.get(client.firstName, client.lastName, client.phone, client.email, client.notes, client.birthday, client.codiceFiscale ?? "", at, at)!.id;
    },
    patch(change: ClientPatch, at: string) {
      patch.run(change.email, change.notes, change.birthday, change.codiceFiscale ?? "", at, change.id);
    },
  };
}
