import { conflict, invalid, notFound } from "../../domain/errors";
import { formatItalianDate } from "../../domain/italian-date";
import { CLOSING_NOTE_REQUIRED, closingNoteMissing } from "../../domain/sales/closing-rules";
import { euros, PAYMENT_METHODS } from "../../domain/sales/money-rules";
import type { PublicUser } from "../../domain/schemas/auth";
import type { CashClosing, CashClosingInput } from "../../domain/schemas/sales";
import { displayName } from "../../domain/names";
import { fiscalStateOfJob } from "../../fiscal/state";
import type { Till } from "./till";

/**
 * "Chiusura cassa": a day's money by method, net of voids and refunds (money given back counts
 * against the method it went back by), the counts of documents, and cash: expected = opening float
 * + cash taken − cash given back; difference = counted − expected. Closing locks the day; the
 * owner may reopen it (the closing row goes, the trail keeps what it said).
 */
export function createClosings(till: Till) {
  const { repo } = till;

  function summary(date: string): CashClosing {
    const payments = repo.paymentsOn(date);
    const byMethod = PAYMENT_METHODS.map((method) => ({
      method,
      amountCents: payments.filter((p) => p.method === method).reduce((a, p) => a + (p.kind === "sale" ? p.amountCents : -p.amountCents), 0),
    }));
    const docs = repo.documentsOn(date, date);
    const count = (kind: string) => docs.filter((d) => d.kind === kind).length;
    const closing = repo.closing(date);
    const float = closing?.openingFloatCents ?? 0;
    const cash = byMethod.find((m) => m.method === "cash")?.amountCents ?? 0;
    const zJob = till.fiscal.zJobOn(date);
    return {
      date,
      status: closing ? "closed" : "open",
      openingFloatCents: float,
      byMethod,
      salesCount: count("sale"),
      voidsCount: count("void"),
      refundsCount: count("refund"),
      totalCents: byMethod.reduce((a, m) => a + m.amountCents, 0),
      expectedCashCents: closing?.expectedCashCents ?? float + cash,
      countedCashCents: closing?.countedCashCents ?? null,
      differenceCents: closing?.differenceCents ?? null,
      note: closing?.note ?? "",
      closedBy: closing?.closedByName ?? null,
      closedAt: closing?.closedAt ?? null,
      fiscal: zJob ? fiscalStateOfJob(till.fiscal, zJob) : null,
      fiscalPending: till.fiscal.unprintedOn(date),
    };
  }

  return {
    summary,
    /** With documents of the day not printed on the RT yet: 409 `fiscal_pending` unless `force`. */
    close(user: PublicUser, input: CashClosingInput, force = false): CashClosing {
      till.write(user, (record) => {
        const when = till.moment();
        if (input.date > when.date) throw invalid("Non si chiude una giornata futura", { date: "Non si chiude una giornata futura" });
        if (repo.closing(input.date)) throw conflict(`La cassa del ${formatItalianDate(input.date)} è già chiusa`, "day_closed", { date: input.date });
        const unprinted = till.fiscal.unprintedOn(input.date);
        if (unprinted > 0 && !force) {
          const what = unprinted === 1 ? "C'è 1 documento non ancora stampato" : `Ci sono ${unprinted} documenti non ancora stampati`;
          throw conflict(`${what} dal registratore telematico: stampali o chiudi comunque`, "fiscal_pending", { count: unprinted });
        }
        const open = summary(input.date);
        const cash = open.byMethod.find((m) => m.method === "cash")?.amountCents ?? 0;
        const expected = input.openingFloatCents + cash;
        const difference = input.countedCashCents - expected;
        if (closingNoteMissing(difference, input.note)) throw invalid(CLOSING_NOTE_REQUIRED, { note: CLOSING_NOTE_REQUIRED });
        repo.insertClosing({
          date: input.date,
          openingFloatCents: input.openingFloatCents,
          expectedCashCents: expected,
          countedCashCents: input.countedCashCents,
          differenceCents: difference,
          note: input.note.trim(),
          closedBy: user.id,
          closedByName: displayName(user),
          closedAt: when.at,
        });
        till.printFiscal({ kind: "z-report", date: input.date });
        record({
          action: "created",
          entity: "cash-closing",
          entityId: null,
          summary: `Chiusura cassa del ${formatItalianDate(input.date)} · differenza ${euros(difference)}`,
          changes: { date: [null, input.date], expectedCashCents: [null, expected], countedCashCents: [null, input.countedCashCents], differenceCents: [null, difference], note: [null, input.note.trim()] },
        });
      });
      till.trail.publish(user, { topic: "sales", action: "updated", ids: [], dates: [input.date] });
      return summary(input.date);
    },
    reopen(user: PublicUser, date: string): CashClosing {
      till.write(user, (record) => {
        const closing = repo.closing(date);
        if (!closing) throw notFound(`La cassa del ${formatItalianDate(date)} non è chiusa`);
        repo.deleteClosing(date);
        record({
          action: "deleted",
          entity: "cash-closing",
          entityId: null,
          summary: `Riapertura cassa del ${formatItalianDate(date)}`,
          changes: { date: [date, null], countedCashCents: [closing.countedCashCents, null], differenceCents: [closing.differenceCents, null], note: [closing.note, null] },
        });
      });
      till.trail.publish(user, { topic: "sales", action: "updated", ids: [], dates: [date] });
      return summary(date);
    },
  };
}
