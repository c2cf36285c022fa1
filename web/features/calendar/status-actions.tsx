import { useSetAtom } from "jotai";
import { useId, useState } from "react";
import { allowedNext, STATUS_LABELS, type AppointmentStatus, type CancelledBy } from "../../../src/domain/appointment-status";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { setAppointmentStatus } from "../../entities/appointments";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { StatusBadge, StatusIcon, statusText } from "../../ui/status-badge";
import { useToast } from "../../ui/toast";
import { displayName } from "../../../src/domain/names";

/** One button per possible next status; a cancellation says who asked for it. */
type Choice = { status: AppointmentStatus; cancelledBy?: CancelledBy; label: string };

function statusChoices(from: AppointmentStatus): Choice[] {
  return allowedNext(from).flatMap((status): Choice[] =>
    status === "cancelled"
      ? [
          { status, cancelledBy: "client", label: "Annullato dal cliente" },
          { status, cancelledBy: "staff", label: "Annullato dal salone" },
        ]
      : [{ status, label: STATUS_LABELS[status] }],
  );
}

/** The Italian reason a status change was refused, as a toast says it. */
function statusErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return "Impossibile cambiare lo stato dell'appuntamento";
  if (error.status === 404) return "L'appuntamento non esiste più";
  if (error.body.code === "stale_version") return "Questo appuntamento è stato modificato da un'altra postazione: riprova sui dati aggiornati";
  if (error.status === 409 || error.status === 400) return error.userMessage;
  return "Impossibile cambiare lo stato dell'appuntamento";
}

/** Changes an appointment's status with the version the screen shows; refreshes every list on success and on a refusal. */
export function useSetStatus() {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [busy, setBusy] = useState(false);
  async function change(a: Appointment, choice: { status: AppointmentStatus; cancelledBy?: CancelledBy }) {
    setBusy(true);
    try {
      const row = await setAppointmentStatus(a.id, { status: choice.status, version: a.version, cancelledBy: choice.cancelledBy });
      toast({ title: `${displayName(a.client)}: ${statusText(row.status, row.cancelledBy)}` });
      return true;
    } catch (error) {
      toast({ title: "Errore", description: statusErrorText(error), variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
      bump(["appointments"]);
    }
  }
  return { busy, change };
}

/**
 * The details dialog's status line: the current status (who cancelled, when cancelled) and, for
 * whoever may write the appointment, one button per status it may move to.
 */
export function StatusActions({ appointment: a, canEdit }: { appointment: Appointment; canEdit: boolean }) {
  const { busy, change } = useSetStatus();
  const labelId = useId();
  const choices = canEdit ? statusChoices(a.status) : [];
  return (
    <section aria-label="Stato dell'appuntamento" className="mb-3 flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-stone-600 dark:text-stone-400">Stato</span>
        <StatusBadge status={a.status} cancelledBy={a.cancelledBy} />
      </p>
      {choices.length > 0 && (
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
          <span id={labelId} className="text-sm text-stone-600 dark:text-stone-400">
            {a.status === "cancelled" ? "Ripristina come" : "Segna come"}
          </span>
          {choices.map((c) => (
            <Button
              key={`${c.status}-${c.cancelledBy ?? ""}`}
              size="sm"
              variant="secondary"
              disabled={busy}
              data-status-choice={c.status}
              onClick={() => void change(a, c)}
            >
              <StatusIcon status={c.status} />
              {c.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
