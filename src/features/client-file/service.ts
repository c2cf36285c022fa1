import type { Executor } from "../../../db/client";
import type { PublicUser } from "../../domain/schemas/auth";
import { diffRecords } from "../../domain/activity";
import { conflict, DomainError, notFound } from "../../domain/errors";
import { FORBIDDEN_CODE, FORBIDDEN_MESSAGE } from "../../domain/roles";
import { MAX_PHOTOS_PER_ITEM, type ClientFileEntry, type Formula, type FormulaInput, type Photo, type PhotoKind } from "../../domain/schemas/formulas";
import { createTrail } from "../../activity/trail";
import type { AppContext } from "../../http/context";
import { normalisePhotoOffThread } from "./photo-thread";
import { clientFileRepo, FORMULA_SUMMARY, photoUrl, toFormula, type ItemRef, type PhotoRow } from "./repo";
import type { PhotoStore } from "./photo-store";

export const ITEM_NOT_FOUND = "Servizio della visita non trovato";
export const FORMULA_NOT_FOUND = "Nessuna scheda tecnica per questo servizio";
export const PHOTO_NOT_FOUND = "Foto non trovata";
export const TOO_MANY_PHOTOS = `Al massimo ${MAX_PHOTOS_PER_ITEM} foto per servizio: eliminane una prima di aggiungerne un'altra`;

const toPhoto = (ref: ItemRef, row: PhotoRow): Photo => ({ id: row.id, url: photoUrl(ref, row.id), kind: row.kind });

/**
 * A stylist writes the colour record only on her own items (she did the colour); the owner on
 * any. Reception reads but does not write: the permission table refuses it before this runs.
 */
function assertMayWrite(user: PublicUser, item: ItemRef) {
  if (user.role === "stylist" && user.stylistId !== item.stylistId) throw new DomainError("forbidden", FORBIDDEN_MESSAGE, FORBIDDEN_CODE);
}

