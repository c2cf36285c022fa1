import { longDate } from "../lib/format";
import { cn, focusRing } from "../ui/cn";
import { StepHeading } from "./step-heading";

export type TimeChoice = { time: string; href: string };

/** The free start times of the chosen day; `notice` says why the client is back here (a time just taken). */
export function TimeStep({ date, times, notice }: { date: string; times: TimeChoice[]; notice: string | null }) {
  return (
    <section aria-labelledby="step-orario" className="flex flex-col gap-3">
      <StepHeading id="step-orario">Scegli l'orario</StepHeading>
      <p className="text-sm text-stone-700 first-letter:uppercase">{longDate(date)}</p>
      {notice && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
          {notice}
        </p>
      )}
      {times.length === 0 ? (
        <p>Nessun orario libero in questo giorno: scegline un altro.</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2">
          {times.map((slot) => (
            <li key={slot.time}>
              <a
                href={slot.href}
                className={cn(
                  "flex min-h-11 w-full items-center justify-center rounded-lg border border-rose-700 bg-white font-semibold text-rose-900 tabular-nums no-underline hover:bg-rose-50",
                  focusRing,
                )}
              >
                {slot.time}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
