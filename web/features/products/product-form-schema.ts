import * as v from "valibot";
import { parseEuroToCents } from "../../../src/domain/money";
import { isVatRate } from "../../../src/domain/sales/money-rules";
import { ProductSchema, STOCK_MOVE_KINDS } from "../../../src/domain/schemas/products";

export const PRICE_INVALID = "Prezzo non valido: scrivi ad esempio 12 oppure 12,50";
export const COST_INVALID = "Costo non valido: scrivi ad esempio 6 oppure 6,40";
export const VAT_INVALID = "L'aliquota IVA può essere 22, 10, 5, 4 o 0";
export const STOCK_INVALID = "La giacenza va indicata come numero intero";
export const THRESHOLD_INVALID = "La soglia va indicata come numero intero, 0 o più";
export const QUANTITY_INVALID = "La quantità deve essere un numero intero maggiore di 0";
export const QUANTITY_FORMAT = "Scrivi la quantità come numero intero, 0 o più";

/** Euros as typed ("12", "12,5", "12,50", "12.50") into cents; "" is `empty` when given, else an error. */
const euros = (message: string, empty?: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === "" && empty !== undefined) return empty;
      const cents = dataset.value.startsWith("-") ? null : parseEuroToCents(dataset.value);
      if (cents === null || cents > 99_999_999) {
        addIssue({ message });
        return NEVER;
      }
      return cents;
    }),
  );

/** A whole number as typed ("" is `empty`), within min..999.999. */
const whole = (message: string, min: number, empty: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.transform((s) => (s === "" ? String(empty) : s)),
    v.regex(/^-?\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
  );

/**
 * The product dialog's fields, all text: prices in euros with a decimal comma, the VAT rate as
 * chosen, the initial stock (creation only) and the low-stock threshold as whole numbers. The
 * output is what POST/PUT /api/products take; text fields keep the API's own rules.
 */
export const ProductFormSchema = v.object({
  name: ProductSchema.entries.name,
  brand: ProductSchema.entries.brand,
  category: ProductSchema.entries.category,
  barcode: ProductSchema.entries.barcode,
  priceCents: euros(PRICE_INVALID),
  vatRatePercent: v.pipe(v.optional(v.string(), "22"), v.transform(Number), v.check((n) => isVatRate(n), VAT_INVALID)),
  /** Only the owner sees the field; an empty cost is 0. */
  costCents: euros(COST_INVALID, 0),
  stock: whole(STOCK_INVALID, -999_999, 0),
  lowStockThreshold: whole(THRESHOLD_INVALID, 0, 0),
});
export type ProductFormOutput = v.InferOutput<typeof ProductFormSchema>;

/** A movement as typed: carico, scarico and consumo interno move at least one piece; inventario sets the count. */
export const MovementFormSchema = v.pipe(
  v.object({
    kind: v.picklist(STOCK_MOVE_KINDS, "Scegli il tipo di movimento"),
    quantity: v.pipe(v.optional(v.string(), ""), v.trim(), v.regex(/^\d{1,6}$/, QUANTITY_FORMAT), v.transform(Number)),
    reason: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200, "Il motivo può avere al massimo 200 caratteri")),
  }),
  v.forward(
    v.check((m) => m.kind === "inventario" || m.quantity > 0, QUANTITY_INVALID),
    ["quantity"],
  ),
);
