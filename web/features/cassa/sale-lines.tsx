import { useState } from "react";
import { formatCents } from "../../../src/domain/money";
import type { LineTotals } from "../../../src/domain/sales/money-rules";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import type { DiscountMode, LineDraft, SaleErrors } from "./sale-model";

/** The id of the control a server field path names: "lines.0.unitPriceCents" → "sale-lines-0-unitPriceCents". */
export const fieldId = (path: string) => `sale-${path.replaceAll(".", "-")}`;

/** An amount's discount: the value, € or %, and (once a value is typed) its reason. */
export function DiscountFields({
  prefix,
  label,
  value,
  mode,
  reason,
  errors,
  onChange,
}: {
  /** "lines.0." or "" for the total. */
  prefix: string;
  label: string;
  value: string;
  mode: DiscountMode;
  reason: string;
  errors: SaleErrors;
  onChange(change: { discount?: string; discountMode?: DiscountMode; discountReason?: string }): void;
}) {
  const error = errors[`${prefix}discountCents`] ?? errors[`${prefix}discountPercent`];
  return (
    <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[8rem_auto_1fr]">
      <Field label={label} id={fieldId(`${prefix}discountCents`)} error={error}>
        <Input inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange({ discount: e.target.value })} className="tabular-nums" />
      </Field>
      <div role="group" aria-label={`${label}: in euro o in percentuale`} className="flex items-end gap-1 pb-0.5">
        {(["cents", "percent"] as const).map((m) => (
          <Button key={m} size="sm" variant={mode === m ? "primary" : "secondary"} aria-pressed={mode === m} onClick={() => onChange({ discountMode: m })}>
            {m === "cents" ? "€" : "%"}
          </Button>
        ))}
      </div>
      {value.trim() !== "" && (
        <Field label="Motivo dello sconto" id={fieldId(`${prefix}discountReason`)} error={errors[`${prefix}discountReason`]} className="col-span-2 sm:col-span-1">
          <Input autoComplete="off" maxLength={200} value={reason} onChange={(e) => onChange({ discountReason: e.target.value })} />
        </Field>
      )}
    </div>
  );
}

/**
 * One line of the sale: what it is (and, for a service, who did it), quantity, unit price, its
 * discount and what it comes to. Every figure is typed as text and checked by sale-model.ts.
 */
function LineRow({
  line,
  index,
  totals,
  errors,
  stylists,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  index: number;
  totals: LineTotals | undefined;
  errors: SaleErrors;
  stylists: readonly Stylist[];
  onChange(change: Partial<LineDraft>): void;
  onRemove(): void;
}) {
  const p = `lines.${index}.`;
  // The discount's fields open on demand; a line with a discount (or an error in it) shows them.
  const [discountOpen, setDiscountOpen] = useState(false);
  const showDiscount = discountOpen || line.discount.trim() !== "" || Boolean(errors[`${p}discountCents`] ?? errors[`${p}discountPercent`] ?? errors[`${p}discountReason`]);
  return (
    <li className="flex flex-col gap-3 py-4" data-line={line.kind}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{line.description}</p>
          <p className="text-xs text-stone-600 dark:text-stone-400">
            {line.kind === "service" ? "Servizio" : "Prodotto"} · IVA {line.vatRatePercent}%
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-lg font-semibold tabular-nums" aria-label={`Importo di ${line.description}`}>
            {totals ? formatCents(totals.amountCents) : "—"}
          </span>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Rimuovi ${line.description}`}>
            Rimuovi
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6rem_8rem]">
        {line.kind === "service" ? (
          <Select
            label="Stilista"
            id={fieldId(`${p}stylistId`)}
            error={errors[`${p}stylistId`]}
            className="col-span-2 sm:col-span-1"
            value={line.stylistId === null ? "" : String(line.stylistId)}
            onChange={(e) => onChange({ stylistId: e.target.value ? Number(e.target.value) : null })}
            options={[{ value: "", label: "Nessuno" }, ...stylists.map((s) => ({ value: String(s.id), label: s.name }))]}
          />
        ) : (
          <span className="hidden sm:block" />
        )}
        <Field label="Quantità" id={fieldId(`${p}quantity`)} error={errors[`${p}quantity`]}>
          <Input inputMode="numeric" autoComplete="off" value={line.quantity} onChange={(e) => onChange({ quantity: e.target.value })} className="tabular-nums" />
        </Field>
        <Field label="Prezzo (€)" id={fieldId(`${p}unitPriceCents`)} error={errors[`${p}unitPriceCents`]}>
          <Input inputMode="decimal" autoComplete="off" value={line.price} onChange={(e) => onChange({ price: e.target.value })} className="tabular-nums" />
        </Field>
      </div>
      {showDiscount ? (
        <DiscountFields
          prefix={p}
          label="Sconto sulla riga"
          value={line.discount}
          mode={line.discountMode}
          reason={line.discountReason}
          errors={errors}
          onChange={onChange}
        />
      ) : (
        <Button size="sm" variant="secondary" className="self-start" aria-label={`Sconto su ${line.description}`} onClick={() => setDiscountOpen(true)}>
          Sconto
        </Button>
      )}
    </li>
  );
}

export function SaleLines({
  lines,
  totals,
  errors,
  stylists,
  onChange,
}: {
  lines: readonly LineDraft[];
  totals: readonly LineTotals[] | undefined;
  errors: SaleErrors;
  stylists: readonly Stylist[];
  onChange(lines: LineDraft[]): void;
}) {
  if (lines.length === 0) {
    return (
      <p id={fieldId("lines")} tabIndex={-1} className={errors.lines ? "text-sm text-red-700 dark:text-red-400" : "text-sm text-stone-600 dark:text-stone-400"}>
        {errors.lines ?? "Nessuna riga: aggiungi un servizio o un prodotto."}
      </p>
    );
  }
  return (
    <ul aria-label="Righe della vendita" className="divide-y divide-stone-200 dark:divide-stone-800">
      {lines.map((line, i) => (
        <LineRow
          key={line.key}
          line={line}
          index={i}
          totals={totals?.[i]}
          errors={errors}
          stylists={stylists}
          onChange={(change) => onChange(lines.map((l) => (l.key === line.key ? { ...l, ...change } : l)))}
          onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
        />
      ))}
    </ul>
  );
}
