import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * The calm box a list shows instead of its rows: nothing saved yet, nothing to pick from, or a
 * failed load. The actions (a first "Nuovo ..." or "Riprova") sit centred under the text.
 */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
      <p className="text-base font-semibold">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600 dark:text-stone-400">{text}</p>
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** A list that could not be loaded: the reason and a "Riprova" that asks again. */
export function LoadError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <EmptyState title={title} text={text}>
      <Button variant="secondary" onClick={onRetry}>
        Riprova
      </Button>
    </EmptyState>
  );
}
