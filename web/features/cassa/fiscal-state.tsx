import { useSetAtom } from "jotai";
import { useState } from "react";
import type { FiscalState } from "../../../src/domain/schemas/fiscal";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { retryFiscalPrint } from "../../entities/fiscal";
import { SALES_TOPIC } from "../../entities/sales";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { salonTimeZone } from "../../lib/salon-time";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { useToast } from "../../ui/toast";

/** "25/11/2026": the day the RT printed it, on the salon's wall clock. */
export function fiscalDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone }).format(new Date(iso));
}

/** What the RT did with a document, in Italian; null when it has no print job. */
export function fiscalText(fiscal: FiscalState, fallbackDate: string, timeZone: string): string {
  switch (fiscal.status) {
    case "printed": {
      const [y, m, d] = fallbackDate.split("-");
      const date = fiscal.printedAt ? fiscalDate(fiscal.printedAt, timeZone) : `${d}/${m}/${y}`;
      return `Documento commerciale n. ${fiscal.documentNumber ?? "—"} del ${date}`;
    }
    case "failed":
      return "Da stampare";
    default:
      return "In stampa…";
  }
}

/** A document that the RT has not printed (failed): the day list and the page mark it "Da stampare". */
export const fiscalUnprinted = (doc: Pick<SalesDocument, "fiscal">) => doc.fiscal?.status === "failed";

/** The document's fiscal state on its page, with "Riprova" when it did not print. */
export function FiscalStateLine({ doc, mayRetry }: { doc: SalesDocument; mayRetry: boolean }) {
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const fiscal = doc.fiscal;
  if (!fiscal) return null;

  async function retry() {
    setBusy(true);
    try {
      await retryFiscalPrint(doc.id);
      bump([SALES_TOPIC]);
    } catch (error) {
      toast({ title: "Stampa non riuscita", description: error instanceof ApiError ? error.userMessage : "Errore di rete", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const text = fiscalText(fiscal, doc.date, salonTimeZone());
  return (
    <div role="status" aria-label="Stato fiscale" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      {fiscal.status === "printed" ? (
        <span className="font-medium">{text}</span>
      ) : fiscal.status === "failed" ? (
        <>
          <Badge tone="red">{text}</Badge>
          {fiscal.error && <span className="text-red-800 dark:text-red-300">{fiscal.error}</span>}
          {mayRetry && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={retry}>
              Riprova
            </Button>
          )}
        </>
      ) : (
        <Badge tone="yellow">{text}</Badge>
      )}
    </div>
  );
}
