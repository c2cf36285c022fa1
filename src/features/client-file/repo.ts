import { and, asc, desc, eq, inArray, like } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { activity, appointments, stylists } from "../../../db/schema";
import { clientFormulas, clientPhotos } from "../../../db/schema-client-file";
import { appointmentItems } from "../../../db/schema-visits";
import type { Formula, FormulaInput, PhotoKind } from "../../domain/schemas/formulas";

/** A visit item with what the rules need: whose it is, whose client, which day. */
export type ItemRef = {
  itemId: number;
  appointmentId: number;
  stylistId: number;
  clientId: number;
  date: string;
  serviceName: string;
};

export type PhotoRow = typeof clientPhotos.$inferSelect;

/** The trail summary of a formula's save: "Scheda tecnica · Colore". */
export const FORMULA_SUMMARY = "Scheda tecnica · ";
type FormulaRow = typeof clientFormulas.$inferSelect;

export const photoUrl = (ref: { appointmentId: number; itemId: number }, photoId: number) =>
  `/api/appointments/${ref.appointmentId}/items/${ref.itemId}/photos/${photoId}`;

export function toFormula(row: FormulaRow, stylistId: number): Formula {
  return {
    brand: row.brand,
    line: row.line,
    shades: JSON.parse(row.shades) as Formula["shades"],
    developer: row.developerVolume !== null && row.developerGrams !== null ? { volume: row.developerVolume as 10 | 20 | 30 | 40, grams: row.developerGrams } : null,
    posaMinutes: row.posaMinutes,
    notes: row.notes,
    stylistId,
    updatedAt: row.updatedAt,
  };
}

const itemColumns = {
  itemId: appointmentItems.id,
  appointmentId: appointmentItems.appointmentId,
  stylistId: appointmentItems.stylistId,
  clientId: appointments.clientId,
  date: appointmentItems.date,
  serviceName: appointmentItems.serviceName,
};

export const clientFileRepo = (db: Executor) => ({
  item(appointmentId: number, itemId: number): ItemRef | undefined {
    return db
      .select(itemColumns)
      .from(appointmentItems)
      .innerJoin(appointments, eq(appointments.id, appointmentItems.appointmentId))
      .where(and(eq(appointmentItems.id, itemId), eq(appointmentItems.appointmentId, appointmentId)))
      .get();
  },
  formula(itemId: number): FormulaRow | undefined {
    return db.select().from(clientFormulas).where(eq(clientFormulas.itemId, itemId)).get();
  },
  saveFormula(itemId: number, input: FormulaInput, at: string, userId: number) {
    const values = {
      brand: input.brand,
      line: input.line,
      shades: JSON.stringify(input.shades),
      developerVolume: input.developer?.volume ?? null,
      developerGrams: input.developer?.grams ?? null,
      posaMinutes: input.posaMinutes,
      notes: input.notes,
      updatedAt: at,
      updatedBy: userId,
    };
    db.insert(clientFormulas).values({ itemId, ...values }).onConflictDoUpdate({ target: clientFormulas.itemId, set: values }).run();
  },
  photos(itemId: number): PhotoRow[] {
    return db.select().from(clientPhotos).where(eq(clientPhotos.itemId, itemId)).orderBy(asc(clientPhotos.id)).all();
  },
  photo(itemId: number, photoId: number): PhotoRow | undefined {
    return db.select().from(clientPhotos).where(and(eq(clientPhotos.id, photoId), eq(clientPhotos.itemId, itemId))).get();
  },
  addPhoto(row: { itemId: number; kind: PhotoKind | null; file: string; width: number; height: number; bytes: number; createdAt: string; createdBy: number }): PhotoRow {
    return db.insert(clientPhotos).values(row).returning().get();
  },
  removePhoto(photoId: number) {
    db.delete(clientPhotos).where(eq(clientPhotos.id, photoId)).run();
  },
  /** Every item of the client's visits that has a formula or a photo, newest visit first. */
  clientItems(clientId: number): (ItemRef & { stylistName: string })[] {
    return db
      .select({ ...itemColumns, stylistName: stylists.name })
      .from(appointmentItems)
      .innerJoin(appointments, eq(appointments.id, appointmentItems.appointmentId))
      .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId))
      .where(eq(appointments.clientId, clientId))
      .orderBy(desc(appointmentItems.date), desc(appointmentItems.startTime), desc(appointmentItems.id))
      .all();
  },
  formulasOf(itemIds: number[]): FormulaRow[] {
    return itemIds.length === 0 ? [] : db.select().from(clientFormulas).where(inArray(clientFormulas.itemId, itemIds)).all();
  },
  photosOf(itemIds: number[]): PhotoRow[] {
    return itemIds.length === 0 ? [] : db.select().from(clientPhotos).where(inArray(clientPhotos.itemId, itemIds)).orderBy(asc(clientPhotos.id)).all();
  },
  deleteFormulasOf(itemIds: number[]) {
    if (itemIds.length > 0) db.delete(clientFormulas).where(inArray(clientFormulas.itemId, itemIds)).run();
  },
  deletePhotosOf(itemIds: number[]) {
    if (itemIds.length > 0) db.delete(clientPhotos).where(inArray(clientPhotos.itemId, itemIds)).run();
  },
  /** Empties what the trail recorded of these visits' formulas (shades, grams, notes): the entries stay, saying only that one was saved. */
  forgetFormulasInTrail(appointmentIds: number[]) {
    if (appointmentIds.length === 0) return;
    db.update(activity)
      .set({ changes: "{}" })
      .where(and(eq(activity.entity, "appointment"), inArray(activity.entityId, appointmentIds), like(activity.summary, `${FORMULA_SUMMARY}%`)))
      .run();
  },
  allPhotoFiles(): string[] {
    return db.select({ file: clientPhotos.file }).from(clientPhotos).all().map((r) => r.file);
  },
});
