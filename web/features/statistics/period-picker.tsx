import { useState } from "react";
import { lastMonth, periodError, PERIOD_KINDS, PERIOD_LABELS, periodOf, shiftPeriod, type Period, type PeriodKind } from "../../../src/domain/report-periods";
import { Button } from "../../ui/button";
import { DateInput } from "../../ui/date-input";
import { Field } from "../../ui/input";
import { dateRange } from "../../lib/format";

export type PeriodChoice = Period & { kind: PeriodKind };

/**
 * Giorno, Settimana, Mese (this month by default), "Mese scorso" in one tap, or a period typed
 * from/to; the arrows step to the period before or after.
 */
export function PeriodPicker({ value, today, onChange }: { value: PeriodChoice; today: string; onChange: (next: PeriodChoice) => void }) {
  const [draft, setDraft] = useState<Period>({ from: value.from, to: value.to });
  const error = value.kind === "custom" ? periodError(draft) : null;
  const pick = (kind: PeriodKind) => {
    if (kind === "custom") {
      setDraft({ from: value.from, to: value.to });
      onChange({ ...value, kind });
    } else onChange({ kind, ...periodOf(kind, value.kind === "custom" ? today : value.from) });
  };
  const type = (next: Period) => {
    setDraft(next);
    if (periodError(next) === null) onChange({ kind: "custom", ...next });
  };
  const previousMonth = lastMonth(today);
  const onLastMonth = value.kind === "month" && value.from === previousMonth.from;
  return (
    <section aria-label="Periodo" className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Tipo di periodo" className="inline-flex flex-wrap gap-1 rounded-lg border border-stone-200 p-1 dark:border-stone-700">
          {PERIOD_KINDS.map((kind) => (
            <Button key={kind} size="sm" variant={value.kind === kind ? "primary" : "ghost"} aria-pressed={value.kind === kind} onClick={() => pick(kind)}>
              {PERIOD_LABELS[kind]}
            </Button>
          ))}
        </div>
        <Button size="sm" variant={onLastMonth ? "primary" : "secondary"} aria-pressed={onLastMonth} onClick={() => onChange({ kind: "month", ...previousMonth })}>
          Mese scorso
        </Button>
      </div>
      {value.kind === "custom" ? (
        <div className="flex flex-wrap items-start gap-3">
          <Field label="Dal" error={error ?? undefined} className="w-44">
            <DateInput value={draft.from} onChange={(from) => type({ ...draft, from })} />
          </Field>
          <Field label="Al" className="w-44">
            <DateInput value={draft.to} onChange={(to) => type({ ...draft, to })} />
          </Field>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <Button size="icon" variant="secondary" aria-label="Periodo prima" onClick={() => onChange({ kind: value.kind, ...shiftPeriod(value.kind, value, -1) })}>
            <span aria-hidden="true">‹</span>
          </Button>
          <p className="min-w-0 text-sm font-medium first-letter:uppercase" aria-live="polite" data-testid="period-label">
            {dateRange(value.from, value.to)}
          </p>
          <Button size="icon" variant="secondary" aria-label="Periodo dopo" onClick={() => onChange({ kind: value.kind, ...shiftPeriod(value.kind, value, 1) })}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </section>
  );
}
