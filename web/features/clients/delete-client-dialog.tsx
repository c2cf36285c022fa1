import { useEffect, useState } from "react";
import { useSetAtom } from "jotai";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { Client, ClientCounts, FutureVisit, FutureVisitsChoice } from "../../../src/domain/schemas/clients";
import { deleteClient, fetchClientSummary, futureVisitsOf } from "../../entities/clients";
import { formatCount, plural } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { failureToast } from "../../lib/failure-toast";
import { useToast } from "../../ui/toast";
import { displayName } from "../../../src/domain/names";
import { FutureVisitsDialog } from "./future-visits-dialog";

const FINAL = "L'operazione non si può annullare.";

/**
 * What the delete does, said before the receptionist confirms. Her visits are the salon's
 * records: they stay, under "Cliente eliminato"; her personal data and her reminders go.
 */
export function deletionMessage(name: string, summary: ClientCounts | null | "error"): string {
  if (summary === null) return `Controllo gli appuntamenti di ${name}…`;
  const personal = `I dati personali di ${name} (nome, telefono, email, note e consensi) verranno cancellati.`;
  if (summary === "error") return `${personal} I suoi appuntamenti restano nello storico del salone come «Cliente eliminato». ${FINAL}`;
  const { appointmentCount: a, reminderCount: r } = summary;
  if (a === 0 && r === 0) return `${name} non ha appuntamenti né promemoria. ${FINAL}`;
  const visits = a === 0 ? "" : a === 1 ? " Il suo appuntamento resta" : ` I suoi ${formatCount(a)} appuntamenti restano`;
  const kept = a === 0 ? "" : `${visits} nello storico del salone come «Cliente eliminato».`;
  const reminders = r === 0 ? "" : ` Verranno eliminati anche ${plural(r, "promemoria", "promemoria")}.`;
  return `${personal}${kept}${reminders} ${FINAL}`;
}

type Step = { clientId: number; visits: FutureVisit[] } | null;

export function DeleteClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  // Kept with the client it describes, so another client's dialog never shows a stale count.
  const [loaded, setLoaded] = useState<{ clientId: number; summary: ClientCounts | "error" } | null>(null);
  const [future, setFuture] = useState<Step>(null);
  const summary = client && loaded?.clientId === client.id ? loaded.summary : null;
  const visits = client && future?.clientId === client.id ? future.visits : null;
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

  /**
   * Done: the lists refresh and a toast says so. Visits still to come: the next dialog asks what
   * to do with them. Already gone (404): the list refreshes and the dialog closes. Anything else
   * throws, so the dialog stays open to try again.
   */
  const remove = async (choice?: FutureVisitsChoice) => {
    if (!client) return;
    try {
      const done = await deleteClient(client.id, choice);
      bump(["clients", "appointments", "reminders"]);
      const cancelled = done.cancelled > 0 ? ` (${plural(done.cancelled, "appuntamento annullato", "appuntamenti annullati")})` : "";
      toast({ title: `Cliente eliminato con successo${cancelled}` });
      setFuture(null);
      onClose();
    } catch (error) {
      const listed = futureVisitsOf(error);
      if (listed) {
        setFuture({ clientId: client.id, visits: listed });
        // Not an error: the confirmation gives way to the question about her visits.
        throw error;
      }
      toast(failureToast("Impossibile eliminare il cliente", error));
      if (error instanceof Error && "status" in error && error.status === 404) {
        bump(["clients"]);
        onClose();
        return;
      }
      throw error;
    }
  };

  const close = () => {
    setFuture(null);
    onClose();
  };
  const name = client ? displayName(client) : "";
  return (
    <>
      <ConfirmDialog
        open={client !== null && visits === null}
        onOpenChange={(open) => !open && close()}
        title="Sei sicuro di voler eliminare questo cliente?"
        message={deletionMessage(name, summary)}
        confirmLabel="Elimina"
        destructive
        onConfirm={() => remove()}
      />
      <FutureVisitsDialog name={name} visits={visits} onChoose={remove} onClose={close} />
    </>
  );
}
