import * as v from "valibot";
import { isVatRate } from "../sales/money-rules";
import { nameText, optionalText } from "./common";

const cents = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(99_999_999, message));
export const vatRate = v.pipe(
  v.optional(v.number("Aliquota IVA non valida"), 22),
  v.check((n: number) => isVatRate(n), "L'aliquota IVA può essere 22, 10, 5, 4 o 0"),
);
const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(999_999, message));

/** A product as the owner or reception types it; cost only matters when the owner sends it. */
export const ProductSchema = v.object({
  name: nameText("Il nome del prodotto è richiesto"),
  brand: optionalText(100),
  category: optionalText(100),
  barcode: v.pipe(optionalText(64), v.transform((s) => s.trim()), v.regex(/^[0-9A-Za-z\-.]*$/, "Il codice a barre può contenere solo lettere e cifre")),
  priceCents: cents("Il prezzo non è valido"),
  vatRatePercent: vatRate,
  costCents: v.optional(cents("Il costo non è valido")),
  stock: v.optional(v.pipe(v.number("La giacenza non è valida"), v.integer("La giacenza non è valida"), v.minValue(-999_999, "La giacenza non è valida"), v.maxValue(999_999, "La giacenza non è valida"))),
  lowStockThreshold: v.optional(count("La soglia di scorta minima non è valida"), 0),
});
export type ProductInput = v.InferOutput<typeof ProductSchema>;

export const STOCK_MOVE_KINDS = ["carico", "scarico", "inventario", "consumo_interno"] as const;
export const STOCK_MOVEMENT_LABELS: Record<string, string> = {
  carico: "Carico",
  scarico: "Scarico",
  inventario: "Inventario",
  consumo_interno: "Consumo interno",
  vendita: "Vendita",
  annullo: "Annullo vendita",
  reso: "Reso",
};

/** carico adds, scarico and consumo_interno remove, inventario sets the counted stock. */
export const StockMovementSchema = v.object({
  kind: v.picklist(STOCK_MOVE_KINDS, "Tipo di movimento non valido"),
  quantity: count("La quantità deve essere un numero intero non negativo"),
  reason: optionalText(200),
});
export type StockMovementInput = v.InferOutput<typeof StockMovementSchema>;

export const ProductResponseSchema = v.object({
  id: v.number(),
  name: v.string(),
  brand: v.string(),
  category: v.string(),
  barcode: v.string(),
  priceCents: v.number(),
  vatRatePercent: v.number(),
  /** Only in the owner's answers. */
  costCents: v.optional(v.number()),
  stock: v.number(),
  lowStockThreshold: v.number(),
  /** stock at or below the threshold (a threshold of 0 flags only an empty or negative shelf). */
  lowStock: v.boolean(),
  active: v.boolean(),
});
export type Product = v.InferOutput<typeof ProductResponseSchema>;

export const StockMovementResponseSchema = v.object({
  id: v.number(),
  productId: v.number(),
  kind: v.string(),
  delta: v.number(),
  stockAfter: v.number(),
  reason: v.string(),
  documentId: v.nullable(v.number()),
  author: v.string(),
  at: v.string(),
});
export type StockMovement = v.InferOutput<typeof StockMovementResponseSchema>;

export const MovementResultSchema = v.object({ product: ProductResponseSchema, movement: StockMovementResponseSchema });
export type MovementResult = v.InferOutput<typeof MovementResultSchema>;
