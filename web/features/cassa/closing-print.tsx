import type { SalonInfo } from "../../../src/domain/schemas/salon-settings";
import type { CashClosing } from "../../../src/domain/schemas/sales";
import { numericDate } from "../../lib/format";
import { salonDateTime } from "../../lib/salon-time";
import { methodLabel, money } from "./document-format";
import { PrintOnly, type PrintFormat } from "./receipt";

const Row = ({ left, right, strong }: { left: string; right: string; strong?: boolean }) => (
  <div className={strong ? "row strong" : "row"}>
    <span>{left}</span>
    <span>{right}</span>
  </div>
);

/** The closing as printed: the salon on top, totals by method, counts, and cash expected vs counted. */
export function ClosingPrint({ closing, salon, format, floatCents, countedCents, note }: { closing: CashClosing; salon: SalonInfo | undefined; format: PrintFormat; floatCents: number; countedCents: number | null; note: string }) {
  const expected = closing.status === "closed" ? closing.expectedCashCents : floatCents + closing.expectedCashCents - closing.openingFloatCents;
  const difference = countedCents === null ? null : countedCents - expected;
  return (
    <PrintOnly format={format} label="Chiusura cassa da stampare">
      <div className="center">
        <h1>{salon?.name ?? ""}</h1>
        {salon?.address && <div>{salon.address}</div>}
        {salon?.vatNumber && <div>P. IVA {salon.vatNumber}</div>}
      </div>
      <div className="rule" />
      <div className="strong">Chiusura cassa {numericDate(closing.date)}</div>
      <div className="small">{closing.status === "closed" ? `Chiusa da ${closing.closedBy ?? ""} il ${closing.closedAt ? salonDateTime(closing.closedAt) : ""}` : "Cassa aperta"}</div>
      <div className="rule" />
      {closing.byMethod.map((m) => (
        <Row key={m.method} left={methodLabel(m.method)} right={money(m.amountCents)} />
      ))}
      <Row strong left="Totale" right={money(closing.totalCents)} />
      <div className="rule" />
      <Row left="Vendite" right={String(closing.salesCount)} />
      <Row left="Annulli" right={String(closing.voidsCount)} />
      <Row left="Resi" right={String(closing.refundsCount)} />
      <div className="rule" />
      <Row left="Fondo cassa iniziale" right={money(floatCents)} />
      <Row left="Contanti attesi" right={money(expected)} />
      <Row left="Contanti contati" right={countedCents === null ? "—" : money(countedCents)} />
      <Row strong left="Differenza" right={difference === null ? "—" : money(difference)} />
      {note && <p>Nota: {note}</p>}
    </PrintOnly>
  );
}
