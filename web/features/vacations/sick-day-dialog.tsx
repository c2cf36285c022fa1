import { useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { conflictsAtom, deleteConflicting, freeStylistsFor, reassignAllPossible, reassignAppointment } from "../../entities/conflicts";
import { describeError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { RelocationDialog, type RelocationDialogActions } from "../../ui/relocation-dialog";
import { useToast } from "../../ui/toast";

/**
 * After an absence saved over booked appointments: those appointments, live (one reassigned on
 * another screen leaves this list too), each to reassign, move (its day in the calendar) or
 * delete, and "Riassegna tutti quelli possibili".
 */
export function SickDayDialog({ stylistName, ids, onClose }: { stylistName: string; ids: readonly number[]; onClose(): void }) {
  const all = useAtomValue(conflictsAtom).data;
  const rows = useMemo(() => (all ?? []).filter((row) => ids.includes(row.id)), [all, ids]);
  const bump = useSetAtom(bumpTopicsAtom);
  const navigate = useNavigate();
  const { toast } = useToast();

  const actions = useMemo<RelocationDialogActions>(
    () => ({
      freeStylistsFor,
      reassignAll: (list) => reassignAllPossible(list).finally(() => bump(["appointments"])),
      async reassign(row, stylist) {
        try {
          await reassignAppointment(row, stylist.id);
          toast({ title: "Appuntamento riassegnato", description: `${row.clientName} → ${stylist.name}` });
        } catch (error) {
          toast({ title: `Errore riassegnando: ${describeError(error)}`, variant: "destructive" });
        }
        bump(["appointments"]);
      },
      move: (row) => navigate(`/calendar?view=day&date=${row.date}`),
      async remove(row) {
        try {
          await deleteConflicting(row);
          toast({ title: "Appuntamento eliminato" });
        } finally {
          bump(["appointments"]);
        }
      },
    }),
    [bump, navigate, toast],
  );

  return (
    <RelocationDialog
      title={`Appuntamenti di ${stylistName} da ricollocare`}
      description={
        rows.length === 0
          ? "Tutti gli appuntamenti sono stati ricollocati."
          : "Riassegnali a un collaboratore libero, spostali o eliminali. Restano anche in «Da ricollocare» nel calendario."
      }
      rows={rows}
      actions={actions}
      onClose={onClose}
    />
  );
}
