import { Link } from "react-router-dom";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { numericDate } from "../../lib/format";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { documentPath, lineDiscountText, lineGross, methodLabel, money, totalDiscountText } from "./document-format";

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? "flex justify-between gap-4 text-lg font-semibold" : "flex justify-between gap-4 text-sm"}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

function DocLink({ doc, prefix }: { doc: { id: number; number: string; date: string }; prefix: string }) {
  return (
    <li>
      {prefix}{" "}
      <Link className="font-medium text-rose-800 underline dark:text-rose-300" to={documentPath(doc.id)}>
        {doc.number}
      </Link>{" "}
      del {numericDate(doc.date)}
    </li>
  );
}

/** The document as the desk reads it: lines with their discounts, totals, VAT, payments, references. */
export function DocumentDetails({ doc }: { doc: SalesDocument }) {
  const given = doc.kind !== "sale";
  const discount = totalDiscountText(doc);
  const references = doc.refersTo !== null || doc.voidedBy !== null || doc.refunds.length > 0;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            Righe
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-stone-200 dark:divide-stone-700" aria-label="Righe del documento">
            {doc.lines.map((line) => {
              const lineDiscount = lineDiscountText(line);
              return (
                <li key={line.id} className="py-2">
                  <div className="flex justify-between gap-4">
                    <span className="font-medium">
                      {line.quantity > 1 ? `${line.quantity} × ` : ""}
                      {line.description}
                    </span>
                    <span className="tabular-nums">{money(given ? line.netCents : lineGross(line))}</span>
                  </div>
                  <div className="text-sm text-stone-600 dark:text-stone-400">
                    {line.quantity > 1 && `${money(line.unitPriceCents)} cad. · `}IVA {line.vatRatePercent} %
                    {line.refundedQuantity > 0 && ` · resi ${line.refundedQuantity}`}
                  </div>
                  {lineDiscount && <div className="text-sm text-stone-700 dark:text-stone-300">{lineDiscount}</div>}
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3 dark:border-stone-700">
            {discount && <Row label={discount} value={`−${money(doc.discountCents)}`} />}
            <Row strong label={doc.kind === "sale" ? "Totale" : "Totale reso"} value={money(doc.totalCents)} />
          </dl>
          {doc.reason && <p className="mt-2 text-sm">Motivo: {doc.reason}</p>}
          {doc.note && <p className="mt-2 text-sm">Nota: {doc.note}</p>}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              {given ? "Restituito" : "Pagamenti"}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-1">
              {doc.payments.map((p) => (
                <Row key={p.id} label={`${methodLabel(p.method)}${p.date !== doc.date ? ` (${numericDate(p.date)})` : ""}`} value={money(p.amountCents)} />
              ))}
              {doc.payments.length === 0 && <p className="text-sm text-stone-600 dark:text-stone-400">Nessun pagamento</p>}
              {doc.cashGivenCents !== null && <Row label="Contanti ricevuti" value={money(doc.cashGivenCents)} />}
              {doc.changeCents > 0 && <Row label="Resto" value={money(doc.changeCents)} />}
              {doc.balanceCents > 0 && <Row strong label="Da saldare" value={money(doc.balanceCents)} />}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              IVA
            </CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm tabular-nums">
              <thead>
                <tr className="text-left text-stone-600 dark:text-stone-400">
                  <th className="font-medium">Aliquota</th>
                  <th className="text-right font-medium">Imponibile</th>
                  <th className="text-right font-medium">IVA</th>
                </tr>
              </thead>
              <tbody>
                {doc.vat.map((v) => (
                  <tr key={v.ratePercent}>
                    <td>{v.ratePercent} %</td>
                    <td className="text-right">{money(v.taxableCents)}</td>
                    <td className="text-right">{money(v.vatCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
        {references && (
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Documenti collegati
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1 text-sm">
                {doc.refersTo && <DocLink prefix={doc.kind === "void" ? "Annulla la vendita" : "Reso della vendita"} doc={doc.refersTo} />}
                {doc.voidedBy && <DocLink prefix="Annullata da" doc={doc.voidedBy} />}
                {doc.refunds.map((r) => (
                  <DocLink key={r.id} prefix="Reso" doc={r} />
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
