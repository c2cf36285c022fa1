import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { Client, ClientCounts } from "../../../src/domain/schemas/clients";
import { deleteClient, fetchClientSummary } from "../../entities/clients";
import { plural } from "../../lib/format";
import { useDelete } from "../../lib/use-delete";
import { displayName } from "../../../src/domain/names";

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
  const remove = useDelete("clients");

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

  const confirm = async () => {
    if (!client) return;
    await remove(() => deleteClient(client.id), {
      success: "Cliente eliminato con successo",
      failure: "Impossibile eliminare il cliente",
    });
  };

  const name = client ? displayName(client) : "";
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
