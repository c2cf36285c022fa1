// What the client's erasure and export take from the colour record. The privacy feature calls
// these (wired in src/app.ts); they live here so the tables and the photos folder keep one owner.
import type { Executor } from "../../../db/client";
import type { ClientFileEntry } from "../../domain/schemas/formulas";
import { createPhotoStore } from "./photo-store";
import { clientFileRepo } from "./repo";
import { clientHistory } from "./service";

/**
 * Erases a client's colour record, with what the trail recorded of her formulas. Call it with the erasure's own transaction (`tx`): her
 * formulas and photo rows go with the rest of her data, or stay if the erasure rolls back. The
 * photo files cannot roll back, so they are removed by the returned `removeFiles`, which the
 * caller runs only after the commit. Backups keep their copies until BACKUP_KEEP ages them out.
 */
export function eraseClientFile(tx: Executor, clientId: number, photosDir: string): { formulas: number; photos: number; removeFiles: () => void } {
  const repo = clientFileRepo(tx);
  const items = repo.clientItems(clientId);
  const itemIds = items.map((i) => i.itemId);
  const formulas = repo.formulasOf(itemIds).length;
  // The trail's copies of her formulas go too (the trail keeps that a formula was saved, and when).
  repo.forgetFormulasInTrail([...new Set(items.map((i) => i.appointmentId))]);
  const files = repo.photosOf(itemIds).map((p) => p.file);
  repo.deleteFormulasOf(itemIds);
  repo.deletePhotosOf(itemIds);
  const store = createPhotoStore(photosDir);
  return { formulas, photos: files.length, removeFiles: () => files.forEach((file) => store.remove(file)) };
}

/**
 * Her colour record for the client export: every visit item with a formula or photos (date,
 * service, stylist, the formula, the photos' urls), newest first.
 */
export function clientFileExport(db: Executor, clientId: number): ClientFileEntry[] {
  return clientHistory(db, clientId);
}