export function createClientFileService(ctx: AppContext, store: PhotoStore) {
  const trail = createTrail(ctx);
  const repo = clientFileRepo(ctx.db);

  function item(appointmentId: number, itemId: number): ItemRef {
    const found = repo.item(appointmentId, itemId);
    if (!found) throw notFound(ITEM_NOT_FOUND);
    return found;
  }

  const publish = (user: PublicUser, ref: ItemRef) => trail.publish(user, { topic: "clients", action: "updated", ids: [ref.clientId] });

  return {
    formula(appointmentId: number, itemId: number): Formula {
      const ref = item(appointmentId, itemId);
      const row = repo.formula(itemId);
      if (!row) throw notFound(FORMULA_NOT_FOUND);
      return toFormula(row, ref.stylistId);
    },

    saveFormula(user: PublicUser, appointmentId: number, itemId: number, input: FormulaInput): Formula {
      const ref = item(appointmentId, itemId);
      assertMayWrite(user, ref);
      const at = ctx.clock.now().toISOString();
      const saved = trail.write(user, (record) => {
        const before = repo.formula(itemId);
        repo.saveFormula(itemId, input, at, user.id);
        const after = toFormula(repo.formula(itemId)!, ref.stylistId);
        const snap = (f: Formula) => ({ brand: f.brand, line: f.line, shades: f.shades, developer: f.developer, posaMinutes: f.posaMinutes, notes: f.notes });
        record({
          action: before ? "updated" : "created",
          entity: "appointment",
          entityId: appointmentId,
          summary: `${FORMULA_SUMMARY}${ref.serviceName}`,
          changes: diffRecords(before ? snap(toFormula(before, ref.stylistId)) : null, snap(after)),
        });
        return after;
      });
      publish(user, ref);
      return saved;
    },

    photos(appointmentId: number, itemId: number): Photo[] {
      const ref = item(appointmentId, itemId);
      return repo.photos(itemId).map((row) => toPhoto(ref, row));
    },

    /** The stored file of one photo, for the GET that serves it. */
    photoFile(appointmentId: number, itemId: number, photoId: number): string {
      item(appointmentId, itemId);
      const row = repo.photo(itemId, photoId);
      if (!row || !store.exists(row.file)) throw notFound(PHOTO_NOT_FOUND);
      return store.path(row.file);
    },

    async addPhoto(user: PublicUser, appointmentId: number, itemId: number, upload: Uint8Array, kind: PhotoKind | null): Promise<Photo> {
      const ref = item(appointmentId, itemId);
      assertMayWrite(user, ref);
      // Cheap refusal before decoding; checked again in the transaction against a concurrent upload.
      if (repo.photos(itemId).length >= MAX_PHOTOS_PER_ITEM) throw conflict(TOO_MANY_PHOTOS, "too_many_photos");
      const image = await normalisePhotoOffThread(upload);
      const file = store.write(image.jpeg);
      try {
        const row = trail.write(user, (record) => {
          if (repo.photos(itemId).length >= MAX_PHOTOS_PER_ITEM) throw conflict(TOO_MANY_PHOTOS, "too_many_photos");
          const added = repo.addPhoto({ itemId, kind, file, width: image.width, height: image.height, bytes: image.jpeg.length, createdAt: ctx.clock.now().toISOString(), createdBy: user.id });
          const label = kind === "before" ? "prima" : kind === "after" ? "dopo" : "";
          record({ action: "created", entity: "appointment", entityId: appointmentId, summary: `Foto ${label ? `${label} ` : ""}· ${ref.serviceName}`.replace("  ", " "), changes: { photo: [null, added.id] } });
          return added;
        });
        publish(user, ref);
        return toPhoto(ref, row);
      } catch (error) {
        store.remove(file);
        throw error;
      }
    },

    removePhoto(user: PublicUser, appointmentId: number, itemId: number, photoId: number) {
      const ref = item(appointmentId, itemId);
      assertMayWrite(user, ref);
      const row = repo.photo(itemId, photoId);
      if (!row) throw notFound(PHOTO_NOT_FOUND);
      trail.write(user, (record) => {
        repo.removePhoto(photoId);
        record({ action: "deleted", entity: "appointment", entityId: appointmentId, summary: `Foto eliminata · ${ref.serviceName}`, changes: { photo: [photoId, null] } });
      });
      // After the commit: a failed delete leaves the row, never a row without its file.
      store.remove(row.file);
      publish(user, ref);
    },

    /**
     * At start-up: removes photo files no row points to (their item was removed from its visit,
     * or a crash fell between the file and its row). Nothing else writes photos at that moment.
     */
    sweepStrayPhotos: (): string[] => store.sweep(repo.allPhotoFiles()),

    /** The client's colour history: each visit item with a formula or photos, newest first. */
    history(clientId: number): ClientFileEntry[] {
      return clientHistory(ctx.db, clientId);
    },
  };
}
export type ClientFileService = ReturnType<typeof createClientFileService>;

export function clientHistory(db: Executor, clientId: number): ClientFileEntry[] {
  const repo = clientFileRepo(db);
  const items = repo.clientItems(clientId);
  const ids = items.map((i) => i.itemId);
  const formulas = new Map(repo.formulasOf(ids).map((f) => [f.itemId, f]));
  const photos = new Map<number, PhotoRow[]>();
  for (const p of repo.photosOf(ids)) photos.set(p.itemId, [...(photos.get(p.itemId) ?? []), p]);
  return items
    .filter((i) => formulas.has(i.itemId) || photos.has(i.itemId))
    .map((i) => {
      const formula = formulas.get(i.itemId);
      return {
        appointmentId: i.appointmentId,
        itemId: i.itemId,
        date: i.date,
        serviceName: i.serviceName,
        stylistId: i.stylistId,
        stylistName: i.stylistName,
        formula: formula ? toFormula(formula, i.stylistId) : null,
        photos: (photos.get(i.itemId) ?? []).map((p) => toPhoto(i, p)),
      };
    });
}
