import { cn, focusRing } from "../ui/cn";

/**
 * One line of the choice so far. `href` is its link back ("Cambia", or "Rimuovi" for a service
 * while the services are still being chosen); a line without one (the total) only informs.
 */
export type ChoiceRow = {
  key: string;
  label: string;
  value: string;
  href?: string;
  /** "Rimuovi" names what it removes: `removes` ("Rimuovi Colore"). */
  action?: "Cambia" | "Rimuovi";
  removes?: string;
  strong?: boolean;
};

const rowLink = `inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-medium text-rose-800 underline hover:bg-rose-50 ${focusRing}`;

/** What the client has chosen so far, each with a "Cambia" link back to that step; `add` offers one more service. */
export function ChoicesSoFar({ choices, add }: { choices: ChoiceRow[]; add?: string | null }) {
  if (choices.length === 0) return null;
  return (
    <ol aria-label="La tua scelta" className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-3">
      {choices.map((c) => {
        const action = c.action ?? "Cambia";
        return (
          <li key={c.key} className={cn("flex min-h-11 items-center justify-between gap-3 py-1", c.strong && "font-semibold")}>
            <span className="min-w-0 text-sm">
              <span className="text-stone-700">{c.label}: </span>
              <span className="font-medium tabular-nums">{c.value}</span>
            </span>
            {c.href !== undefined && (
              <a href={c.href} aria-label={action === "Rimuovi" ? `Rimuovi ${c.removes ?? c.label.toLowerCase()}` : `Cambia ${c.label.toLowerCase()}`} className={rowLink}>
                {action}
              </a>
            )}
          </li>
        );
      })}
      {add && (
        <li className="py-1">
          <a href={add} className={cn(rowLink, "w-full justify-center no-underline")}>
            <span aria-hidden="true">+&nbsp;</span>Aggiungi un altro servizio
          </a>
        </li>
      )}
    </ol>
  );
}
