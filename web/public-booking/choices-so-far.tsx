import { focusRing } from "../ui/cn";

export type ChoiceRow = { key: string; label: string; value: string; href: string };

/** What the client has chosen so far, each with a "Cambia" link back to that step. */
export function ChoicesSoFar({ choices }: { choices: ChoiceRow[] }) {
  if (choices.length === 0) return null;
  return (
    <ol aria-label="La tua scelta" className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-3">
      {choices.map((c) => (
        <li key={c.key} className="flex items-center justify-between gap-3 py-1">
          <span className="min-w-0 text-sm">
            <span className="text-stone-700">{c.label}: </span>
            <span className="font-medium tabular-nums">{c.value}</span>
          </span>
          <a
            href={c.href}
            aria-label={`Cambia ${c.label.toLowerCase()}`}
            className={`inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-medium text-rose-800 underline hover:bg-rose-50 ${focusRing}`}
          >
            Cambia
          </a>
        </li>
      ))}
    </ol>
  );
}
