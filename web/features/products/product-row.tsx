import { formatCents } from "../../../src/domain/money";
import type { Product } from "../../../src/domain/schemas/products";
import { formatCount } from "../../lib/format";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";

/**
 * From 1280 px the list is a table: the list holds the columns (each as wide as its widest cell,
 * the name takes the rest) and every row lines up on them (subgrid). Narrower, each row stacks.
 */
export const LIST_GRID = "xl:grid xl:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto_auto] xl:gap-x-4";
export const ROW_GRID = "xl:col-span-full xl:grid xl:grid-cols-subgrid xl:items-center";

export function ListHeader() {
  return (
    <div aria-hidden="true" className={`hidden px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400 ${ROW_GRID}`}>
      <span>Prodotto</span>
      <span>Codice a barre</span>
      <span className="text-right">Prezzo</span>
      <span className="text-right">IVA</span>
      <span className="text-right">Giacenza</span>
      <span />
    </div>
  );
}

export type ProductRowActions = {
  onMove?: () => void;
  onHistory: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** "Sotto scorta" in words and an icon, never colour alone. */
export function LowStockBadge() {
  return (
    <Badge tone="orange">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      Sotto scorta
    </Badge>
  );
}

/** One product: name, brand and category, barcode, price, VAT, stock (flagged when low) and its actions. */
export function ProductRow({ product, actions }: { product: Product; actions: ProductRowActions }) {
  const sub = [product.brand, product.category].filter(Boolean).join(" · ");
  return (
    <div
      className={`flex flex-col gap-y-2 rounded-xl border bg-white p-4 dark:bg-stone-900 ${product.lowStock ? "border-orange-300 dark:border-orange-800" : "border-stone-200 dark:border-stone-700"} ${ROW_GRID}`}
      data-testid="product-row"
    >
      <div className="min-w-0">
        <h2 className="text-base font-semibold leading-snug break-words">{product.name}</h2>
        {sub && <p className="text-sm text-stone-600 dark:text-stone-400">{sub}</p>}
      </div>
      <p className={`min-w-0 truncate font-mono text-sm text-stone-700 dark:text-stone-300 ${product.barcode ? "" : "hidden xl:block"}`}>
        <span className="sr-only">Codice a barre </span>
        {product.barcode || "—"}
      </p>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 xl:contents">
        <div className="xl:text-right">
          <p className="text-base font-semibold tabular-nums" aria-label={`Prezzo ${formatCents(product.priceCents)}`}>
            {formatCents(product.priceCents)}
          </p>
          {product.costCents !== undefined && (
            <p className="text-xs tabular-nums text-stone-600 dark:text-stone-400">costo {formatCents(product.costCents)}</p>
          )}
        </div>
        <p className="text-sm tabular-nums text-stone-700 xl:text-right dark:text-stone-300">
          <span className="xl:sr-only">IVA </span>
          {product.vatRatePercent}%
        </p>
        <div className="flex flex-wrap items-center gap-2 xl:flex-col xl:items-end xl:gap-1">
          <p className="tabular-nums">
            <span className="xl:sr-only text-sm text-stone-600 dark:text-stone-400">Giacenza </span>
            <span className={`text-base font-semibold ${product.stock < 0 ? "text-red-800 dark:text-red-300" : ""}`}>{formatCount(product.stock)}</span>
            {product.lowStockThreshold > 0 && <span className="text-sm text-stone-600 dark:text-stone-400"> / min {formatCount(product.lowStockThreshold)}</span>}
          </p>
          {product.lowStock && <LowStockBadge />}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 xl:flex-nowrap xl:justify-end xl:gap-1">
        {actions.onMove && (
          <Button size="sm" variant="secondary" onClick={actions.onMove} aria-label={`Nuovo movimento di ${product.name}`}>
            Nuovo movimento
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={actions.onHistory} aria-label={`Movimenti di ${product.name}`}>
          Movimenti
        </Button>
        {actions.onEdit && (
          <Button size="sm" variant="ghost" onClick={actions.onEdit} aria-label={`Modifica ${product.name}`}>
            Modifica
          </Button>
        )}
        {actions.onDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="!text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
            onClick={actions.onDelete}
            aria-label={`Elimina ${product.name}`}
          >
            Elimina
          </Button>
        )}
      </div>
    </div>
  );
}
