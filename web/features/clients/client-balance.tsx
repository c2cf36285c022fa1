import { atom, useAtomValue } from "jotai";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { formatCents } from "../../../src/domain/money";
import { useCan } from "../../entities/permissions";
import { clientBalanceAtom, clientBalancesAtom } from "../../entities/sales";
import { Badge } from "../../ui/badge";
import { numericDate } from "../../lib/format";

function Balance({ clientId }: { clientId: number }) {
  const balance = useAtomValue(clientBalanceAtom(clientId)).data;
  if (!balance || balance.balanceCents <= 0) return null;
  return (
    <section
      aria-label="Da saldare"
      data-testid="client-balance"
      className="mt-2 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold tabular-nums">Da saldare: {formatCents(balance.balanceCents)}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {balance.sales.map((s) => (
          <li key={s.id} className="tabular-nums">
            <Link to={`/cassa/documenti/${s.id}`} className="underline underline-offset-2 hover:no-underline">
              Vendita {s.number} del {numericDate(s.date)}
            </Link>
            : {formatCents(s.balanceCents)} su {formatCents(s.totalCents)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a client still owes ("Da saldare") and the sales it comes from, each linking to its
 * document (where "Registra pagamento" settles it). Nothing when she owes nothing, nor for a role
 * that does not read sales.
 */
export function ClientBalanceNote({ clientId }: { clientId: number }) {
  return useCan("sales.read") ? <Balance clientId={clientId} /> : null;
}

const NOTHING_OWED = new Map<number, number>();
const noBalancesAtom = atom(() => ({ data: [], error: null, loading: false }));

/**
 * What each client of the list owes, by client id, from one request; a role that does not read
 * sales asks nothing and gets an empty map.
 */
export function useClientBalances(): ReadonlyMap<number, number> {
  const can = useCan("sales.read");
  const list = useAtomValue(can ? clientBalancesAtom : noBalancesAtom).data;
  return useMemo(() => (list && list.length > 0 ? new Map(list.map((b) => [b.clientId, b.balanceCents])) : NOTHING_OWED), [list]);
}

/** "Da saldare 25,00 €" on a card; a click opens her history, where the sales it comes from are listed. */
export function BalanceBadge({ balanceCents, onOpen }: { balanceCents: number; onOpen(): void }) {
  return (
    <button type="button" onClick={onOpen} className="mt-2 min-h-11 self-start cursor-pointer sm:min-h-0" aria-label={`Da saldare ${formatCents(balanceCents)}: mostra le vendite`}>
      <Badge tone="orange" data-testid="balance-badge" className="tabular-nums text-sm">
        Da saldare {formatCents(balanceCents)}
      </Badge>
    </button>
  );
}
