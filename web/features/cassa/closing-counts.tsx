import type { CashClosing } from "../../../src/domain/schemas/sales";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { methodLabel, money } from "./document-format";

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? "flex justify-between gap-4 border-t border-stone-200 pt-2 font-semibold dark:border-stone-700" : "flex justify-between gap-4"}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/** The day's takings by method (net of voids and refunds) and its documents. */
export function ClosingCounts({ closing }: { closing: CashClosing }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Incassi del giorno
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-1 text-sm" aria-label="Totali per metodo">
          {closing.byMethod.map((m) => (
            <Row key={m.method} label={methodLabel(m.method)} value={money(m.amountCents)} />
          ))}
          <Row strong label="Totale" value={money(closing.totalCents)} />
        </dl>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
          <div className="rounded-md bg-stone-100 p-2 dark:bg-stone-800">
            <dt>Vendite</dt>
            <dd className="text-lg font-semibold tabular-nums">{closing.salesCount}</dd>
          </div>
          <div className="rounded-md bg-stone-100 p-2 dark:bg-stone-800">
            <dt>Annulli</dt>
            <dd className="text-lg font-semibold tabular-nums">{closing.voidsCount}</dd>
          </div>
          <div className="rounded-md bg-stone-100 p-2 dark:bg-stone-800">
            <dt>Resi</dt>
            <dd className="text-lg font-semibold tabular-nums">{closing.refundsCount}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
