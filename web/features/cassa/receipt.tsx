import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import type { SalonInfo } from "../../../src/domain/schemas/salon-settings";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { numericDate } from "../../lib/format";
import { KIND_LABELS, lineDiscountText, lineGross, methodLabel, money, totalDiscountText } from "./document-format";

export type PrintFormat = "80mm" | "a4";

export const NOT_FISCAL = "Documento non fiscale — il documento commerciale è emesso dal registratore telematico";

/**
 * What printing shows: only the element marked `print-only` (rendered straight under <body>), the
 * rest of the page hidden. 80 mm: a thermal roll, monospace, no colour; A4: a sheet with margins.
 */
export function printCss(format: PrintFormat): string {
  const page = format === "80mm" ? "@page { size: 80mm 297mm; margin: 3mm; }" : "@page { size: A4; margin: 15mm; }";
  return `
.print-only { display: none; }
@media print {
  ${page}
  body > :not(.print-only) { display: none !important; }
  body { background: #fff !important; }
  .print-only { display: block !important; color: #000; background: #fff; }
}
.print-sheet { color: #000; background: #fff; line-height: 1.35; }
.print-sheet.print-80mm { width: 74mm; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 11px; }
.print-sheet.print-a4 { max-width: 180mm; font-family: system-ui, sans-serif; font-size: 11pt; }
.print-sheet h1 { font-size: 1.3em; font-weight: 700; margin: 0; }
.print-sheet .row { display: flex; justify-content: space-between; gap: 8px; }
.print-sheet .row > :last-child { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.print-sheet .rule { border-top: 1px dashed #000; margin: 6px 0; }
.print-sheet .strong { font-weight: 700; font-size: 1.15em; }
.print-sheet .small { font-size: 0.9em; }
.print-sheet .center { text-align: center; }
`;
}

/** A printable page in its own node under <body>, so print CSS can hide everything else. */
export function PrintOnly({ format, label, children }: { format: PrintFormat; label: string; children: ReactNode }) {
  return createPortal(
    <div className="print-only" data-print-format={format} aria-label={label}>
      <style>{printCss(format)}</style>
      <div className={`print-sheet print-${format}`}>{children}</div>
    </div>,
    document.body,
  );
}

const Row = ({ left, right, className }: { left: string; right: string; className?: string }) => (
  <div className={`row${className ? ` ${className}` : ""}`}>
    <span>{left}</span>
    <span>{right}</span>
  </div>
);

/** The client's "Ricevuta": the salon on top, lines, discounts, VAT, payments and change; not a fiscal document. */
export function Receipt({ doc, salon, format }: { doc: SalesDocument; salon: SalonInfo | undefined; format: PrintFormat }) {
  const sign = doc.kind === "sale" ? "" : "−";
  const discount = totalDiscountText(doc);
  const title = doc.kind === "sale" ? "Ricevuta" : `Ricevuta di ${KIND_LABELS[doc.kind].toLowerCase()}`;
  return (
    <PrintOnly format={format} label="Ricevuta da stampare">
      <div className="center">
        <h1>{salon?.name ?? ""}</h1>
        {salon?.address && <div>{salon.address}</div>}
        {salon?.phone && <div>Tel. {salon.phone}</div>}
        {salon?.vatNumber && <div>P. IVA {salon.vatNumber}</div>}
      </div>
      <div className="rule" />
      <div className="strong">{title}</div>
      <Row left={`N. ${doc.number}`} right={`${numericDate(doc.date)} ${doc.time}`} />
      <div className="small">Operatore: {doc.operator}</div>
      {doc.clientName && <div className="small">Cliente: {doc.clientName}</div>}
      {doc.refersTo && (
        <div className="small">
          Rif. vendita {doc.refersTo.number} del {numericDate(doc.refersTo.date)}
        </div>
      )}
      <div className="rule" />
      {doc.lines.map((line) => {
        const lineDiscount = lineDiscountText(line);
        return (
          <div key={line.id}>
            <Row left={`${line.quantity > 1 ? `${line.quantity} × ` : ""}${line.description}`} right={`${sign}${money(doc.kind === "sale" ? lineGross(line) : line.netCents)}`} />
            {line.quantity > 1 && doc.kind === "sale" && <div className="small">  {money(line.unitPriceCents)} cad.</div>}
            {lineDiscount && doc.kind === "sale" && <Row className="small" left={`  ${lineDiscount}`} right={`−${money(line.discountCents)}`} />}
          </div>
        );
      })}
      {discount && doc.kind === "sale" && <Row className="small" left={discount} right={`−${money(doc.discountCents)}`} />}
      <div className="rule" />
      <Row className="strong" left={doc.kind === "sale" ? "TOTALE" : "TOTALE RESO"} right={`${sign}${money(doc.totalCents)}`} />
      <div className="rule" />
      <Row className="small" left="Aliquota IVA" right="Imponibile / IVA" />
      {doc.vat.map((v) => (
        <Row key={v.ratePercent} className="small" left={`IVA ${v.ratePercent} %`} right={`${money(v.taxableCents)} / ${money(v.vatCents)}`} />
      ))}
      <div className="rule" />
      {doc.payments.map((p) => (
        <Row key={p.id} left={doc.kind === "sale" ? methodLabel(p.method) : `Restituito (${methodLabel(p.method)})`} right={money(p.amountCents)} />
      ))}
      {doc.cashGivenCents !== null && <Row left="Contanti ricevuti" right={money(doc.cashGivenCents)} />}
      {doc.changeCents > 0 && <Row left="Resto" right={money(doc.changeCents)} />}
      {doc.balanceCents > 0 && <Row className="strong" left="Da saldare" right={money(doc.balanceCents)} />}
      {doc.voidedBy && <div>ANNULLATA con {doc.voidedBy.number}</div>}
      <div className="rule" />
      <p className="center small">{NOT_FISCAL}</p>
    </PrintOnly>
  );
}
