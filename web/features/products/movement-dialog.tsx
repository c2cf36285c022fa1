import { formatCount } from "../../lib/format";
import { STOCK_MOVE_KINDS, STOCK_MOVEMENT_LABELS, type Product } from "../../../src/domain/schemas/products";
import { moveStock, PRODUCTS_TOPIC } from "../../entities/products";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { MovementFormSchema } from "./product-form-schema";

type Key = "kind" | "quantity" | "reason";
const FIELDS: Key[] = ["kind", "quantity", "reason"];
const fieldId = (key: Key) => `movement-${key}`;

const KIND_OPTIONS = STOCK_MOVE_KINDS.map((kind) => ({ value: kind, label: STOCK_MOVEMENT_LABELS[kind] ?? kind }));
const KIND_HINTS: Record<string, string> = {
  carico: "Merce arrivata: si aggiunge alla giacenza.",
  scarico: "Merce tolta dallo scaffale (rotta, scaduta, resa al fornitore).",
  inventario: "Scrivi quanti pezzi hai contato: diventa la giacenza.",
  consumo_interno: "Prodotto usato in salone durante i servizi.",
};

/** The stock after the movement, or null while the quantity is not a number yet. */
export function stockAfter(stock: number, kind: string, quantity: string): number | null {
  if (!/^\d{1,6}$/.test(quantity.trim())) return null;
  const n = Number(quantity.trim());
  return kind === "carico" ? stock + n : kind === "inventario" ? n : stock - n;
}

export type MovementDialogProps = FormDialogOpenProps & { product: Product | null; initialKind?: string };

/** "Movimento di magazzino": carico, scarico, inventario or consumo interno, with a quantity and a reason. */
export function MovementDialog({ product, initialKind = "carico", ...dialogProps }: MovementDialogProps) {
  const { values, errors, set, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: product ? `${product.id}:${initialKind}` : undefined,
    initial: (): Record<Key, string> => ({ kind: initialKind, quantity: "", reason: "" }),
    fields: FIELDS,
    fieldId,
    schema: MovementFormSchema,
    save: (input) => moveStock(product?.id ?? 0, input),
    topic: PRODUCTS_TOPIC,
    success: "Movimento registrato",
    failure: "Impossibile registrare il movimento",
  });
  if (!product) return null;
  const after = stockAfter(product.stock, values.kind, values.quantity);
  return (
    <FormDialog {...dialog} size="sm" title={`Movimento · ${product.name}`} submitLabel="Registra movimento" description={`Giacenza attuale: ${formatCount(product.stock)}`}>
      <div className="grid gap-4">
        <Select
          label="Tipo"
          id={fieldId("kind")}
          error={errors.kind}
          value={values.kind}
          hint={KIND_HINTS[values.kind]}
          onChange={(e) => set("kind")(e.target.value)}
          options={KIND_OPTIONS}
        />
        <Field label={values.kind === "inventario" ? "Giacenza contata" : "Quantità"} id={fieldId("quantity")} error={errors.quantity}>
          <Input inputMode="numeric" autoComplete="off" value={values.quantity} onChange={(e) => set("quantity")(e.target.value)} className="tabular-nums" />
        </Field>
        <Field label="Motivo" id={fieldId("reason")} error={errors.reason}>
          <Input autoComplete="off" maxLength={200} value={values.reason} onChange={(e) => set("reason")(e.target.value)} placeholder="Facoltativo" />
        </Field>
        <p className="text-sm tabular-nums text-stone-700 dark:text-stone-300" aria-live="polite">
          {after === null ? " " : `Giacenza dopo il movimento: ${formatCount(after)}`}
        </p>
      </div>
    </FormDialog>
  );
}
