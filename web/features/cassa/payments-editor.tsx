import { parseEuroToCents } from "../../../src/domain/money";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../src/domain/sales/money-rules";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { methodLabel } from "./document-format";

export type PaymentDraft = { method: PaymentMethod; amount: string };

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }));

/** The drafts as the API wants them, or the Italian message of the first amount that is not one. */
export function paymentsFromDrafts(drafts: readonly PaymentDraft[]): { payments: { method: PaymentMethod; amountCents: number }[] } | { error: string } {
  const payments: { method: PaymentMethod; amountCents: number }[] = [];
  for (const d of drafts) {
    if (d.amount.trim() === "") continue;
    const cents = parseEuroToCents(d.amount);
    if (cents === null || cents <= 0) return { error: "Importo non valido: scrivi ad esempio 50 o 50,50" };
    payments.push({ method: d.method, amountCents: cents });
  }
  return { payments };
}

/** Rows of method + amount (euros typed the Italian way); one row at least. */
export function PaymentsEditor({ label, drafts, onChange, error }: { label: string; drafts: PaymentDraft[]; onChange: (drafts: PaymentDraft[]) => void; error?: string }) {
  const set = (i: number, patch: Partial<PaymentDraft>) => onChange(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800 dark:text-stone-200">{label}</legend>
      {drafts.map((d, i) => (
        <div key={i} className="flex items-end gap-2">
          <Select
            label={`Metodo ${i + 1}`}
            labelHidden
            className="flex-1"
            options={METHOD_OPTIONS}
            value={d.method}
            onChange={(e) => set(i, { method: e.target.value as PaymentMethod })}
          />
          <Field label={`Importo ${i + 1}`} labelHidden className="w-32">
            <Input inputMode="decimal" className="text-right tabular-nums" value={d.amount} onChange={(e) => set(i, { amount: e.target.value })} />
          </Field>
          {drafts.length > 1 && (
            <Button variant="ghost" size="sm" aria-label={`Rimuovi metodo ${i + 1}`} onClick={() => onChange(drafts.filter((_, j) => j !== i))}>
              Rimuovi
            </Button>
          )}
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...drafts, { method: "card", amount: "" }])}>
          Aggiungi metodo
        </Button>
      </div>
    </fieldset>
  );
}
