import type { Stylist } from "../../../src/domain/schemas/stylists";
import { addDays } from "../../../src/domain/time";
import { Button } from "../../ui/button";
import { Select } from "../../ui/select";
import type { CalendarView } from "./calendar-state";
import { shiftMonth, weekDays } from "./calendar-state";
import { longDate } from "../../lib/format";
import { monthTitle } from "./format";
import { Legend } from "./legend";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Props = {
  view: CalendarView;
  date: string;
  today: string;
  stylistFilter: string;
  stylists: readonly Stylist[];
  update(patch: Partial<{ view: CalendarView; date: string; stylist: string }>): void;
  /** Opens the "Prima disponibilità" search. */
  onFirstAvailable?(): void;
};

/** Previous / today / next, the shown period's title, month or day, and the day view's stylist filter. */
const STEP = {
  month: { back: "Mese precedente", next: "Mese successivo" },
  week: { back: "Settimana precedente", next: "Settimana successiva" },
  day: { back: "Giorno precedente", next: "Giorno successivo" },
} as const;
const VIEW_LABELS = { month: ["Mensile", "Mese"], week: ["Settimanale", "Settimana"], day: ["Giornaliera", "Giorno"] } as const;

/** "30 marzo – 5 aprile 2026": the week's Monday and Sunday. */
function weekTitle(date: string) {
  const days = weekDays(date);
  const fmt = (d: string, year: boolean) =>
    new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", ...(year ? { year: "numeric" } : {}), timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`));
  return `${fmt(days[0]!, days[0]!.slice(0, 4) !== days[6]!.slice(0, 4))} – ${fmt(days[6]!, true)}`;
}

export function CalendarToolbar({ view, date, today, stylistFilter, stylists, update, onFirstAvailable }: Props) {
  const step = (delta: number) => update({ date: view === "month" ? shiftMonth(date, delta) : addDays(date, view === "week" ? 7 * delta : delta) });
  const title = view === "month" ? capitalise(monthTitle(date)) : view === "week" ? weekTitle(date) : capitalise(longDate(date));
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="icon" aria-label={STEP[view].back} onClick={() => step(-1)}>
            ‹
          </Button>
          <Button variant="secondary" onClick={() => update({ date: today })}>
            Oggi
          </Button>
          <Button variant="secondary" size="icon" aria-label={STEP[view].next} onClick={() => step(1)}>
            ›
          </Button>
        </div>
        <h2 className="text-lg font-semibold flex-1 min-w-40" aria-live="polite">
          {title}
        </h2>
        <div className="flex rounded-lg border border-stone-200 dark:border-stone-700 p-0.5" role="group" aria-label="Vista">
          {(["month", "week", "day"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v })}
              className={`px-3 min-h-10 rounded-md text-sm font-medium ${
                view === v ? "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900" : "text-stone-700 dark:text-stone-300"
              }`}
            >
              <span className="hidden sm:inline">{VIEW_LABELS[v][0]}</span>
              <span className="sm:hidden">{VIEW_LABELS[v][1]}</span>
            </button>
          ))}
        </div>
        {onFirstAvailable && (
          <Button variant="secondary" onClick={onFirstAvailable}>
            Prima disponibilità
          </Button>
        )}
        {view !== "month" && (
          <Select
            label="Stilista"
            labelHidden
            value={stylistFilter}
            onChange={(e) => update({ stylist: e.target.value })}
            options={[{ value: "all", label: "Tutti i Collaboratori" }, ...stylists.map((s) => ({ value: String(s.id), label: s.name }))]}
            className="min-w-48"
          />
        )}
      </div>
      <Legend />
    </div>
  );
}
