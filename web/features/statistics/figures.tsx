import type { ReactNode } from "react";
import { compareFigure } from "../../../src/domain/report-periods";
import { Card } from "../../ui/card";
import { formatCount } from "../../lib/format";
import { money, oneDecimal, percent, signedCount, signedMoney, signedPercent, signedPoints } from "../../lib/report-format";

/** How a figure reads: money, a count, a rate (a fraction 0..1) or days. */
export type FigureKind = "money" | "count" | "rate" | "days";

export const formatFigure = (kind: FigureKind, value: number) =>
  kind === "money" ? money(value) : kind === "rate" ? percent(value) : kind === "days" ? `${oneDecimal(value)} giorni` : formatCount(value);

/**
 * A change against an earlier figure, in words and signs, never colour alone: "▲ +12,50 € (+12,5 %)",
 * "▼ -3,0 punti" for a rate, "= invariato". With no earlier figure to divide by, the difference only.
 */
export function deltaText(kind: FigureKind, current: number, earlier: number): { arrow: string; text: string; direction: "up" | "down" | "same" } {
  const { diff, ratio } = compareFigure(current, earlier);
  const direction = Math.abs(diff) < 1e-9 ? "same" : diff > 0 ? "up" : "down";
  if (direction === "same") return { arrow: "=", text: "invariato", direction };
  const arrow = direction === "up" ? "▲" : "▼";
  if (kind === "rate") return { arrow, text: signedPoints(diff), direction };
  const amount = kind === "money" ? signedMoney(diff) : kind === "days" ? `${diff > 0 ? "+" : ""}${oneDecimal(diff)} giorni` : signedCount(diff);
  return { arrow, text: ratio === null ? amount : `${amount} (${signedPercent(ratio)})`, direction };
}

/** Which way a figure gets better: takings and clients up, no-shows and cancellations down. */
export type Better = "up" | "down";

function DeltaLine({ label, kind, current, earlier, better }: { label: string; kind: FigureKind; current: number; earlier: number; better: Better }) {
  const delta = deltaText(kind, current, earlier);
  const trend = delta.direction === "same" ? "same" : delta.direction === better ? "better" : "worse";
  const tone = trend === "better" ? "text-emerald-800 dark:text-emerald-300" : trend === "worse" ? "text-red-800 dark:text-red-300" : "text-stone-600 dark:text-stone-400";
  return (
    <p className="flex flex-col text-xs">
      <span className="text-stone-600 dark:text-stone-400">
        {label}: <span className="tabular-nums">{formatFigure(kind, earlier)}</span>
      </span>
      <span className={`tabular-nums font-medium ${tone}`} data-trend={trend}>
        <span aria-hidden="true">{delta.arrow} </span>
        {delta.text}
      </span>
    </p>
  );
}

export type Figure = { key: string; label: string; kind: FigureKind; value: number; previous?: number | undefined; lastYear?: number | undefined; note?: ReactNode; better?: Better };

/** One figure with, under it, the previous period and last year and the change against each. */
export function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card className="flex flex-col gap-1 p-4" data-testid={`figure-${figure.key}`}>
      <p className="text-sm text-stone-600 dark:text-stone-400">{figure.label}</p>
      <p className="text-2xl font-semibold tabular-nums">{formatFigure(figure.kind, figure.value)}</p>
      {figure.note && <p className="text-xs text-stone-600 dark:text-stone-400">{figure.note}</p>}
      <div className="mt-1 flex flex-col gap-0.5">
        {figure.previous !== undefined && <DeltaLine label="Periodo precedente" kind={figure.kind} current={figure.value} earlier={figure.previous} better={figure.better ?? "up"} />}
        {figure.lastYear !== undefined && <DeltaLine label="Anno scorso" kind={figure.kind} current={figure.value} earlier={figure.lastYear} better={figure.better ?? "up"} />}
      </div>
    </Card>
  );
}

export function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((f) => (
        <FigureCard key={f.key} figure={f} />
      ))}
    </div>
  );
}
