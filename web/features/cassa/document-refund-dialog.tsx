import { useState } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import { refundPart } from "../../../src/domain/sales/money-rules";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { refundSale } from "../../entities/sales";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { money } from "./document-format";
import { PaymentsEditor, paymentsFromDrafts, type PaymentDraft } from "./payments-editor";

/**
 * What a refund of `quantities` (line id → units) gives back, by the server's rule: each line's
 * cumulative share of its net after earlier refunds; what the client still owed is cancelled
 * first, the rest is handed back.
 */
export function refundPreview(sale: SalesDocument, quantities: ReadonlyMap<number, number>) {
  let totalCents = 0;
  const amounts = new Map<number, number>();
  for (const line of sale.lines) {
    const q = quantities.get(line.id) ?? 0;
    if (q <= 0) continue;
    const part = refundPart(line, line.refundedQuantity, Math.min(q, line.quantity - line.refundedQuantity));
    amounts.set(line.id, part.amountCents);
    totalCents += part.amountCents;
  }
  const cancelledCents = Math.min(sale.balanceCents, totalCents);
  return { amounts, totalCents, cancelledCents, handBackCents: totalCents - cancelledCents };
}

const lineKey = (lineId: number) => `line-${lineId}`;

/** The server names a line by its position in what was sent ("lines.1.quantity"): back to the sale's line. */
function byLine(fields: Record<string, string>, sent: readonly { lineId: number }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^lines\.(\d+)\./.exec(key);
    const lineId = match ? sent[Number(match[1])]?.lineId : undefined;
    out[lineId === undefined ? key : lineKey(lineId)] = message;
  }
  return out;
}

const parseQuantity = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** "Reso" (owner): some units of some lines, a reason, the money handed back by method. */
export function RefundDialog({ sale, open, onOpenChange, onDone }: { sale: SalesDocument; open: boolean; onOpenChange: (open: boolean) => void; onDone: (doc: SalesDocument) => void }) {
  const refundable = sale.lines.filter((l) => l.quantity > l.refundedQuantity);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [reason, setReason] = useState("");
  const [custom, setCustom] = useState<PaymentDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const quantities = new Map<number, number>();
  for (const line of refundable) {
    const q = parseQuantity(typed[line.id] ?? "0");
    if (Number.isInteger(q) && q > 0) quantities.set(line.id, q);
  }
  const preview = refundPreview(sale, quantities);
  const drafts = custom ?? [{ method: "cash" as const, amount: preview.handBackCents > 0 ? centsToEuroInput(preview.handBackCents) : "" }];

  async function submit() {
    const found: Record<string, string> = {};
    const lines: { lineId: number; quantity: number }[] = [];
    for (const line of refundable) {
      const text = typed[line.id];
      if (text === undefined || text.trim() === "" || text.trim() === "0") continue;
      const q = parseQuantity(text);
      if (!Number.isInteger(q) || q < 0) found[lineKey(line.id)] = "La quantità deve essere un numero intero maggiore di zero";
      else if (q > line.quantity - line.refundedQuantity) found[lineKey(line.id)] = "Quantità resa superiore a quella venduta";
      else lines.push({ lineId: line.id, quantity: q });
    }
    if (lines.length === 0 && Object.keys(found).length === 0) found.lines = "Scegli almeno una riga da rendere";
    if (reason.trim() === "") found.reason = "Il motivo del reso è richiesto";
    const parsed = paymentsFromDrafts(drafts);
    if ("error" in parsed) found.payments = parsed.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || "error" in parsed) return;
    setBusy(true);
    try {
      onDone(await refundSale(sale.id, { lines, payments: parsed.payments, reason }));
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.body.fields ? byLine(e.body.fields, lines) : { form: e.userMessage });
      else setErrors({ form: "Reso non riuscito: riprova tra poco." });
    } finally {
      setBusy(false);
    }
  }

  const lineError = (lineId: number) => errors[lineKey(lineId)];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Reso"
      description={`Scegli le righe e le quantità da rendere della vendita ${sale.number}.`}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Indietro
          </Button>
          <Button type="submit" loading={busy}>
            Conferma reso
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2" aria-label="Righe da rendere">
          {refundable.map((line) => (
            <li key={line.id} className="flex items-end gap-3">
              <div className="flex-1 text-sm">
                <div className="font-medium">{line.description}</div>
                <div className="text-stone-600 dark:text-stone-400">
                  Venduti {line.quantity}
                  {line.refundedQuantity > 0 && `, già resi ${line.refundedQuantity}`} · {money(line.netCents)}
                </div>
              </div>
              <Field label={`Quantità da rendere: ${line.description}`} labelHidden className="w-20" error={lineError(line.id)}>
                <Input inputMode="numeric" className="text-right tabular-nums" value={typed[line.id] ?? "0"} onChange={(e) => setTyped({ ...typed, [line.id]: e.target.value })} />
              </Field>
              <span className="w-24 pb-2 text-right text-sm tabular-nums">{money(preview.amounts.get(line.id) ?? 0)}</span>
            </li>
          ))}
        </ul>
        {errors.lines && <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">{errors.lines}</p>}
        <div className="rounded-md bg-stone-100 p-3 text-sm dark:bg-stone-800" aria-live="polite">
          <div className="flex justify-between font-semibold">
            <span>Valore del reso</span>
            <span className="tabular-nums">{money(preview.totalCents)}</span>
          </div>
          {preview.cancelledCents > 0 && (
            <div className="flex justify-between">
              <span>Annullato dal saldo dovuto</span>
              <span className="tabular-nums">{money(preview.cancelledCents)}</span>
            </div>
          )}
          <div className="flex justify-between">
            <span>Da restituire</span>
            <span className="tabular-nums">{money(preview.handBackCents)}</span>
          </div>
        </div>
        <PaymentsEditor label="Restituito con" drafts={drafts} onChange={setCustom} error={errors.payments} />
        <Field label="Motivo del reso" error={errors.reason}>
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {errors.form && <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">{errors.form}</p>}
      </div>
    </Dialog>
  );
}
