import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { products, salesLines, stockMovements } from "../../../db/schema-sales";

export type ProductRow = typeof products.$inferSelect;
export type MovementRow = typeof stockMovements.$inferSelect;

export const productsRepo = (db: Executor) => ({
  listActive: (): ProductRow[] => db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.name)).all(),
  find: (id: number): ProductRow | undefined => db.select().from(products).where(eq(products.id, id)).get(),
  findActive: (id: number): ProductRow | undefined =>
    db.select().from(products).where(and(eq(products.id, id), isNull(products.archivedAt))).get(),
  barcodeTaken: (barcode: string, exceptId: number | null): boolean =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.barcode, barcode), isNull(products.archivedAt), exceptId === null ? undefined : sql`${products.id} <> ${exceptId}`))
      .get() !== undefined,
  insert: (values: typeof products.$inferInsert): ProductRow => db.insert(products).values(values).returning().get(),
  update: (id: number, values: Partial<typeof products.$inferInsert>): ProductRow =>
    db.update(products).set(values).where(eq(products.id, id)).returning().get() as ProductRow,
  wasSold: (id: number): boolean => db.select({ id: salesLines.id }).from(salesLines).where(eq(salesLines.productId, id)).limit(1).get() !== undefined,
  /** A product never sold leaves no document behind: it and its movements go. */
  deleteWithMovements(id: number) {
    db.delete(stockMovements).where(eq(stockMovements.productId, id)).run();
    db.delete(products).where(eq(products.id, id)).run();
  },
  movements: (productId: number): MovementRow[] =>
    db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(desc(stockMovements.id)).limit(500).all(),
  insertMovement: (values: typeof stockMovements.$inferInsert): MovementRow => db.insert(stockMovements).values(values).returning().get(),
});
