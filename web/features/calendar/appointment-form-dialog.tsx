import type { ExtraordinaryDay } from "../../../src/domain/availability";
import { useAtomValue } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { useCanWriteAppointment } from "../../entities/permissions";
import { stylistsAtom } from "../../entities/stylists";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Textarea } from "../../ui/input";
import { DurationFields, ServiceFields, StartFields } from "./appointment-form-fields";
import { AddedItems, FirstItemPrice } from "./form-items-fields";
import { AvailabilityPanel } from "./availability-panel";
import { ClientField } from "./client-field";
import type { AppointmentForm } from "./form-model";
import { STALE, useAppointmentForm } from "./use-appointment-form";

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: AppointmentForm;
  /** Editing this appointment (MODIFICA); creating when absent (NUOVO). */
  editing?: Appointment;
  /** Start hours offered: from the day's opening to its closing hour. */
  hoursFor(date: string, extraordinaryDays?: readonly ExtraordinaryDay[]): number[];
  onCut?(a: Appointment): void;
};

/** NUOVO / MODIFICA: the appointment dialog's markup; its state and rules are in useAppointmentForm. */
export function AppointmentFormDialog({ open, onOpenChange, initial, editing, hoursFor, onCut }: Props) {
  const canWrite = useCanWriteAppointment();
  // A collaborator books only for their own stylist: the others are not offered.
  const stylists = (useAtomValue(stylistsAtom).data ?? []).filter((s) => canWrite({ stylistId: s.id }));
  const state = useAppointmentForm({ initial, editing, hoursFor, onDone: () => onOpenChange(false) });

  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-2 w-full">
      <div className="flex gap-2">
        {editing && onCut && (
          <Button variant="secondary" onClick={() => onCut(editing)}>
            Taglia
          </Button>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Annulla
        </Button>
        <Button type="submit" loading={state.saving}>
          {editing ? "Salva modifiche" : "Crea appuntamento"}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={`${editing ? "MODIFICA" : "NUOVO"} · ${state.headerDate}`}
        description={editing ? "Modifica l'appuntamento" : "Nuovo appuntamento"}
        onSubmit={state.submit}
        footer={footer}
      >
        <div className="flex flex-col gap-4">
          {state.changedElsewhere && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {STALE}. Chiudi e riapri per vedere la versione aggiornata.
            </p>
          )}
          {state.serverError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {state.serverError}
            </p>
          )}
          <ClientField state={state} />
          <ServiceFields state={state} stylists={stylists} />
          <StartFields state={state} />
          <AvailabilityPanel state={state} />
          <DurationFields state={state} />
          <FirstItemPrice state={state} />
          <AddedItems state={state} stylists={stylists} />
          <Field label="Note" id="appt-notes">
            <Textarea value={state.form.notes} onChange={(e) => state.set("notes", e.target.value)} rows={2} />
          </Field>
        </div>
      </Dialog>
    </>
  );
}
