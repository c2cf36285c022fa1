import { useSetAtom } from "jotai";
import { useState } from "react";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { markClientMessageSeen } from "../../entities/client-messages";
import { bumpTopicsAtom } from "../../lib/query";
import { salonDateTime } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { useToast } from "../../ui/toast";

/**
 * The client's WhatsApp message on the appointment, in the details dialog: flagged until someone
 * presses "Segna come letto" (for every screen: the flag lives on the server).
 */
export function ClientMessagePanel({ appointment: a }: { appointment: Appointment }) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [busy, setBusy] = useState(false);
  const message = a.clientMessage;
  if (!message) return null;

  async function markSeen() {
    setBusy(true);
    try {
      await markClientMessageSeen(a.id);
      bump(["appointments"]);
    } catch {
      toast({ title: "Errore", description: "Impossibile segnare il messaggio come letto", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Messaggio del cliente"
      className={`mt-3 rounded-md border p-3 ${
        message.seen ? "border-stone-200 dark:border-stone-700" : "border-sky-300 bg-sky-50 dark:border-sky-700 dark:bg-sky-950/60"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {message.seen ? "Messaggio del cliente" : "Nuovo messaggio del cliente"}
          <span className="ml-2 font-normal text-stone-600 dark:text-stone-400">WhatsApp · {salonDateTime(message.at, { year: false })}</span>
        </h3>
        {message.seen ? (
          <span className="text-xs text-stone-600 dark:text-stone-400">Letto</span>
        ) : (
          <Button size="sm" variant="secondary" onClick={markSeen} loading={busy}>
            Segna come letto
          </Button>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm">{message.text}</p>
    </section>
  );
}
