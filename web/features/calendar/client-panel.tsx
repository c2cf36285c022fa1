import { useAtomValue } from "jotai";
import { clientSummaryAtom } from "../../entities/clients";
import { useClient } from "../../entities/client-search";
import { Skeleton } from "../../ui/spinner";
import { numericDate } from "../../lib/format";
import { salonTimeZone } from "../../lib/salon-time";
import { consentState } from "../../../src/domain/whatsapp-consent";
import { noShowsLabel } from "../../../src/domain/appointment-status";
import { formatCents } from "../../../src/domain/money";
import { useCan } from "../../entities/permissions";
import { clientBalanceAtom } from "../../entities/sales";

function OwedRow({ clientId }: { clientId: number }) {
  const owed = useAtomValue(clientBalanceAtom(clientId)).data?.balanceCents ?? 0;
  if (owed <= 0) return null;
  return (
    <>
      <dt className="text-stone-600 dark:text-stone-400">Da saldare</dt>
      <dd className="font-semibold tabular-nums text-amber-900 dark:text-amber-200" data-owed>
        {formatCents(owed)}
      </dd>
    </>
  );
}

/** "Da saldare" with what she owes, for the roles that read sales; nothing when she owes nothing. */
function Owed({ clientId }: { clientId: number }) {
  return useCan("sales.read") ? <OwedRow clientId={clientId} /> : null;
}

/**
 * What the receptionist wants to know while booking her: when she last came and for what, who
 * and what she usually has, and her notes (an allergy must be seen before the colour is mixed).
 */
export function ClientPanel({ clientId }: { clientId: number }) {
  const summary = useAtomValue(clientSummaryAtom(clientId));
  const client = useClient(clientId).data;
  const notes = client?.notes ?? "";
  const s = summary.data;
  return (
    <section
      aria-label="Scheda cliente"
      data-testid="client-panel"
      className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm dark:border-stone-700 dark:bg-stone-800/60"
    >
      {summary.loading && !s ? (
        <div className="flex flex-col gap-1.5" aria-busy="true">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-4 w-44" />
        </div>
      ) : summary.error && !s ? (
        <p className="text-stone-600 dark:text-stone-400">Storico del cliente non disponibile.</p>
      ) : s ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-stone-600 dark:text-stone-400">Ultima visita</dt>
          <dd>
            {s.lastVisit ? (
              <>
                <span className="tabular-nums">{numericDate(s.lastVisit.date)}</span> · {s.lastVisit.service.name} con {s.lastVisit.stylist.name}
              </>
            ) : (
              "Prima visita"
            )}
          </dd>
          {s.noShows > 0 && (
            <>
              <dt className="text-stone-600 dark:text-stone-400">Assenze</dt>
              <dd className="font-semibold text-red-800 dark:text-red-300" data-no-shows>
                {noShowsLabel(s.noShows)}
              </dd>
            </>
          )}
          {(s.usualStylist || s.usualService) && (
            <>
              <dt className="text-stone-600 dark:text-stone-400">Di solito</dt>
              <dd>{[s.usualService?.name, s.usualStylist && `con ${s.usualStylist.name}`].filter(Boolean).join(" ")}</dd>
            </>
          )}
          <Owed clientId={clientId} />
          {client && (
            <>
              <dt className="text-stone-600 dark:text-stone-400">WhatsApp</dt>
              <dd data-testid="client-panel-consent">{consentState(client, salonTimeZone())}</dd>
            </>
          )}
          {notes.trim() !== "" && (
            <>
              <dt className="text-stone-600 dark:text-stone-400">Note</dt>
              <dd className="line-clamp-3 whitespace-pre-line break-words">{notes}</dd>
            </>
          )}
        </dl>
      ) : null}
    </section>
  );
}
