import type { ReactNode } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import { VAT_RATES } from "../../../src/domain/sales/money-rules";
import type { Product } from "../../../src/domain/schemas/products";
import { createProduct, PRODUCTS_TOPIC, updateProduct } from "../../entities/products";
import type { FormDialogOpenProps } from "../../lib/use-entity-form";
import { useRowForm, type RowForm, type RowFormTexts } from "../../lib/use-row-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { ProductFormSchema, type ProductFormOutput } from "./product-form-schema";

type Values = {
  name: string;
  brand: string;
  category: string;
  barcode: string;
  priceCents: string;
  vatRatePercent: string;
  costCents: string;
  stock: string;
  lowStockThreshold: string;
};
type Key = keyof Values;

const fieldId = (key: Key) => `product-${key}`;

const TEXTS: RowFormTexts = {
  create: { title: "Nuovo prodotto", submitLabel: "Crea prodotto", success: "Prodotto creato", failure: "Impossibile creare il prodotto" },
  edit: { title: "Modifica prodotto", submitLabel: "Salva modifiche", success: "Prodotto aggiornato", failure: "Impossibile aggiornare il prodotto" },
};

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

function toValues(product: Product | null | undefined): Values {
  if (!product) {
    return { name: "", brand: "", category: "", barcode: "", priceCents: "", vatRatePercent: "22", costCents: "", stock: "0", lowStockThreshold: "0" };
  }
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    barcode: product.barcode,
    priceCents: centsToEuroInput(product.priceCents),
    vatRatePercent: String(product.vatRatePercent),
    costCents: product.costCents === undefined ? "" : centsToEuroInput(product.costCents),
    stock: String(product.stock),
    lowStockThreshold: String(product.lowStockThreshold),
  };
}

/** Who does not see the cost sends none (the server keeps it); stock moves only by movements once created. */
const body = (input: ProductFormOutput, seesCost: boolean, creating: boolean) => {
  const { costCents, stock, ...rest } = input;
  return { ...rest, ...(seesCost ? { costCents } : {}), ...(creating ? { stock } : {}) };
};

function form(seesCost: boolean): RowForm<Product, Key, typeof ProductFormSchema> {
  return {
    toValues,
    fieldId,
    schema: ProductFormSchema,
    create: (input) => createProduct(body(input, seesCost, true)),
    update: (id, input) => updateProduct(id, body(input, seesCost, false)),
    topic: PRODUCTS_TOPIC,
    texts: TEXTS,
  };
}

function WithUnit({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-base text-stone-600 sm:text-sm dark:text-stone-400">
        {unit}
      </span>
    </div>
  );
}

export type ProductFormDialogProps = FormDialogOpenProps & {
  product: Product | null;
  /** The owner: sees and sets the cost price. */
  seesCost: boolean;
};

/** Create or edit a product: the initial stock only when creating (later the movements change it). */
export function ProductFormDialog({ product, seesCost, ...dialogProps }: ProductFormDialogProps) {
  const { values, errors, set, dialog } = useRowForm(form(seesCost), dialogProps, product);
  const text = (key: Key, label: string, props: { maxLength?: number; className?: string; inputMode?: "numeric" | "text" } = {}) => (
    <Field label={label} id={fieldId(key)} error={errors[key]} className={props.className}>
      <Input value={values[key]} onChange={(e) => set(key)(e.target.value)} autoComplete="off" maxLength={props.maxLength} inputMode={props.inputMode} />
    </Field>
  );
  const money = (key: Key, label: string, placeholder: string) => (
    <Field label={label} id={fieldId(key)} error={errors[key]}>
      <WithUnit unit="€">
        <Input inputMode="decimal" autoComplete="off" placeholder={placeholder} value={values[key]} onChange={(e) => set(key)(e.target.value)} className="pr-9 tabular-nums" />
      </WithUnit>
    </Field>
  );
  return (
    <FormDialog {...dialog} description="Prezzo di vendita IVA inclusa, in euro (ad esempio 12,50).">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Nome", { maxLength: 100, className: "sm:col-span-2" })}
        {text("brand", "Marca", { maxLength: 100 })}
        {text("category", "Categoria", { maxLength: 100 })}
        {text("barcode", "Codice a barre", { maxLength: 64, className: "sm:col-span-2" })}
        {money("priceCents", "Prezzo", "12,50")}
        <Select
          label="Aliquota IVA"
          id={fieldId("vatRatePercent")}
          error={errors.vatRatePercent}
          value={values.vatRatePercent}
          onChange={(e) => set("vatRatePercent")(e.target.value)}
          options={VAT_OPTIONS}
        />
        {seesCost && money("costCents", "Costo d'acquisto", "6,40")}
        {!product && text("stock", "Giacenza iniziale", { inputMode: "numeric" })}
        {text("lowStockThreshold", "Scorta minima", { inputMode: "numeric" })}
      </div>
    </FormDialog>
  );
}
