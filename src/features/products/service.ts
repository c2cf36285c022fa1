import { displayName } from "../../domain/names";
import { conflict, invalid, notFound } from "../../domain/errors";
import { can } from "../../domain/roles";
import type { MovementResult, Product, ProductInput, StockMovement, StockMovementInput } from "../../domain/schemas/products";
import { diffRecords } from "../../domain/activity";
import type { PublicUser } from "../../domain/schemas/auth";
import { createTrail } from "../../activity/trail";
import type { AppContext } from "../../http/context";
import { productsRepo, type MovementRow, type ProductRow } from "./repo";

const missing = () => notFound("Prodotto non trovato");

/** The cost price is the owner's alone ("settings.write" is the owner's permission). */
export const seesCost = (user: Pick<PublicUser, "role">) => can(user.role, "settings.write");

export function toProduct(row: ProductRow, withCost: boolean): Product {
  const product: Product = {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    barcode: row.barcode,
    priceCents: row.priceCents,
    vatRatePercent: row.vatRatePercent,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    lowStock: row.stock <= row.lowStockThreshold,
    active: row.archivedAt === null,
  };
  return withCost ? { ...product, costCents: row.costCents } : product;
}

export const toMovement = (row: MovementRow): StockMovement => ({
  id: row.id,
  productId: row.productId,
  kind: row.kind,
  delta: row.delta,
  stockAfter: row.stockAfter,
  reason: row.reason,
  documentId: row.documentId,
  author: row.authorName,
  at: row.at,
});

const snapshot = (p: ProductRow) => ({ name: p.name, brand: p.brand, barcode: p.barcode, priceCents: p.priceCents, vatRatePercent: p.vatRatePercent, costCents: p.costCents, lowStockThreshold: p.lowStockThreshold });

export function createProductsService(ctx: AppContext) {
  const trail = createTrail(ctx);
  const repo = productsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const publish = (user: PublicUser, action: "created" | "updated" | "deleted", id: number) =>
    trail.publish(user, { topic: "products", action, ids: [id] });
  const assertBarcodeFree = (barcode: string, exceptId: number | null) => {
    if (barcode !== "" && repo.barcodeTaken(barcode, exceptId)) {
      throw invalid("Codice a barre già usato da un altro prodotto", { barcode: "Codice a barre già usato da un altro prodotto" });
    }
  };

  return {
    /** `q` matches the name, brand or the exact barcode (what a USB scanner types). */
    list(user: PublicUser, q?: string): Product[] {
      const needle = q?.trim().toLocaleLowerCase("it") ?? "";
      const rows = repo.listActive().filter((p) => needle === "" || p.barcode.toLowerCase() === needle || `${p.name} ${p.brand}`.toLocaleLowerCase("it").includes(needle));
      return rows.map((p) => toProduct(p, seesCost(user)));
    },
    get(user: PublicUser, id: number): Product {
      const row = repo.find(id);
      if (!row) throw missing();
      return toProduct(row, seesCost(user));
    },
    create(user: PublicUser, input: ProductInput): Product {
      const row = trail.write(user, (record) => {
        assertBarcodeFree(input.barcode, null);
        const at = now();
        const { stock = 0, costCents, ...rest } = input;
        const row = repo.insert({ ...rest, costCents: seesCost(user) ? (costCents ?? 0) : 0, stock, createdAt: at, updatedAt: at });
        if (stock !== 0) repo.insertMovement({ productId: row.id, kind: "inventario", delta: stock, stockAfter: stock, reason: "Giacenza iniziale", userId: user.id, authorName: displayName(user), at });
        record({ action: "created", entity: "product", entityId: row.id, summary: row.name, changes: diffRecords(null, snapshot(row)) });
        return row;
      });
      publish(user, "created", row.id);
      return toProduct(row, seesCost(user));
    },
    /** Stock is not edited here: it changes through movements, which keep the history. */
    update(user: PublicUser, id: number, input: ProductInput): Product {
      const row = trail.write(user, (record) => {
        const before = repo.findActive(id);
        if (!before) throw missing();
        assertBarcodeFree(input.barcode, id);
        const { stock: _stock, costCents, ...rest } = input;
        const after = repo.update(id, { ...rest, costCents: seesCost(user) && costCents !== undefined ? costCents : before.costCents, updatedAt: now() });
        record({ action: "updated", entity: "product", entityId: id, summary: after.name, changes: diffRecords(snapshot(before), snapshot(after)) });
        return after;
      });
      publish(user, "updated", id);
      return toProduct(row, seesCost(user));
    },
    /** A product that was sold is archived (its documents name it); one never sold is deleted. */
    remove(user: PublicUser, id: number): { id: number; archived: boolean } {
      const archived = trail.write(user, (record) => {
        const before = repo.findActive(id);
        if (!before) throw missing();
        const sold = repo.wasSold(id);
        if (sold) repo.update(id, { archivedAt: now(), updatedAt: now() });
        else repo.deleteWithMovements(id);
        record({ action: sold ? "archived" : "deleted", entity: "product", entityId: id, summary: before.name, changes: diffRecords(snapshot(before), null) });
        return sold;
      });
      publish(user, "deleted", id);
      return { id, archived };
    },
    movements(id: number): StockMovement[] {
      if (!repo.find(id)) throw missing();
      return repo.movements(id).map(toMovement);
    },
    move(user: PublicUser, id: number, input: StockMovementInput): MovementResult {
      const result = trail.write(user, (record) => {
        const before = repo.findActive(id);
        if (!before) throw missing();
        if (input.kind !== "inventario" && input.quantity === 0) {
          throw invalid("La quantità deve essere maggiore di zero", { quantity: "La quantità deve essere maggiore di zero" });
        }
        const stockAfter = input.kind === "carico" ? before.stock + input.quantity : input.kind === "inventario" ? input.quantity : before.stock - input.quantity;
        if (Math.abs(stockAfter) > 999_999) throw conflict("Giacenza fuori dai limiti", "stock_out_of_range");
        const at = now();
        const after = repo.update(id, { stock: stockAfter, updatedAt: at });
        const movement = repo.insertMovement({ productId: id, kind: input.kind, delta: stockAfter - before.stock, stockAfter, reason: input.reason.trim(), userId: user.id, authorName: displayName(user), at });
        record({ action: "updated", entity: "product", entityId: id, summary: `${after.name} · ${input.kind} ${input.quantity}`, changes: { stock: [before.stock, stockAfter] } });
        return { product: toProduct(after, seesCost(user)), movement: toMovement(movement) };
      });
      publish(user, "updated", id);
      return result;
    },
  };
}
