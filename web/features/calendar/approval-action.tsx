import { useSetAtom } from "jotai";
import { useState } from "react";
import { STATUS_LABELS } from "../../../src/domain/appointment-status";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { approveAppointment } from "../../entities/appointment-approval";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { useToast } from "../../ui/toast";

/**
 * An online booking the salon must approve: "Da approvare" and, for whoever may write it,
 * "Approva" (it becomes Confermato and the client is told). Nothing for any other appointment.
 */
export function ApprovalAction({ appointment: a, canEdit }: { appointment: Appointment; canEdit: boolean }) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [busy, setBusy] = useState(false);
  if (a.status !== "pending") return null;

  async function approve() {
    setBusy(true);
    try {
      await approveAppointment(a.id, a.version);
      toast({ title: "Prenotazione approvata", description: `${a.client.firstName} ${a.client.lastName}`.trim() });
    } catch (error) {
      const stale = error instanceof ApiError && error.body.code === "stale_version";
      toast({
        title: "Errore",
        description: stale
          ? "Questo appuntamento è stato modificato da un'altra postazione: riaprilo prima di approvarlo"
          : error instanceof ApiError
            ? error.userMessage
            : "Impossibile approvare la prenotazione",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      bump(["appointments"]);
    }
  }

  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 dark:border-amber-400 dark:bg-amber-950">
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-100">
        {STATUS_LABELS.pending}
        <span className="font-normal"> · prenotazione online in attesa del salone</span>
      </p>
      {canEdit && (
        <Button size="sm" loading={busy} onClick={approve}>
          Approva
        </Button>
      )}
    </div>
  );
}
