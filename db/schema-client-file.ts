import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";
import { appointmentItems } from "./schema-visits";

/**
 * A client's colour record ("Scheda tecnica"): one formula per visit item. It belongs to the
 * client through appointment_items → appointments.client_id, so a visit moved to another client
 * takes its formula along; erasing a client removes these rows (the client-file feature's
 * `eraseClientFile`). `shades` is a JSON array of `{ shade, grams }`.
 */
export const clientFormulas = sqliteTable(
  "client_formulas",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemId: integer("item_id")
      .notNull()
      .references(() => appointmentItems.id, { onDelete: "cascade" }),
    brand: text("brand").notNull().default(""),
    line: text("line").notNull().default(""),
    shades: text("shades").notNull().default("[]"),
    developerVolume: integer("developer_volume"),
    developerGrams: real("developer_grams"),
    posaMinutes: integer("posa_minutes"),
    notes: text("notes").notNull().default(""),
    updatedAt: text("updated_at").notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("client_formulas_item_uq").on(t.itemId)],
);

/**
 * A client's photos on a visit item (before/after the colour), at most four per item. The bytes
 * are a JPEG file named `file` in the photos folder beside the database; the row is the index.
 * Belongs to the client like `client_formulas`, through the item's visit.
 */
export const clientPhotos = sqliteTable(
  "client_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemId: integer("item_id")
      .notNull()
      .references(() => appointmentItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["before", "after"] }),
    file: text("file").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: text("created_at").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("client_photos_item_idx").on(t.itemId), uniqueIndex("client_photos_file_uq").on(t.file)],
);
