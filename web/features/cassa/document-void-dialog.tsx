import { useState } from "react";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { voidSale } from "../../entities/sales";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Textarea } from "../../ui/input";
import { money } from "./document-format";

/** "Annulla vendita": the whole sale, with a reason; the new void document is handed to `onDone`. */
export function VoidDialog({ sale, open, onOpenChange, onDone }: { sale: SalesDocument; open: boolean; onOpenChange: (open: boolean) => void; onDone: (doc: SalesDocument) => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      onDone(await voidSale(sale.id, reason));
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.fields?.reason ?? e.userMessage) : "Annullo non riuscito: riprova tra poco.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Annulla vendita"
      description={`La vendita ${sale.number} di ${money(sale.totalCents)} sarà annullata: il denaro torna con gli stessi metodi e i prodotti tornano in magazzino.`}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Indietro
          </Button>
          <Button type="submit" variant="destructive" loading={busy}>
            Annulla vendita
          </Button>
        </>
      }
    >
      <Field label="Motivo" error={error ?? undefined}>
        <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </Dialog>
  );
}
