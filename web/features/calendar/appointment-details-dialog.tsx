import { useSetAtom } from "jotai";
import { IdentityPanel } from "./identity-marks";
import { useState } from "react";
import { formatPhone } from "../../../src/domain/phone";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog } from "../../ui/dialog";
import { ClientMessagePanel } from "./client-message-panel";
import { useToast } from "../../ui/toast";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { deleteAppointment } from "../../entities/appointments";
import { AppointmentHistory } from "./appointment-history";
import { AppointmentMessages } from "./appointment-messages";
import { StatusActions } from "./status-actions";
import { ApprovalAction } from "./approval-action";
import { longDate } from "../../lib/format";
import { displayName } from "../../../src/domain/names";
import { MoveVisitDialog, VisitItemsList } from "./visit-details";
import { CashAction } from "./cash-action";
import { ChairPanel } from "./chair-panel";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-sm font-medium tabular-nums break-words">{children}</dd>
    </div>
  );
}

export function AppointmentDetailsDialog({
  appointment: a,
  canEdit,
  conflict,
  onOpenChange,
  onEdit,
  onCut,
}: {
  appointment: Appointment;
  /** Why the day can no longer hold it as booked, when it is drawn as a conflict. */
  conflict?: BookedConflict;
  /** Modifica and Elimina: whoever may write this appointment (a collaborator only their own stylist's). */
  canEdit: boolean;
  onOpenChange(open: boolean): void;
  onEdit(a: Appointment): void;
  /** 'Taglia': puts the appointment on the clipboard to paste on another day or slot. */
  onCut?(a: Appointment): void;
}) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const client = displayName(a.client);

  async function remove() {
    try {
      await deleteAppointment(a.id, a.version);
      toast({ title: "Appuntamento cancellato" });
      bump(["appointments"]);
      setConfirming(false);
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Errore",
        description:
          error instanceof ApiError && error.status === 404
            ? "L'appuntamento non esiste più"
            : error instanceof ApiError && error.body.code === "stale_version"
              ? "Questo appuntamento è stato modificato da un'altra postazione: riaprilo prima di cancellarlo"
              : "Impossibile cancellare l'appuntamento",
        variant: "destructive",
      });
      throw error;
    }
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={client}
        description="Dettagli appuntamento"
        footer={
          <div className="flex flex-wrap justify-between gap-2 w-full">
            {canEdit ? (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                Elimina
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Chiudi
              </Button>
              {canEdit && a.status !== "cancelled" && (
                <Button variant="secondary" onClick={() => setMoving(true)}>
                  Sposta visita
                </Button>
              )}
              {canEdit && onCut && (
                <Button variant="secondary" onClick={() => onCut(a)}>
                  Taglia
                </Button>
              )}
              {canEdit && <Button onClick={() => onEdit(a)}>Modifica</Button>}
              <CashAction appointment={a} />
            </div>
          </div>
        }
      >
        <IdentityPanel appointment={a} />
        {!a.client.walkIn && a.items.length > 0 && <ChairPanel appointment={a} />}
        <StatusActions appointment={a} canEdit={canEdit} />
        <ApprovalAction appointment={a} canEdit={canEdit} />
        <dl className="divide-y divide-stone-100 dark:divide-stone-800">
          {conflict && (
            <Row label="Conflitto">
              <span className="text-red-800 dark:text-red-300">⚠ {conflict.reason}</span>
            </Row>
          )}
          <Row label="Telefono">{a.client.phone ? formatPhone(a.client.phone) : "—"}</Row>
          <Row label="Email">{a.client.email || "—"}</Row>
          <Row label="Data e ora">
            {longDate(a.date)}, {a.startTime.slice(0, 5)}
          </Row>
          {a.items.length > 0 ? (
            <Row label={a.items.length > 1 ? "Servizi" : "Servizio"}>
              <VisitItemsList appointment={a} />
            </Row>
          ) : (
            <>
              <Row label="Servizio">{a.service.name}</Row>
              <Row label="Stilista">{a.stylist.name}</Row>
            </>
          )}
          <Row label="Fine">{a.endTime.slice(0, 5)}</Row>
          {a.notes && <Row label="Note">{a.notes}</Row>}
        </dl>
        <ClientMessagePanel appointment={a} />
        <AppointmentMessages appointment={a} />
        <AppointmentHistory appointmentId={a.id} />
      </Dialog>
      {moving && <MoveVisitDialog appointment={a} onOpenChange={setMoving} onMoved={() => { setMoving(false); onOpenChange(false); }} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancella appuntamento"
        message={`Sei sicuro di voler cancellare l'appuntamento di ${client}?`}
        confirmLabel="Cancella"
        destructive
        onConfirm={remove}
      />
    </>
  );
}
