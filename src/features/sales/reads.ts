import type { ClientBalance, ClientBalanceTotal, SalesDocument, VisitState } from "../../domain/schemas/sales";
import { notFound } from "../../domain/errors";
import type { Till } from "./till";

/** The till's reads: documents by day, range, client or id; each visit's payment state; a client's balance. */
export function createSalesReads(till: Till) {
  const { repo } = till;
  return {
    byId(id: number): SalesDocument {
      const doc = till.one(id);
      if (!doc) throw notFound("Documento non trovato");
      return doc;
    },
    between: (from: string, to: string): SalesDocument[] => till.documents(repo.documentsOn(from, to)),
    ofClient: (clientId: number): SalesDocument[] => till.documents(repo.documentsOfClient(clientId)),

    /**
     * For the calendar: "paid" for each visit in the range with a sale no void cancelled (any
     * status), "due" for an arrived or completed one without. Visits with neither are left out.
     */
    visitStates(from: string, to: string): VisitState[] {
      const sales = new Map(repo.liveSalesOfVisits(repo.visitIdsBetween(from, to)).map((s) => [s.appointmentId ?? 0, s]));
      const states: VisitState[] = [...sales.values()].map((s) => ({ appointmentId: s.appointmentId ?? 0, state: "paid", totalCents: s.totalCents, saleId: s.id, saleNumber: till.numberOf(s) }));
      for (const visit of repo.visitsToCash(from, to)) {
        if (!sales.has(visit.id)) states.push({ appointmentId: visit.id, state: "due", totalCents: Number(visit.totalCents), saleId: null, saleNumber: null });
      }
      return states.sort((a, b) => a.appointmentId - b.appointmentId);
    },

    /** Every client who owes something, for the client list's "Da saldare" badges. */
    balances: (): ClientBalanceTotal[] => repo.clientBalances(),

    /** What a client owes ("Da saldare"): the sales she left a balance on, not yet paid. */
    balance(clientId: number): ClientBalance {
      const client = repo.client(clientId);
      if (!client) throw notFound("Cliente non trovata");
      const owing = till
        .documents(repo.documentsOfClient(clientId).filter((d) => d.kind === "sale"))
        .filter((d) => d.balanceCents > 0)
        .map((d) => ({ id: d.id, number: d.number, date: d.date, totalCents: d.totalCents, balanceCents: d.balanceCents }));
      return { clientId, balanceCents: owing.reduce((a, s) => a + s.balanceCents, 0), sales: owing };
    },
  };
}
