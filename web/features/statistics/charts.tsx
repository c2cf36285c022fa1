import type { ReactNode } from "react";

/**
 * Hand-drawn SVG charts. Each is one `role="img"` element whose `aria-label` is the chart's summary
 * in words (what a screen reader announces); the exact figures are in the table shown beside it.
 * Colour is never the only signal: a second series is hatched and named in the legend.
 */

// Colours through currentColor, from text classes the app already has (the first load's stylesheet is shared).
const ACCENT = "text-rose-700 dark:text-rose-400";
const SECOND = "text-stone-400 dark:text-stone-400";

/** The hatch of a chart's second series (pattern ids are per chart, so two charts never share one). */
function Hatch({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className={SECOND} fill="currentColor" />
        <line x1="0" y1="0" x2="0" y2="6" className="text-white dark:text-stone-900" stroke="currentColor" strokeWidth="2" />
      </pattern>
    </defs>
  );
}

export type Column = { key: string; label: string; value: number; title: string };

/**
 * Vertical bars, one per column (takings by day). The drawing stretches to the card's width; its
 * labels are HTML under it so they stay readable at 390 px.
 */
export function ColumnChart({ columns, summary, maxLabel, firstLabel, lastLabel }: {
  columns: Column[];
  summary: string;
  maxLabel: string;
  firstLabel: string;
  lastLabel: string;
}) {
  const max = Math.max(1, ...columns.map((c) => c.value));
  const width = Math.max(1, columns.length) * 10;
  return (
    <div role="img" aria-label={summary} className="w-full">
      <p className="text-xs text-stone-600 dark:text-stone-400 tabular-nums" aria-hidden="true">{maxLabel}</p>
      <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="block h-40 w-full border-b border-stone-300 dark:border-stone-600" aria-hidden="true" focusable="false">
        {columns.map((c, i) => {
          const height = Math.max(0, (c.value / max) * 96);
          return (
            <rect key={c.key} x={i * 10 + 1.5} y={100 - height} width={7} height={height} className={ACCENT} fill="currentColor" data-value={c.value}>
              <title>{c.title}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-stone-600 dark:text-stone-400 tabular-nums" aria-hidden="true">
        <span>{firstLabel}</span>
        <span>{lastLabel}</span>
      </div>
    </div>
  );
}

export type BarRow = { key: string; label: string; parts: [number, number]; text: string };

/**
 * Horizontal bars, one row per name (takings by stylist, new vs returning clients), each bar made
 * of two stacked parts: the first solid, the second hatched.
 */
export function StackedBars({ rows, summary, legend, id }: { rows: BarRow[]; summary: string; legend: [string, string]; id: string }) {
  const max = Math.max(1, ...rows.map((r) => r.parts[0] + r.parts[1]));
  const hatch = `hatch-${id}`;
  return (
    <div role="img" aria-label={summary} className="w-full">
      <ul className="flex flex-col gap-2" aria-hidden="true">
        {rows.map((r) => {
          const first = (r.parts[0] / max) * 100;
          const second = (r.parts[1] / max) * 100;
          return (
            <li key={r.key} className="flex flex-col gap-1 text-sm">
              <span className="flex justify-between gap-2">
                <span className="truncate" title={r.label}>{r.label}</span>
                <span className="tabular-nums text-stone-600 dark:text-stone-400">{r.text}</span>
              </span>
              <svg className="block h-5 w-full" aria-hidden="true" focusable="false">
                <Hatch id={hatch} />
                <rect x="0" y="2" width={`${first}%`} height="16" className={ACCENT} fill="currentColor" />
                <rect x={`${first}%`} y="2" width={`${second}%`} height="16" fill={`url(#${hatch})`} />
              </svg>
            </li>
          );
        })}
      </ul>
      <Legend items={[
        { swatch: <rect width="14" height="14" className={ACCENT} fill="currentColor" />, label: legend[0] },
        { swatch: <><Hatch id={`${hatch}-legend`} /><rect width="14" height="14" fill={`url(#${hatch}-legend)`} /></>, label: legend[1] },
      ]} />
    </div>
  );
}

function Legend({ items }: { items: { swatch: ReactNode; label: string }[] }) {
  return (
    <p className="mt-3 flex flex-wrap gap-4 text-xs text-stone-600 dark:text-stone-400" aria-hidden="true">
      {items.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          <svg width="14" height="14" aria-hidden="true" focusable="false">{item.swatch}</svg>
          {item.label}
        </span>
      ))}
    </p>
  );
}
