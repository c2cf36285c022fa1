import type { ReactNode } from "react";
import { longDate } from "../lib/format";
import { hhmm } from "./format";

export type BookingFacts = { date: string; startTime: string; endTime: string; serviceName: string; serviceNames: string[]; stylistName: string };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-stone-700 sm:w-28">{label}</dt>
      <dd className="font-medium tabular-nums first-letter:uppercase">{children}</dd>
    </div>
  );
}

/** One booking as the client reads it: "martedì 24 novembre 2026", "10:00–12:15", its services in order and the stylist's first name. */
export function BookingSummary({ booking: b, extra }: { booking: BookingFacts; extra?: ReactNode }) {
  return (
    <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
      <Row label="Giorno">{longDate(b.date)}</Row>
      <Row label="Orario">
        {hhmm(b.startTime)}–{hhmm(b.endTime)}
      </Row>
      {b.serviceNames.length > 1 ? (
        <Row label="Servizi">
          <ol className="flex flex-col gap-0.5">
            {b.serviceNames.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ol>
        </Row>
      ) : (
        <Row label="Servizio">{b.serviceName}</Row>
      )}
      <Row label="Con">{b.stylistName}</Row>
      {extra}
    </dl>
  );
}

export { Row as SummaryRow };
