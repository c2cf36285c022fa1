import { plural } from "../lib/format";
import { Button } from "../ui/button";
import { cn, focusRing } from "../ui/cn";
import { Spinner } from "../ui/spinner";
import { shortDay } from "./format";
import { StepHeading } from "./step-heading";
import type { Availability } from "./use-availability";

/** The next days in a grid: a day with free times is a highlighted button, a full or closed day a greyed, disabled one ("nessun orario"). */
export function DayStep({ availability: a, focus, onPick }: { availability: Availability; focus: boolean; onPick(date: string): void }) {
  const free = a.days.filter((day) => (a.slots[day]?.length ?? 0) > 0);
  return (
    <section aria-labelledby="step-giorno" aria-busy={a.loading} className="flex flex-col gap-3">
      <div id="step-giorno">
        <StepHeading focus={focus}>Scegli il giorno</StepHeading>
      </div>
      {a.days.length > 0 && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {free.length === 0 ? "Nessun orario libero in questi giorni." : "In evidenza i giorni con orari liberi."}
        </p>
      )}
      {a.days.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {a.days.map((day) => {
            const count = a.slots[day]?.length ?? 0;
            return (
              <li key={day}>
                <button
                  type="button"
                  disabled={count === 0}
                  onClick={() => onPick(day)}
                  data-day={day}
                  className={cn(
                    "flex min-h-14 w-full flex-col items-center justify-center rounded-lg border px-1 py-2 text-center",
                    count > 0
                      ? "cursor-pointer border-rose-700 bg-rose-50 font-semibold text-rose-900 hover:bg-rose-100 dark:border-rose-400 dark:bg-rose-950 dark:text-rose-100 dark:hover:bg-rose-900"
                      : "cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-stone-600 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-400",
                    focusRing,
                  )}
                >
                  <span className="text-sm first-letter:uppercase">{shortDay(day)}</span>{" "}
                  <span className="text-xs font-normal tabular-nums">
                    {count === 0 ? "nessun orario" : plural(count, "orario", "orari")}
                    <span className="sr-only"> {count > 1 ? "liberi" : "libero"}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {a.loading && <Spinner label="Caricamento orari liberi" className="self-center" />}
      {a.error && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {a.error}
        </p>
      )}
      {a.more && !a.loading && (
        <Button variant="secondary" onClick={a.loadMore}>
          Mostra altri giorni
        </Button>
      )}
    </section>
  );
}
