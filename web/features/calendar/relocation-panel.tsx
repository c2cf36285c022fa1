import { useAtomValue, useSetAtom } from "jotai";
import { useMemo, useState } from "react";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ConflictRow } from "../../../src/domain/schemas/conflicts";
import { getAppointment } from "../../entities/appointments";
import { conflictsAtom, deleteConflicting, freeStylistsFor, reassignAllPossible, reassignAppointment } from "../../entities/conflicts";
import { describeError } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { RelocationDialog, type RelocationDialogActions } from "../../ui/relocation-dialog";
import { useToast } from "../../ui/toast";

/**
 * "Da ricollocare": the button with its count, and the list of every future appointment that
 * the salon's hours, closures or absences no longer cover, until each is moved, reassigned or
 * deleted. "Sposta" opens the appointment's edit form.
 */
export function RelocationButton({ onEdit }: { onEdit(a: Appointment): void }) {
  const conflicts = useAtomValue(conflictsAtom);
  const [open, setOpen] = useState(false);
  const rows = conflicts.data ?? [];
  const count = rows.length;
  // Until the list has come once, the count is unknown: a "0" there would be a promise the screen
  // cannot keep (and a reader comparing it with the next count would be misled).
  const known = conflicts.data !== undefined;
  return (
    <>
      <Button variant={count > 0 ? "destructive" : "secondary"} onClick={() => setOpen(true)} aria-busy={known ? undefined : true}>
        Da ricollocare:{" "}
        {known ? (
          <span
            className={`ml-1 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums ${
              count > 0 ? "bg-white text-red-800" : "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100"
            }`}
            data-testid="relocation-count"
          >
            {formatCount(count)}
          </span>
        ) : (
          <span className="ml-1 inline-block h-4 w-5 animate-pulse rounded-full bg-stone-200 dark:bg-stone-700" aria-hidden="true" />
        )}
      </Button>
      {open && <ConflictsDialog rows={rows} onClose={() => setOpen(false)} onEdit={onEdit} />}
    </>
  );
}

function ConflictsDialog({ rows, onClose, onEdit }: { rows: readonly ConflictRow[]; onClose(): void; onEdit(a: Appointment): void }) {
  const actions = useRelocationActions((a) => {
    onClose();
    onEdit(a);
  });
  return (
    <RelocationDialog
      title="Da ricollocare"
      description="Appuntamenti prenotati che orari, chiusure o assenze non coprono più."
      rows={rows}
      actions={actions}
      onClose={onClose}
    />
  );
}

/** The list's actions on this screen: entity calls, then every screen refreshes from the events. */
export function useRelocationActions(onMove: (a: Appointment) => void): RelocationDialogActions {
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  return useMemo(
    () => ({
      freeStylistsFor,
      reassignAll: (rows) => reassignAllPossible(rows).finally(() => bump(["appointments"])),
      async reassign(row, stylist) {
        try {
          await reassignAppointment(row, stylist.id);
          toast({ title: "Appuntamento riassegnato", description: `${row.clientName} → ${stylist.name}` });
        } catch (error) {
          toast({ title: `Errore riassegnando: ${describeError(error)}`, variant: "destructive" });
        }
        bump(["appointments"]);
      },
      move(row) {
        getAppointment(row.id).then(onMove, (error: unknown) =>
          toast({ title: `Errore: ${describeError(error)}`, variant: "destructive" }),
        );
      },
      async remove(row) {
        try {
          await deleteConflicting(row);
          toast({ title: "Appuntamento eliminato" });
        } catch (error) {
          toast({ title: `Errore eliminando: ${describeError(error)}`, variant: "destructive" });
          throw error;
        } finally {
          bump(["appointments"]);
        }
      },
    }),
    [bump, toast, onMove],
  );
}
