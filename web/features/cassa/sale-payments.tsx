import { formatCents } from "../../../src/domain/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "../../../src/domain/sales/money-rules";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Field, Input } from "../../ui/input";
import { fieldId } from "./sale-lines";
import { addPayment, paymentFigures, type SaleDraft, type SaleErrors } from "./sale-model";

const ERROR = "text-sm text-red-700 dark:text-red-400";

/**
 * How the client pays: one row per method used (a new row starts with what is still to pay, the
 * "Rimanente"), the cash she hands over and the change to give back, and, with a client chosen,
 * "Lascia da saldare" for what she will pay later.
 */
export function SalePayments({
  draft,
  totalCents,
  errors,
  onChange,
}: {
  draft: SaleDraft;
  totalCents: number;
  errors: SaleErrors;
  onChange(change: Partial<SaleDraft>): void;
}) {
  const { remainingCents, changeCents } = paymentFigures(totalCents, draft);
  const hasCash = draft.payments.some((p) => p.method === "cash");
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">Pagamento</legend>
      <div role="group" aria-label="Aggiungi un pagamento" className="flex flex-wrap gap-2">
        {PAYMENT_METHODS.map((m) => (
          <Button key={m} size="sm" variant="secondary" onClick={() => onChange({ payments: addPayment(draft, m, totalCents) })}>
            + {PAYMENT_METHOD_LABELS[m]}
          </Button>
        ))}
      </div>
      {draft.payments.map((p, i) => (
        <div key={p.key} className="flex items-end gap-2" data-payment={p.method}>
          <Field label={PAYMENT_METHOD_LABELS[p.method]} id={fieldId(`payments.${i}.amountCents`)} error={errors[`payments.${i}.amountCents`]} className="flex-1">
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={p.amount}
              onChange={(e) => onChange({ payments: draft.payments.map((q) => (q.key === p.key ? { ...q, amount: e.target.value } : q)) })}
              className="tabular-nums text-lg"
            />
          </Field>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Togli il pagamento ${PAYMENT_METHOD_LABELS[p.method]}`}
            onClick={() => onChange({ payments: draft.payments.filter((q) => q.key !== p.key) })}
          >
            Togli
          </Button>
        </div>
      ))}
      <p className="flex items-baseline justify-between text-base" data-figure="remaining">
        <span>Rimanente</span>
        <span className="font-semibold tabular-nums">{formatCents(remainingCents)}</span>
      </p>
      {errors.payments && (
        <p id={fieldId("payments")} role="alert" tabIndex={-1} className={ERROR}>
          {errors.payments}
        </p>
      )}
      {hasCash && (
        <div className="grid grid-cols-2 items-end gap-3">
          <Field label="Contante ricevuto" id={fieldId("cashGivenCents")} error={errors.cashGivenCents}>
            <Input inputMode="decimal" autoComplete="off" value={draft.cashGiven} onChange={(e) => onChange({ cashGiven: e.target.value })} className="tabular-nums text-lg" />
          </Field>
          <p className="flex flex-col pb-1" data-figure="change">
            <span className="text-sm text-stone-600 dark:text-stone-400">Resto</span>
            <span className="text-2xl font-bold tabular-nums">{formatCents(changeCents)}</span>
          </p>
        </div>
      )}
      {draft.clientId !== null && (
        <Checkbox
          id={fieldId("leaveBalance")}
          label="Lascia da saldare"
          hint={draft.leaveBalance && remainingCents > 0 ? `Resterà da saldare ${formatCents(remainingCents)}` : "Quello che non paga ora resta sulla sua scheda"}
          checked={draft.leaveBalance}
          onCheckedChange={(leaveBalance) => onChange({ leaveBalance })}
        />
      )}
      {errors.clientId && (
        <p id={fieldId("clientId")} role="alert" tabIndex={-1} className={ERROR}>
          {errors.clientId}
        </p>
      )}
    </fieldset>
  );
}
