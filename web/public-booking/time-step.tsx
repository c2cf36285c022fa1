import type { PublicSlot } from "../../src/domain/schemas/online-booking";
import { longDate } from "../lib/format";
import { cn, focusRing } from "../ui/cn";
import { hhmm } from "./format";
import { StepHeading } from "./step-heading";

/** The free start times of the chosen day; `notice` says why the client is back here (a time just taken). */
export function TimeStep({
  date,
  slots,
  notice,
  focus,
  onPick,
}: {
  date: string;
  slots: PublicSlot[];
  notice: string | null;
  focus: boolean;
  onPick(startTime: string): void;
}) {
  return (
    <section aria-labelledby="step-orario" className="flex flex-col gap-3">
      <div id="step-orario">
        <StepHeading focus={focus}>Scegli l'orario</StepHeading>
      </div>
      <p className="text-sm text-stone-700 first-letter:uppercase dark:text-stone-300">{longDate(date)}</p>
      {notice && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
          {notice}
        </p>
      )}
      {slots.length === 0 ? (
        <p>Nessun orario libero in questo giorno: scegline un altro.</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2">
          {slots.map((slot) => (
            <li key={slot.startTime}>
              <button
                type="button"
                onClick={() => onPick(hhmm(slot.startTime))}
                className={cn(
                  "min-h-11 w-full cursor-pointer rounded-lg border border-rose-700 bg-white font-semibold text-rose-900 tabular-nums hover:bg-rose-50",
                  "dark:border-rose-400 dark:bg-stone-900 dark:text-rose-100 dark:hover:bg-stone-800",
                  focusRing,
                )}
              >
                {hhmm(slot.startTime)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
