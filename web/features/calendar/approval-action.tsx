import { useAtomValue } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { pendingApprovalsAtom } from "../../entities/appointments";
import { Button } from "../../ui/button";
import { ApprovalPromise } from "./pending-list";
import { useSetStatus } from "./status-actions";

/**
 * An online booking waiting for the salon ("Da approvare"): one clear "Approva" for whoever may
 * write it, which confirms it. Whether the client hears of it comes from the server (a WhatsApp
 * message only when one will go; otherwise the desk is told to call her). Nothing for any other
 * appointment.
 */
export function ApprovalAction({ appointment: a, canEdit }: { appointment: Appointment; canEdit: boolean }) {
  const { busy, change } = useSetStatus();
  const pending = useAtomValue(pendingApprovalsAtom).data?.find((p) => p.appointment.id === a.id);
  if (a.status !== "pending") return null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-yellow-500 bg-yellow-50 px-3 py-2 dark:border-yellow-700 dark:bg-yellow-950">
      <p className="text-sm text-yellow-900 dark:text-yellow-100">
        {a.source === "online" ? "Prenotazione online da approvare" : "Prenotazione da approvare"}: approvata, diventa Confermato.{" "}
        {pending && <ApprovalPromise pending={pending} />}
      </p>
      {canEdit && (
        <Button size="sm" loading={busy} onClick={() => void change(a, { status: "confirmed" })}>
          Approva
        </Button>
      )}
    </div>
  );
}
