import { useAtomValue, useSetAtom } from "jotai";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { conflictsAtom, deleteConflicting, freeStylistsFor, reassignAllPossible, reassignAppointment } from "../../entities/conflicts";
import { describeError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { RelocationList, type RelocationActions } from "../../ui/relocation-list";
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
  const [busy, setBusy] = useState(false);

  const actions = useMemo<RelocationActions>(
    () => ({
      freeStylistsFor,
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

  async function reassignAll() {
    setBusy(true);
    try {
      const moved = await reassignAllPossible(rows);
      toast({ title: moved === 1 ? "1 appuntamento riassegnato" : `${moved} appuntamenti riassegnati` });
    } catch (error) {
      toast({ title: `Errore riassegnando: ${describeError(error)}`, variant: "destructive" });
    } finally {
      setBusy(false);
      bump(["appointments"]);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Appuntamenti di ${stylistName} da ricollocare`}
      description={
        rows.length === 0
          ? "Tutti gli appuntamenti sono stati ricollocati."
          : "Riassegnali a un collaboratore libero, spostali o eliminali. Restano anche in «Da ricollocare» nel calendario."
      }
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Chiudi
          </Button>
          <Button disabled={rows.length === 0} loading={busy} onClick={() => void reassignAll()}>
            Riassegna tutti quelli possibili
          </Button>
        </>
      }
    >
      <RelocationList rows={rows} actions={actions} busy={busy} />
    </Dialog>
  );
}
