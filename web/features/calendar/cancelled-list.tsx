import { useId, useState } from "react";
import { IdentityMark } from "./identity-marks";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { deleteAppointment } from "../../entities/appointments";
import { useDelete } from "../../lib/use-delete";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { StatusBadge } from "../../ui/status-badge";
import { useSetStatus } from "./status-actions";
import { displayName } from "../../../src/domain/names";

const clientName = (a: Appointment) => displayName(a.client);

/**
 * "Annullati (N)": the day's cancelled appointments, which have left the grid because their time
 * is free again. Each says when, who, what and who cancelled; staff may restore it (the server
 * refuses when the time was taken meanwhile) or delete it for good.
 */
export function CancelledList({
  appointments,
  canWrite,
  onOpen,
}: {
  appointments: readonly Appointment[];
  canWrite(a: Appointment): boolean;
  onOpen(a: Appointment): void;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const panelId = useId();
  const { busy, change } = useSetStatus();
  const del = useDelete("appointments");
  if (appointments.length === 0) return null;
  const rows = [...appointments].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.stylist.name.localeCompare(b.stylist.name, "it"));

  const remove = (a: Appointment) =>
    del(() => deleteAppointment(a.id, a.version), { success: "Appuntamento cancellato", failure: "Impossibile cancellare l'appuntamento" });

  return (
    <div className="mb-3" data-cancelled-list>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Annullati ({appointments.length})
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="1.75">
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <ul
            aria-label="Appuntamenti annullati"
            className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900"
          >
            {rows.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
                <span className="w-24 shrink-0 tabular-nums font-medium">
                  {a.startTime.slice(0, 5)}–{a.endTime.slice(0, 5)}
                </span>
                <span className="min-w-0 flex-1 basis-48">
                  <button
                    type="button"
                    className="cursor-pointer font-semibold text-rose-800 underline-offset-2 hover:underline dark:text-rose-300"
                    onClick={() => onOpen(a)}
                  >
                    {clientName(a)}
                  </button>
                  <span className="block text-stone-600 dark:text-stone-400 break-words">
                    {a.service.name} · {a.stylist.name}
                  </span>
                </span>
                <StatusBadge status={a.status} cancelledBy={a.cancelledBy} />
                <IdentityMark appointment={a} />
                {canWrite(a) && (
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Ripristina l'appuntamento di ${clientName(a)} delle ${a.startTime.slice(0, 5)}`}
                      onClick={() => void change(a, { status: "booked" })}
                    >
                      Ripristina
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="!text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
                      aria-label={`Elimina l'appuntamento di ${clientName(a)} delle ${a.startTime.slice(0, 5)}`}
                      onClick={() => setDeleting(a)}
                    >
                      Elimina
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Cancella appuntamento"
        message={deleting ? `Sei sicuro di voler cancellare l'appuntamento di ${clientName(deleting)}?` : ""}
        confirmLabel="Cancella"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </div>
  );
}
