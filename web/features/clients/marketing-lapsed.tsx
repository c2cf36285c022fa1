import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { marketingLapsedAtom } from "../../entities/client-privacy";
import { Badge } from "../../ui/badge";

const NONE: ReadonlySet<number> = new Set();

/** The ids of the clients whose marketing consent lapsed (24 months without a visit), from one request. */
export function useLapsedMarketing(): ReadonlySet<number> {
  const list = useAtomValue(marketingLapsedAtom).data;
  return useMemo(() => (list && list.clients.length > 0 ? new Set(list.clients.map((c) => c.id)) : NONE), [list]);
}

/** On a card of the list: her marketing consent lapsed, said in words to a screen reader too. */
export function MarketingLapsedLine() {
  return (
    <div className="flex gap-2" data-testid="marketing-lapsed">
      <dt className="sr-only">Consenso marketing</dt>
      <dd>
        <Badge tone="yellow">
          Marketing scaduto<span className="sr-only">: nessuna visita da 24 mesi, il consenso alle promozioni non vale più</span>
        </Badge>
      </dd>
    </div>
  );
}
