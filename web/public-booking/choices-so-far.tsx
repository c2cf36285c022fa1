import { focusRing } from "../ui/cn";

export type Step = "service" | "stylist" | "day" | "time" | "details" | "done";
type Choice = { step: Step; label: string; value: string };

/** What the client has chosen so far, each with "Cambia" to go back to that step. */
export function ChoicesSoFar({ choices, onChange }: { choices: Choice[]; onChange(step: Step): void }) {
  if (choices.length === 0) return null;
  return (
    <ol aria-label="La tua scelta" className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-3 dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
      {choices.map((c) => (
        <li key={c.step} className="flex items-center justify-between gap-3 py-1">
          <span className="min-w-0 text-sm">
            <span className="text-stone-700 dark:text-stone-300">{c.label}: </span>
            <span className="font-medium tabular-nums">{c.value}</span>
          </span>
          <button
            type="button"
            onClick={() => onChange(c.step)}
            aria-label={`Cambia ${c.label.toLowerCase()}`}
            className={`min-h-11 shrink-0 cursor-pointer rounded-md px-2 text-sm font-medium text-rose-800 underline hover:bg-rose-50 dark:text-rose-300 dark:hover:bg-stone-800 ${focusRing}`}
          >
            Cambia
          </button>
        </li>
      ))}
    </ol>
  );
}
