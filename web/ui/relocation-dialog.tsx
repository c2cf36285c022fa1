import { useState, type ReactNode } from "react";
import type { ConflictRow } from "../../src/domain/schemas/conflicts";
import { describeError } from "../lib/api";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { RelocationList, type RelocationActions } from "./relocation-list.tsx";
import { useToast } from "./toast.tsx";

/** The list's actions plus "Riassegna tutti quelli possibili", which answers how many were moved. */
export type RelocationDialogActions = RelocationActions & { reassignAll(rows: readonly ConflictRow[]): Promise<number> };

/**
 * Appointments to relocate in a dialog, with "Riassegna tutti quelli possibili" beside "Chiudi".
 * While that runs the rows' own buttons wait, so no row is reassigned twice.
 */
export function RelocationDialog({
  title,
  description,
  rows,
  actions,
  onClose,
}: {
  title: ReactNode;
  description: ReactNode;
  rows: readonly ConflictRow[];
  actions: RelocationDialogActions;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  async function reassignAll() {
    setBusy(true);
    try {
      const moved = await actions.reassignAll(rows);
      toast({ title: moved === 1 ? "1 appuntamento riassegnato" : `${moved} appuntamenti riassegnati` });
    } catch (error) {
      toast({ title: `Errore riassegnando: ${describeError(error)}`, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
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
