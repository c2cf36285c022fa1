import { useAtomValue } from "jotai";
import { historyLine } from "../../lib/activity-text";
import { Skeleton } from "../../ui/spinner";
import { appointmentHistoryAtom } from "../../entities/activity";

/** Who created, moved, changed or cancelled the appointment, newest first; follows live changes. */
export function AppointmentHistory({ appointmentId }: { appointmentId: number }) {
  const { data, error, loading } = useAtomValue(appointmentHistoryAtom(appointmentId));
  return (
    <section aria-labelledby={`history-${appointmentId}`} className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
      <h3 id={`history-${appointmentId}`} className="text-sm font-semibold">
        Storico
      </h3>
      {error && !data ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Storico non disponibile.</p>
      ) : loading && !data ? (
        <Skeleton className="mt-2 h-5 w-3/4" />
      ) : data && data.length > 0 ? (
        <ol className="mt-1 flex flex-col gap-1 text-sm text-stone-700 dark:text-stone-300 tabular-nums" aria-label="Storico dell'appuntamento">
          {data.map((entry) => (
            <li key={entry.id}>{historyLine(entry)}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Nessuna modifica registrata.</p>
      )}
    </section>
  );
}
