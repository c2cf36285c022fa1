import { plural } from "../lib/format";
import { cn, focusRing } from "../ui/cn";
import { shortDay } from "../../src/domain/italian-date";
import { StepHeading } from "./step-heading";

export type DayChoice = { date: string; count: number; href: string };

const moreLink = `inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100 ${focusRing}`;

/**
 * The next days in a grid: a day with free times is a highlighted link, a full or closed day a
 * greyed box that is no link ("nessun orario"). `earlier`/`later` page by 31 days.
 */
export function DayStep({ days, earlier, later }: { days: DayChoice[]; earlier: string | null; later: string | null }) {
  const free = days.filter((day) => day.count > 0);
  const box = "flex min-h-14 w-full flex-col items-center justify-center rounded-lg border px-1 py-2 text-center";
  return (
    <section aria-labelledby="step-giorno" className="flex flex-col gap-3">
      <StepHeading id="step-giorno">Scegli il giorno</StepHeading>
      <p className="text-sm text-stone-700">{free.length === 0 ? "Nessun orario libero in questi giorni." : "In evidenza i giorni con orari liberi."}</p>
      {earlier && (
        <a href={earlier} className={moreLink}>
          Giorni precedenti
        </a>
      )}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {days.map((day) => {
          const label = (
            <>
              <span className="text-sm first-letter:uppercase">{shortDay(day.date)}</span>{" "}
              <span className="text-xs font-normal tabular-nums">
                {day.count === 0 ? "nessun orario" : plural(day.count, "orario", "orari")}
                <span className="sr-only"> {day.count > 1 ? "liberi" : "libero"}</span>
              </span>
            </>
          );
          return (
            <li key={day.date}>
              {day.count > 0 ? (
                <a
                  href={day.href}
                  data-day={day.date}
                  className={cn(box, "border-rose-700 bg-rose-50 font-semibold text-rose-900 no-underline hover:bg-rose-100", focusRing)}
                >
                  {label}
                </a>
              ) : (
                <span data-day={day.date} className={cn(box, "border-dashed border-stone-300 bg-stone-100 text-stone-600")}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {later && (
        <a href={later} className={moreLink}>
          Mostra altri giorni
        </a>
      )}
    </section>
  );
}
