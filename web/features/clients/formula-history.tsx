import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { formulaSummary } from "../../../src/domain/formulas";
import { clientFileAtom } from "../../entities/client-file";
import { numericDate } from "../../lib/format";
import { Skeleton } from "../../ui/spinner";

function FormulaList({ clientId }: { clientId: number }) {
  const file = useAtomValue(clientFileAtom(clientId));
  if (file.loading && !file.data) return <Skeleton className="my-2 h-10 w-full" />;
  if (file.error && !file.data) return <p className="py-2 text-sm text-stone-600 dark:text-stone-400">Schede tecniche non disponibili.</p>;
  const entries = file.data ?? [];
  if (entries.length === 0) return <p className="py-2 text-sm text-stone-600 dark:text-stone-400">Nessuna scheda tecnica.</p>;
  return (
    <ol className="flex flex-col gap-2 py-2 text-sm" aria-label="Schede tecniche">
      {entries.map((e) => (
        <li key={e.itemId} className="rounded-md bg-stone-50 px-2 py-1.5 dark:bg-stone-800/60">
          <p className="text-xs text-stone-600 dark:text-stone-400">
            <span className="tabular-nums">{numericDate(e.date)}</span> · {e.serviceName} con {e.stylistName}
          </p>
          {e.formula && <p className="font-medium">{formulaSummary(e.formula) || "Solo note"}</p>}
          {e.formula?.notes && <p className="whitespace-pre-line text-stone-700 dark:text-stone-300">{e.formula.notes}</p>}
          {e.photos.length > 0 && (
            <ul className="mt-1 flex gap-1.5">
              {e.photos.map((p) => (
                <li key={p.id}>
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img src={p.url} alt={p.kind === "before" ? "Foto prima" : p.kind === "after" ? "Foto dopo" : "Foto"} loading="lazy" className="size-14 rounded object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The client card's "Schede tecniche": every colour formula and photo, newest first, with dates and stylists. */
export function FormulaHistory({ clientId }: { clientId: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-t border-stone-200 pt-1 dark:border-stone-700">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md text-left text-sm font-medium text-stone-800 hover:text-rose-800 dark:text-stone-200 dark:hover:text-rose-300"
      >
        Schede tecniche
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="1.75">
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={id} hidden={!open}>
        {open && <FormulaList clientId={clientId} />}
      </div>
    </div>
  );
}
