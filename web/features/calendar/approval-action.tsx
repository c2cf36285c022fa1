import type { Appointment } from "../../../src/domain/schemas/appointments";
import { Button } from "../../ui/button";
import { useSetStatus } from "./status-actions";

/**
 * An online booking waiting for the salon ("Da approvare"): one clear "Approva" for whoever may
 * write it, which confirms it (the server tells the client). Nothing for any other appointment.
 */
export function ApprovalAction({ appointment: a, canEdit }: { appointment: Appointment; canEdit: boolean }) {
  const { busy, change } = useSetStatus();
  if (a.status !== "pending") return null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-yellow-500 bg-yellow-50 px-3 py-2 dark:border-yellow-700 dark:bg-yellow-950">
      <p className="text-sm text-yellow-900 dark:text-yellow-100">
        {a.source === "online" ? "Prenotazione online da approvare" : "Prenotazione da approvare"}: approvata, diventa Confermato e il cliente viene avvisato.
      </p>
      {canEdit && (
        <Button size="sm" loading={busy} onClick={() => void change(a, { status: "confirmed" })}>
          Approva
        </Button>
      )}
    </div>
  );
}
