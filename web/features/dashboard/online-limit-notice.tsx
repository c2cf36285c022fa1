import { useAtomValue } from "jotai";
import { onlineBookingTodayAtom } from "../../entities/online-booking";
import { formatCount } from "../../lib/format";

/**
 * The public page has taken the owner's daily number of online bookings: the desk is told, since
 * from now on the page sends clients to the phone. Nothing while there is room.
 */
export function OnlineLimitNotice() {
  const today = useAtomValue(onlineBookingTodayAtom).data;
  if (!today?.reached) return null;
  return (
    <div role="status" className="mb-6 rounded-lg border border-yellow-500 bg-yellow-50 px-4 py-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100">
      <p className="font-semibold">Prenotazioni online esaurite per oggi ({formatCount(today.count)} su {formatCount(today.limit)})</p>
      <p>Fino a mezzanotte la pagina di prenotazione invita i clienti a telefonare al salone. Il limite si cambia in Impostazioni → Prenotazioni online.</p>
    </div>
  );
}
