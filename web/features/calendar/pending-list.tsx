import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { formatItalianDate } from "../../../src/domain/italian-date";
import { formatPhone, telHref } from "../../../src/domain/phone";
import { displayName } from "../../../src/domain/names";
import type { Appointment, PendingApproval } from "../../../src/domain/schemas/appointments";
import { pendingApprovalsAtom } from "../../entities/appointments";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useSetStatus } from "./status-actions";

const clientName = (a: Appointment) => displayName(a.client);
const when = (a: Appointment) => `${formatItalianDate(a.date)} alle ${a.startTime.slice(0, 5)}`;

/**
 * What approving tells the client, said truthfully: a WhatsApp message only when one will go
 * (WhatsApp set up and her consent); otherwise the desk is told to call her, with her number.
 */
export function ApprovalPromise({ pending, className }: { pending: PendingApproval; className?: string }) {
  const a = pending.appointment;
  if (pending.clientNotified) return <span className={className}>Approvata, il cliente riceve un messaggio WhatsApp.</span>;
  return (
    <span className={className}>
      Il cliente non riceve messaggi: chiama {clientName(a)}
      {a.client.phone && (
        <>
          {" al "}
          <a href={telHref(a.client.phone)} className="font-medium text-rose-800 underline dark:text-rose-300">
            {formatPhone(a.client.phone)}
          </a>
        </>
      )}
      .
    </span>
  );
}

/**
 * "Da approvare (N)": every online request waiting for the salon, whatever day it is for (a
 * request is not a day's business: it waits until someone answers or it expires). Approva confirms
 * it; Rifiuta cancels it and frees the time, after asking.
 */
export function PendingList({ canWrite, onOpen }: { canWrite(a: Appointment): boolean; onOpen(a: Appointment): void }) {
  const pending = useAtomValue(pendingApprovalsAtom).data ?? [];
  const [open, setOpen] = useState(false);
  const [refusing, setRefusing] = useState<Appointment | null>(null);
  const panelId = useId();
  const { busy, change } = useSetStatus();
  if (pending.length === 0) return null;

  return (
    <div className="mb-3" data-pending-list>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className="!border-yellow-500 dark:!border-yellow-700">
        Da approvare ({pending.length})
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="1.75">
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <ul
            aria-label="Prenotazioni da approvare"
            className="mt-2 divide-y divide-stone-200 rounded-xl border border-yellow-500 bg-white dark:divide-stone-800 dark:border-yellow-700 dark:bg-stone-900"
          >
            {pending.map((p) => {
              const a = p.appointment;
              return (
                <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
                  <span className="w-40 shrink-0 tabular-nums font-medium">{when(a)}</span>
                  <span className="min-w-0 flex-1 basis-48">
                    <button type="button" className="cursor-pointer font-semibold text-rose-800 underline-offset-2 hover:underline dark:text-rose-300" onClick={() => onOpen(a)}>
                      {clientName(a)}
                    </button>
                    <span className="block text-stone-600 dark:text-stone-400 break-words">
                      {a.service.name} · {a.stylist.name}
                    </span>
                    <ApprovalPromise pending={p} className="block text-stone-700 dark:text-stone-300" />
                  </span>
                  {canWrite(a) && (
                    <span className="flex gap-2">
                      <Button size="sm" disabled={busy} aria-label={`Approva la prenotazione di ${clientName(a)} del ${when(a)}`} onClick={() => void change(a, { status: "confirmed" })}>
                        Approva
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        className="!text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
                        aria-label={`Rifiuta la prenotazione di ${clientName(a)} del ${when(a)}`}
                        onClick={() => setRefusing(a)}
                      >
                        Rifiuta
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={refusing !== null}
        onOpenChange={(o) => !o && setRefusing(null)}
        title="Rifiuta prenotazione"
        message={refusing ? `Rifiutare la prenotazione di ${clientName(refusing)} del ${when(refusing)}? L'orario torna libero.` : ""}
        confirmLabel="Rifiuta"
        destructive
        onConfirm={async () => {
          if (refusing) await change(refusing, { status: "cancelled", cancelledBy: "staff" });
        }}
      />
    </div>
  );
}
