import type { Stylist } from "../../../src/domain/schemas/stylists";
import { addDays } from "../../../src/domain/time";
import { Button } from "../../ui/button";
import { Select } from "../../ui/select";
import type { CalendarView } from "./calendar-state";
import { shiftMonth } from "./calendar-state";
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
};

/** Previous / today / next, the shown period's title, month or day, and the day view's stylist filter. */
export function CalendarToolbar({ view, date, today, stylistFilter, stylists, update }: Props) {
  const step = (delta: number) => update({ date: view === "month" ? shiftMonth(date, delta) : addDays(date, delta) });
  const title = view === "month" ? capitalise(monthTitle(date)) : capitalise(longDate(date));
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="icon" aria-label={view === "month" ? "Mese precedente" : "Giorno precedente"} onClick={() => step(-1)}>
            ‹
          </Button>
          <Button variant="secondary" onClick={() => update({ date: today })}>
            Oggi
          </Button>
          <Button variant="secondary" size="icon" aria-label={view === "month" ? "Mese successivo" : "Giorno successivo"} onClick={() => step(1)}>
            ›
          </Button>
        </div>
        <h2 className="text-lg font-semibold flex-1 min-w-40" aria-live="polite">
          {title}
        </h2>
        <div className="flex rounded-lg border border-stone-200 dark:border-stone-700 p-0.5" role="group" aria-label="Vista">
          {(["month", "day"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v })}
              className={`px-3 min-h-10 rounded-md text-sm font-medium ${
                view === v ? "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900" : "text-stone-700 dark:text-stone-300"
              }`}
            >
              {v === "month" ? (
                "Mensile"
              ) : (
                <>
                  <span className="hidden sm:inline">Giornaliera</span>
                  <span className="sm:hidden">Giorno</span>
                </>
              )}
            </button>
          ))}
        </div>
        {view === "day" && (
          <Select
            label="Collaboratore"
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
