import { useState } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { payBalance } from "../../entities/sales";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { money } from "./document-format";
import { PaymentsEditor, paymentsFromDrafts, type PaymentDraft } from "./payments-editor";

/** "Registra pagamento": pays what the sale left owed, never more. */
export function BalancePaymentDialog({ sale, open, onOpenChange, onDone }: { sale: SalesDocument; open: boolean; onOpenChange: (open: boolean) => void; onDone: (doc: SalesDocument) => void }) {
  const [drafts, setDrafts] = useState<PaymentDraft[]>([{ method: "cash", amount: centsToEuroInput(sale.balanceCents) }]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = paymentsFromDrafts(drafts);
    if ("error" in parsed) return setError(parsed.error);
    if (parsed.payments.length === 0) return setError("Indica almeno un pagamento");
    setBusy(true);
    setError(null);
    try {
      onDone(await payBalance(sale.id, parsed.payments));
    } catch (e) {
      setError(e instanceof ApiError ? e.userMessage : "Pagamento non registrato: riprova tra poco.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Registra pagamento"
      description={`Da saldare sulla vendita ${sale.number}: ${money(sale.balanceCents)}`}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Indietro
          </Button>
          <Button type="submit" loading={busy}>
            Registra pagamento
          </Button>
        </>
      }
    >
      <PaymentsEditor label="Pagamento" drafts={drafts} onChange={setDrafts} error={error ?? undefined} />
    </Dialog>
  );
}
