import { useSetAtom } from "jotai";
import { useState } from "react";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { SALES_TOPIC } from "../../entities/sales";
import { sendReceipt } from "../../entities/sales-documents";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { useToast } from "../../ui/toast";

/** One random key per click (getRandomValues works on plain http too, unlike randomUUID). */
const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

const OUTCOME: Record<string, string> = {
  queued: "Ricevuta in coda: partirà appena WhatsApp risponde.",
  sending: "Ricevuta in invio.",
  sent: "Ricevuta inviata su WhatsApp.",
  delivered: "Ricevuta consegnata.",
  read: "Ricevuta letta.",
};

/** "Invia su WhatsApp": the receipt to the document's client, once per click, only with her consent. */
export function SendReceiptButton({ doc }: { doc: SalesDocument }) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      const result = await sendReceipt(doc.id, newRequestKey());
      // The page's list of receipts sent shows the new one at once, live connection or not.
      bump([SALES_TOPIC]);
      if (result.status === "failed") toast({ title: "Ricevuta non inviata", description: result.reason ?? "Invio non riuscito", variant: "destructive" });
      else toast({ title: "Invia su WhatsApp", description: OUTCOME[result.status] ?? "" });
    } catch (e) {
      toast({ title: "Ricevuta non inviata", description: e instanceof ApiError ? e.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} disabled={doc.clientId === null} title={doc.clientId === null ? "Nessuna cliente sul documento" : undefined} onClick={() => void send()}>
      Invia su WhatsApp
    </Button>
  );
}
