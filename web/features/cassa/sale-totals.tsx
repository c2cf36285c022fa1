import { formatCents } from "../../../src/domain/money";
import type { SaleTotals } from "../../../src/domain/sales/money-rules";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? "" : "text-sm text-stone-700 dark:text-stone-300"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The total, the largest figure on the screen, with what makes it: subtotal, discounts and the VAT in it per rate. */
export function SaleTotalsPanel({ totals }: { totals: SaleTotals | null }) {
  const lineDiscounts = totals?.lines.reduce((a, l) => a + l.lineDiscountCents, 0) ?? 0;
  return (
    <section aria-label="Totale della vendita" className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-base font-semibold">Totale</span>
        <output className="text-4xl font-bold tabular-nums tracking-tight" data-figure="total" aria-live="polite">
          {totals ? formatCents(totals.totalCents) : "—"}
        </output>
      </p>
      {totals && (
        <dl className="flex flex-col gap-1">
          {lineDiscounts > 0 && <Row label="Sconti sulle righe" value={`−${formatCents(lineDiscounts)}`} />}
          <Row label="Subtotale" value={formatCents(totals.subtotalCents)} />
          {totals.totalDiscountCents > 0 && <Row label="Sconto sul totale" value={`−${formatCents(totals.totalDiscountCents)}`} />}
          {totals.vat.map((part) => (
            <Row
              key={part.ratePercent}
              label={`IVA ${part.ratePercent}% su ${formatCents(part.taxableCents)}`}
              value={formatCents(part.vatCents)}
            />
          ))}
        </dl>
      )}
    </section>
  );
}
