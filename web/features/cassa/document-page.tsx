import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate, useParams } from "react-router-dom";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { useCan, currentUserAtom } from "../../entities/permissions";
import { cashClosingAtom, SALES_TOPIC } from "../../entities/sales";
import { saleDocumentAtom } from "../../entities/sales-documents";
import { salonInfoAtom } from "../../entities/salon-settings";
import { ApiError } from "../../lib/api";
import { longDate } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { salonToday } from "../../lib/salon-time";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { LinkButton } from "../../ui/link-button";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { DocumentDetails } from "./document-details";
import { closingPath, documentPath, KIND_LABELS, money } from "./document-format";
import { FiscalStateLine } from "./fiscal-state";
import { BalancePaymentDialog } from "./document-payment-dialog";
import { RefundDialog } from "./document-refund-dialog";
import { VoidDialog } from "./document-void-dialog";
import { Receipt, type PrintFormat } from "./receipt";
import { ReceiptMessages } from "./receipt-messages";
import { SendReceiptButton } from "./send-receipt-button";

type Open = null | "void" | "refund" | "payment";

/** "Annulla vendita" is for a sale of today, on an open day, by its operator or the owner, before any refund. */
export function mayVoid(doc: SalesDocument, user: { id: number; role: string } | null, today: string, dayOpen: boolean): boolean {
  if (!user || doc.kind !== "sale" || doc.voidedBy || doc.refunds.length > 0) return false;
  return doc.date === today && dayOpen && (user.role === "owner" || doc.operatorId === user.id);
}

/** One document of the till (sale, void or refund): what it holds, its receipt, and its corrections. */
export default function DocumentPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <DocumentScreen id={id} /> : <p role="alert">Documento non trovato</p>;
}

function DocumentScreen({ id }: { id: number }) {
  const query = useAtomValue(saleDocumentAtom(id));
  const doc = query.data;
  if (query.error && !doc) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {missing ? "Documento non trovato" : "Impossibile caricare il documento. Riprova più tardi."}
      </p>
    );
  }
  if (!doc) return <Skeleton className="h-96 w-full" aria-label="Caricamento documento" />;
  return <DocumentLoaded doc={doc} />;
}

function DocumentLoaded({ doc }: { doc: SalesDocument }) {
  const navigate = useNavigate();
  const bump = useSetAtom(bumpTopicsAtom);
  const user = useAtomValue(currentUserAtom);
  const salon = useAtomValue(salonInfoAtom).data;
  const closing = useAtomValue(cashClosingAtom(doc.date)).data;
  const mayWrite = useCan("sales.write");
  const mayManage = useCan("sales.manage");
  const [format, setFormat] = useState<PrintFormat>("80mm");
  const [open, setOpen] = useState<Open>(null);

  const print = (next: PrintFormat) => {
    flushSync(() => setFormat(next));
    window.print();
  };
  const done = (next: SalesDocument) => {
    setOpen(null);
    bump([SALES_TOPIC, "products"]);
    if (next.id !== doc.id) navigate(documentPath(next.id));
  };

  const isSale = doc.kind === "sale";
  const canVoid = mayWrite && mayVoid(doc, user, salonToday(), closing?.status === "open");
  const canRefund = mayManage && isSale && !doc.voidedBy && doc.lines.some((l) => l.quantity > l.refundedQuantity);
  const canPay = mayWrite && isSale && !doc.voidedBy && doc.balanceCents > 0;
  const subtitle = `${longDate(doc.date)} alle ${doc.time} · ${doc.operator}${doc.clientName ? ` · ${doc.clientName}` : ""}`;

  return (
    <div>
      <PageHeader
        title={`${KIND_LABELS[doc.kind]} ${doc.number}`}
        subtitle={subtitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => print("80mm")}>
              Stampa 80 mm
            </Button>
            <Button variant="secondary" onClick={() => print("a4")}>
              Stampa A4
            </Button>
            {mayWrite && <SendReceiptButton doc={doc} />}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {doc.voidedBy && <Badge tone="red">Annullata</Badge>}
        {doc.balanceCents > 0 && <Badge tone="orange">Da saldare {money(doc.balanceCents)}</Badge>}
        {closing?.status === "closed" && <Badge tone="grey">Cassa del giorno chiusa</Badge>}
        <span className="flex-1" />
        {canPay && <Button onClick={() => setOpen("payment")}>Registra pagamento</Button>}
        {canRefund && (
          <Button variant="secondary" onClick={() => setOpen("refund")}>
            Reso
          </Button>
        )}
        {canVoid && (
          <Button variant="destructive" onClick={() => setOpen("void")}>
            Annulla vendita
          </Button>
        )}
        <LinkButton look="secondary" to={`/cassa?date=${doc.date}`}>
          Cassa del giorno
        </LinkButton>
        <LinkButton look="secondary" to={closingPath(doc.date)}>
          Chiusura cassa
        </LinkButton>
      </div>
      <FiscalStateLine doc={doc} mayRetry={mayWrite} />
      <ReceiptMessages documentId={doc.id} />
      <DocumentDetails doc={doc} />
      <Receipt doc={doc} salon={salon} format={format} />
      {open === "void" && <VoidDialog sale={doc} open onOpenChange={(o) => !o && setOpen(null)} onDone={done} />}
      {open === "refund" && <RefundDialog sale={doc} open onOpenChange={(o) => !o && setOpen(null)} onDone={done} />}
      {open === "payment" && <BalancePaymentDialog sale={doc} open onOpenChange={(o) => !o && setOpen(null)} onDone={done} />}
    </div>
  );
}
