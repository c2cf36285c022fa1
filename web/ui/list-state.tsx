import type { ReactNode } from "react";
import { Card } from "./card";
import { EmptyState, LoadError } from "./empty-state";

export type ListStateProps<T> = {
  /** The list's query: rows once loaded; an error only counts while nothing was ever loaded. */
  query: { data: T[] | undefined; error: Error | null };
  /** "Impossibile caricare …": the title of a failed first load. */
  loadError: string;
  /** Its text; by default the advice to check the connection. */
  loadErrorText?: string;
  onRetry: () => void;
  /** The skeleton shown until the first answer. */
  loading: ReactNode;
  /** The box shown when there are no rows yet, with its first action. */
  empty: { title: string; text: string; action: ReactNode };
  children: (rows: T[]) => ReactNode;
};

/**
 * A list screen's four states in their fixed order: failed first load (with Riprova), loading,
 * nothing saved yet, the rows. A later failed refresh keeps the rows that were shown.
 */
export function ListState<T>({ query, loadError, loadErrorText, onRetry, loading, empty, children }: ListStateProps<T>) {
  if (query.error && !query.data) {
    return <LoadError title={loadError} text={loadErrorText ?? "Controlla la connessione e riprova."} onRetry={onRetry} />;
  }
  if (!query.data) return loading;
  if (query.data.length === 0) {
    return (
      <EmptyState title={empty.title} text={empty.text}>
        {empty.action}
      </EmptyState>
    );
  }
  return children(query.data);
}

/** The loading grid of a card list: `count` cards, each filled with `card`'s skeleton lines. */
export function SkeletonCards({ count, label, className, card }: { count: number; label: string; className: string; card: ReactNode }) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-4">
          {card}
        </Card>
      ))}
    </div>
  );
}
