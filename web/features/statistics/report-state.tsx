import type { ReactNode } from "react";
import type { Query } from "../../lib/query";
import { Skeleton } from "../../ui/spinner";

/** A report while it loads (skeletons the size of its figures), its error, or the report. */
export function ReportState<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  if (query.error && !query.data) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {query.error.message}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="w-full" style={{ height: "7rem" }} />
          ))}
        </div>
        <Skeleton className="w-full" style={{ height: "16rem" }} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
