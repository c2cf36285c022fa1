import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useParams } from "react-router-dom";
import { centsToEuroInput, parseEuroToCents } from "../../../src/domain/money";
import { CLOSING_NOTE_REQUIRED } from "../../../src/domain/sales/closing-rules";
import type { CashClosing } from "../../../src/domain/schemas/sales";
import { isValidDate } from "../../../src/domain/time";
import { useCan } from "../../entities/permissions";
import { cashClosingAtom, closeDay, reopenDay, SALES_TOPIC } from "../../entities/sales";
import { salonInfoAtom } from "../../entities/salon-settings";
import { ApiError } from "../../lib/api";
import { longDate } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { salonDateTime } from "../../lib/salon-time";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LinkButton } from "../../ui/link-button";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { ClosingCounts } from "./closing-counts";
import { ClosingForm, type ClosingDraft } from "./closing-form";
import { ClosingPrint } from "./closing-print";
import type { PrintFormat } from "./receipt";

/** "Chiusura cassa" of one day: what came in by method, cash expected vs counted, closing and reopening. */
export default function ClosingPage() {
  const date = useParams().date ?? "";
  if (!isValidDate(date)) return <p role="alert">Data non valida</p>;
  return <ClosingScreen key={date} date={date} />;
}

function ClosingScreen({ date }: { date: string }) {
  const query = useAtomValue(cashClosingAtom(date));
  if (query.error && !query.data) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {query.error instanceof ApiError ? query.error.userMessage : "Impossibile caricare la chiusura. Riprova più tardi."}
      </p>
    );
  }
  if (!query.data) return <Skeleton className="h-96 w-full" aria-label="Caricamento chiusura cassa" />;
  return <ClosingLoaded closing={query.data} />;
}

/** The day's Z report on the RT: its number once printed, else whether it waits. */
function ZReportState({ closing }: { closing: CashClosing }) {
  const z = closing.fiscal;
  if (!z) return null;
  if (z.status === "printed") return <Badge tone="green">Chiusura fiscale (Z) n. {z.zRepNumber ?? "—"}</Badge>;
  if (z.status === "failed") {
    return (
      <>
        <Badge tone="red">Chiusura fiscale da stampare</Badge>
        {z.error && <span className="text-sm text-red-800 dark:text-red-300">{z.error}</span>}
      </>
    );
  }
  return <Badge tone="yellow">Chiusura fiscale in stampa…</Badge>;
}

/** Cents of a typed amount, null while empty or not an amount. */
const cents = (text: string) => (text.trim() === "" ? null : parseEuroToCents(text));

