import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import type { Client, ClientCounts } from "../../../src/domain/schemas/clients";
import { deleteClient, fetchClientSummary } from "../../entities/clients";
import { plural } from "./history";

/** What goes with the client, said before the receptionist confirms. */
export function deletionMessage(name: string, summary: ClientCounts | null | "error"): string {
  const final = "L'operazione non si può annullare.";
  if (summary === null) return `Controllo gli appuntamenti di ${name}…`;
  if (summary === "error") return `Verranno eliminati anche tutti gli appuntamenti e i promemoria di ${name}. ${final}`;
  const { appointmentCount: a, reminderCount: r } = summary;
  if (a === 0 && r === 0) return `${name} non ha appuntamenti né promemoria. ${final}`;
  const parts = [a > 0 && plural(a, "appuntamento", "appuntamenti"), r > 0 && plural(r, "promemoria", "promemoria")].filter(Boolean);
  return `Verranno eliminati anche ${parts.join(" e ")} di ${name}. ${final}`;
}

export function DeleteClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  // Kept with the client it describes, so another client's dialog never shows a stale count.
  const [loaded, setLoaded] = useState<{ clientId: number; summary: ClientCounts | "error" } | null>(null);
  const summary = client && loaded?.clientId === client.id ? loaded.summary : null;
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  useEffect(() => {
    if (!client) return;
    let live = true;
    fetchClientSummary(client.id).then(
      (found) => live && setLoaded({ clientId: client.id, summary: found }),
      () => live && setLoaded({ clientId: client.id, summary: "error" }),
    );
    return () => {
      live = false;
    };
  }, [client]);

  async function confirm() {
    if (!client) return;
    try {
      await deleteClient(client.id);
      bump(["clients"]);
      toast({ title: "Cliente eliminato con successo" });
    } catch (error) {
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">Impossibile eliminare il cliente</span>
            {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
          </>
        ),
        variant: "destructive",
      });
      if (error instanceof ApiError && error.status === 404) {
        bump(["clients"]); // someone else deleted it: refresh, nothing to retry
        return;
      }
      throw error; // keeps the dialog open to retry
    }
  }

  const name = client ? `${client.firstName} ${client.lastName}` : "";
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Sei sicuro di voler eliminare questo cliente?"
      message={deletionMessage(name, summary)}
      confirmLabel="Elimina"
      destructive
      onConfirm={confirm}
    />
  );
}
