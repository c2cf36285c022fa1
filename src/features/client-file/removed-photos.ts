import type { Database } from "bun:sqlite";
import type { AppContext } from "../../http/context";
import type { PhotoStore } from "./photo-store";

/**
 * Photo files leave the photos folder as soon as their row is gone, whatever removed it: a photo
 * deleted, an item taken out of its visit, a visit deleted, a client erased (the rows cascade
 * from the item). A temporary trigger on this connection notes each deleted row's file in a
 * temporary table, inside the same transaction, so a write that rolls back notes nothing;
 * `drain` removes the noted files once nothing is in flight (after the commit: every write
 * publishes its live event after committing, and the app drains on each event).
 * Nothing personal is noted: the files are named by random UUIDs.
 */
export function watchRemovedPhotos(sqlite: Database, store: PhotoStore) {
  sqlite.exec("CREATE TEMP TABLE IF NOT EXISTS removed_photo_files (file TEXT NOT NULL)");
  sqlite.exec(
    "CREATE TEMP TRIGGER IF NOT EXISTS client_photos_removed AFTER DELETE ON main.client_photos BEGIN INSERT INTO temp.removed_photo_files (file) VALUES (old.file); END",
  );
  const noted = sqlite.query<{ file: string }, []>("SELECT DISTINCT file FROM temp.removed_photo_files");
  const clear = sqlite.query("DELETE FROM temp.removed_photo_files");
  return {
    /** Removes the files of the rows deleted by committed writes; returns their names. */
    drain(): string[] {
      // Inside a transaction the deletions could still roll back: the next drain takes them.
      if (sqlite.inTransaction) return [];
      const files = noted.all().map((r) => r.file);
      if (files.length === 0) return files;
      for (const file of files) store.remove(file);
      clear.run();
      return files;
    },
  };
}

/** Wires `watchRemovedPhotos` to the app: a drain after each live event (each committed write). */
export function removeFilesOfDeletedPhotos(ctx: AppContext, store: PhotoStore) {
  const watch = watchRemovedPhotos(ctx.db.$client, store);
  ctx.events.subscribe(() => watch.drain());
  return watch;
}