function ClosingLoaded({ closing }: { closing: CashClosing }) {
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const salon = useAtomValue(salonInfoAtom).data;
  const mayClose = useCan("sales.write");
  const mayReopen = useCan("sales.manage");
  const closed = closing.status === "closed";
  const [draft, setDraft] = useState<ClosingDraft>({ float: centsToEuroInput(closing.openingFloatCents), counted: "", note: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<null | "close" | "reopen">(null);
  const [format, setFormat] = useState<PrintFormat>("80mm");
  // Documents the RT has not printed yet, when closing answered 409 fiscal_pending.
  const [unprinted, setUnprinted] = useState<string | null>(null);

  const floatCents = closed ? closing.openingFloatCents : (cents(draft.float) ?? 0);
  const countedCents = closed ? closing.countedCashCents : cents(draft.counted);
  const expected = closed ? closing.expectedCashCents : floatCents + closing.expectedCashCents - closing.openingFloatCents;
  const difference = countedCents === null ? null : countedCents - expected;

  function check(): boolean {
    const found: Record<string, string> = {};
    if (cents(draft.float) === null && draft.float.trim() !== "") found.openingFloatCents = "Il fondo cassa non è valido";
    if (cents(draft.counted) === null) found.countedCashCents = draft.counted.trim() === "" ? "Scrivi i contanti contati" : "Il contante contato non è valido";
    if (difference !== null && difference !== 0 && draft.note.trim() === "") found.note = CLOSING_NOTE_REQUIRED;
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function close(force = false) {
    try {
      await closeDay({ date: closing.date, openingFloatCents: floatCents, countedCashCents: countedCents ?? 0, note: draft.note }, force);
      bump([SALES_TOPIC]);
      toast({ title: "Cassa chiusa", description: `La giornata di ${longDate(closing.date)} è chiusa.` });
    } catch (e) {
      if (!force && e instanceof ApiError && e.status === 409 && e.body.code === "fiscal_pending") {
        setUnprinted(typeof e.body.count === "number" ? String(e.body.count) : "");
        return;
      }
      if (e instanceof ApiError && e.body.fields) setErrors(e.body.fields);
      else setErrors({ form: e instanceof ApiError ? e.userMessage : "Chiusura non riuscita: riprova tra poco." });
      throw e;
    }
  }

  async function reopen() {
    try {
      await reopenDay(closing.date);
      bump([SALES_TOPIC]);
      setDraft({ float: centsToEuroInput(closing.openingFloatCents), counted: closing.countedCashCents === null ? "" : centsToEuroInput(closing.countedCashCents), note: closing.note });
      toast({ title: "Cassa riaperta" });
    } catch (e) {
      toast({ title: "Riapertura non riuscita", description: e instanceof ApiError ? e.userMessage : "Riprova tra poco.", variant: "destructive" });
      throw e;
    }
  }

  const print = (next: PrintFormat) => {
    flushSync(() => setFormat(next));
    window.print();
  };

  return (
    <div>
      <PageHeader
        title="Chiusura cassa"
        subtitle={longDate(closing.date)}
        actions={
          <>
            <Button variant="secondary" onClick={() => print("80mm")}>
              Stampa 80 mm
            </Button>
            <Button variant="secondary" onClick={() => print("a4")}>
              Stampa A4
            </Button>
            <LinkButton look="secondary" to={`/cassa?date=${closing.date}`}>
              Cassa del giorno
            </LinkButton>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {closed ? <Badge tone="grey">Chiusa</Badge> : <Badge tone="green">Aperta</Badge>}
        {closed && (
          <span className="text-sm">
            Chiusa da {closing.closedBy} il {closing.closedAt ? salonDateTime(closing.closedAt) : ""}
          </span>
        )}
        <ZReportState closing={closing} />
        <span className="flex-1" />
        {closed && mayReopen && (
          <Button variant="secondary" onClick={() => setConfirm("reopen")}>
            Riapri
          </Button>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ClosingCounts closing={closing} />
        <ClosingForm
          closed={closed}
          mayClose={mayClose}
          draft={closed ? { float: centsToEuroInput(closing.openingFloatCents), counted: countedCents === null ? "" : centsToEuroInput(countedCents), note: closing.note } : draft}
          onChange={setDraft}
          errors={errors}
          expectedCents={expected}
          differenceCents={difference}
          onClose={() => check() && setConfirm("close")}
        />
      </div>
      <ClosingPrint closing={closing} salon={salon} format={format} floatCents={floatCents} countedCents={countedCents} note={closed ? closing.note : draft.note} />
      <ConfirmDialog
        open={confirm === "close"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Chiudi cassa"
        message={`Dopo la chiusura nessuna vendita, annullo o reso potrà essere registrato con la data di ${longDate(closing.date)}.`}
        confirmLabel="Chiudi cassa"
        onConfirm={() => close()}
      />
      <ConfirmDialog
        open={unprinted !== null}
        onOpenChange={(o) => !o && setUnprinted(null)}
        title="Documenti non stampati"
        message={`Ci sono documenti non ancora stampati dal registratore telematico${unprinted ? ` (${unprinted})` : ""}. Chiudere comunque la cassa?`}
        confirmLabel="Chiudi comunque"
        onConfirm={() => close(true)}
      />
      <ConfirmDialog
        open={confirm === "reopen"}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Riapri la cassa"
        message="La giornata tornerà aperta: il conteggio dei contanti andrà rifatto alla nuova chiusura."
        confirmLabel="Riapri"
        onConfirm={reopen}
      />
    </div>
  );
}
