import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";

export type Col<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A report's table: its caption names it for screen readers; on a phone it scrolls inside its card. */
export function ReportTable<T>({ caption, columns, rows, rowKey, empty, foot }: {
  caption: string;
  columns: Col<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  foot?: ReactNode[];
}) {
  if (rows.length === 0) return <p className="py-2 text-sm text-stone-600 dark:text-stone-400">{empty}</p>;
  const align = (numeric?: boolean) => (numeric ? "tabular-nums" : "text-left");
  // Numbers align right (an inline style: the app's shared stylesheet has no such class to spare).
  const right = (numeric?: boolean) => (numeric ? { textAlign: "right" as const } : undefined);
  // A value never breaks ("105,00 €", "62,5 %"); a header may ("Ore / prenotate"), so on a phone
  // the table fits its card where it can and scrolls inside it where it cannot.
  const value = (numeric?: boolean) => ({ ...right(numeric), whiteSpace: "nowrap" as const });
  return (
    <div style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 dark:border-stone-700">
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-2 py-2 font-medium text-stone-600 dark:text-stone-400 ${align(c.numeric)}`} style={right(c.numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-stone-100 dark:border-stone-800">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className={`px-2 py-2 font-normal ${align(c.numeric)}`} style={right(c.numeric)}>{c.cell(row)}</th>
                ) : (
                  <td key={c.header} className={`px-2 py-2 ${align(c.numeric)}`} style={value(c.numeric)}>{c.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr className="border-t border-stone-300 font-semibold dark:border-stone-600">
              {foot.map((cell, i) => (
                <td key={i} className={`px-2 py-2 ${align(i > 0)}`} style={right(i > 0)}>{cell}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A titled block of a report. */
export function ReportCard({ title, children, actions, className }: { title: string; children: ReactNode; actions?: ReactNode; className?: string }) {
  // min-w-0: in a grid a wide table scrolls inside its card instead of widening the page.
  return (
    <Card className={`min-w-0 ${className ?? ""}`}>
      <CardHeader className="flex-wrap">
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        {actions}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A chart and its table: side by side on a wide screen, one above the other on a phone. */
export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">{table}</div>
    </div>
  );
}
