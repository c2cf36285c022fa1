import { useAtomValue } from "jotai";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatCents } from "../../../src/domain/money";
import type { VisitState } from "../../../src/domain/schemas/sales";
import { visitStatesAtom } from "../../entities/sales";

const NONE = new Map<number, VisitState>();
const VisitStates = createContext<ReadonlyMap<number, VisitState>>(NONE);

/**
 * The payment state of each visit on the days shown ("from|to", as the calendar's range): the
 * blocks inside read it. Live: the states follow the `sales` and `appointments` topics.
 */
export function VisitStatesProvider({ range, children }: { range: string; children: ReactNode }) {
  const data = useAtomValue(visitStatesAtom(range)).data;
  const byId = useMemo(() => (data ? new Map(data.map((s) => [s.appointmentId, s])) : NONE), [data]);
  return <VisitStates.Provider value={byId}>{children}</VisitStates.Provider>;
}

/** "Pagato 90,00 €" or "Da incassare": what a block and its accessible name say. */
export const paymentText = (s: VisitState) => (s.state === "paid" ? `Pagato ${formatCents(s.totalCents)}` : "Da incassare");

/**
 * A visit's payment state on its block, in words: "Pagato 90,00 €" (quiet) or "Da incassare"
 * (needs action). `compact` (the month's cells) shows "€" or "€!" with the words for screen
 * readers and in the tooltip. Nothing for a visit with no state (booked, not yet arrived).
 */
export function PaymentMark({ appointmentId, compact = false }: { appointmentId: number | string; compact?: boolean }) {
  const state = useContext(VisitStates).get(Number(appointmentId));
  if (!state) return null;
  const text = paymentText(state);
  const paid = state.state === "paid";
  const tone = paid
    ? "border-emerald-700/40 bg-emerald-50 text-emerald-900 dark:border-emerald-300/40 dark:bg-emerald-950 dark:text-emerald-100"
    : "border-amber-700 bg-amber-100 text-amber-950 dark:border-amber-300 dark:bg-amber-900 dark:text-amber-50";
  if (compact) {
    return (
      <span data-payment={state.state} title={text} className={`mr-0.5 inline-block rounded-sm border px-0.5 text-[10px] font-bold leading-tight ${tone}`}>
        <span aria-hidden="true">{paid ? "€" : "€!"}</span>
        <span className="sr-only">{text}: </span>
      </span>
    );
  }
  return (
    <span
      data-payment={state.state}
      title={text}
      className={`min-w-0 truncate rounded-sm border px-1 text-[10px] font-semibold leading-tight tabular-nums ${paid ? "" : "uppercase tracking-wide"} ${tone}`}
    >
      {text}
    </span>
  );
}
