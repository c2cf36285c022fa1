import { useAtom, useSetAtom } from "jotai";
import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Input } from "../../ui/input";
import { Skeleton } from "../../ui/spinner";
import type { Client } from "../../../src/domain/schemas/clients";
import { useClientPages, usePrefetchClientPages } from "../../entities/client-search";
import { CLIENTS_PAGE_SIZES, clientSearchAtom } from "./state";
import { ClientCard } from "./client-card";
import { useClientBalances } from "./client-balance";
import { useLapsedMarketing } from "./marketing-lapsed";
import { ClientFormDialog } from "./client-form-dialog";
import { PossibleDuplicates } from "./possible-duplicates";
import { DeleteClientDialog } from "./delete-client-dialog";
import { useCan } from "../../entities/permissions";
import { EmptyState, LoadError } from "../../ui/empty-state";
import { formatCount } from "../../lib/format";

/** Calls `onNear` when the element comes within a screen's height of the viewport. */
function useWhenNear(onNear: (() => void) | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!onNear || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), { rootMargin: "100% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return ref;
}


function countLabel(found: number, total: number, searching: boolean): string {
  if (!searching) return found === 1 ? "1 cliente" : `${formatCount(found)} clienti`;
  const what = found === 1 ? "1 cliente trovato" : `${formatCount(found)} clienti trovati`;
  return `${what} su ${formatCount(total)}`;
}

function LoadingCards() {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true" aria-label="Caricamento clienti">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-11 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export default function ClientsPage() {
  const bump = useSetAtom(bumpTopicsAtom);
  const [query, setQuery] = useAtom(clientSearchAtom);
  // A link from elsewhere (Impostazioni → Privacy) opens the screen on one client: /clients?q=…
  const [params] = useSearchParams();
  const linked = params.get("q");
  useEffect(() => {
    if (linked !== null) setQuery(linked);
  }, [linked, setQuery]);
  // Typing stays immediate; the server's answer follows (the previous one stays until it comes).
  const deferredQuery = useDeferredValue(query);
  // "Show more" grows the list for one search; a new search starts again from one page.
  const [shownFor, setShownFor] = useState({ query: deferredQuery, pages: 1 });
  const pages = shownFor.query === deferredQuery ? shownFor.pages : 1;
  const result = useClientPages(deferredQuery, CLIENTS_PAGE_SIZES, pages);
  const prefetch = usePrefetchClientPages(CLIENTS_PAGE_SIZES);
  const showMore = useCallback(() => setShownFor({ query: deferredQuery, pages: pages + 1 }), [deferredQuery, pages]);
  const { error, ready } = result;
  const data = ready ? result : null;

  const [form, setForm] = useState<{ client: Client | null } | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const openCreate = () => setForm({ client: null });
  const mayCreate = useCan("clients.create");
  const mayUpdate = useCan("clients.update");
  const mayDelete = useCan("clients.delete");
  const balances = useClientBalances();
  const lapsed = useLapsedMarketing();
  const onEdit = useCallback((client: Client) => setForm({ client }), []);
  const onDelete = useCallback((client: Client) => setDeleting(client), []);

  const shownQuery = result.shownQuery.trim();
  const searching = shownQuery !== "";
  const total = result.total;
  const shown = result.clients;
  const remaining = result.matched - shown.length;
  // Only the short first page fills in by itself; more is asked for with the button.
  const moreRef = useWhenNear(result.more && pages === 1 && !result.loading ? showMore : null);

  let body: ReactNode;
  if (error && !data) {
    body = (
      <LoadError title="Impossibile caricare i clienti" text="Controlla la connessione e riprova." onRetry={() => bump(["clients"])} />
    );
  } else if (!data) {
    body = <LoadingCards />;
  } else if (total === 0) {
    body = (
      <EmptyState
        title="Nessun cliente ancora"
        text="Aggiungi il primo cliente: telefono, email e note saranno sempre a portata di mano, con lo storico dei suoi appuntamenti."
      >
        {mayCreate && <Button onClick={openCreate}>Nuovo Cliente</Button>}
      </EmptyState>
    );
  } else if (result.matched === 0) {
    body = (
      <EmptyState
        title={`Nessun cliente trovato per «${shownQuery}»`}
        text="Controlla come è scritto o cerca per telefono; se è un cliente nuovo, aggiungilo."
      >
        <Button variant="secondary" onClick={() => setQuery("")}>
          Cancella ricerca
        </Button>
        {mayCreate && <Button onClick={openCreate}>Nuovo Cliente</Button>}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="grid items-start gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-label="Clienti">
          {shown.map((client) => (
            <li key={client.id} className="min-w-0">
              <ClientCard client={client} balanceCents={balances.get(client.id)} marketingLapsed={lapsed.has(client.id)} onEdit={mayUpdate ? onEdit : undefined} onDelete={mayDelete ? onDelete : undefined} />
            </li>
          ))}
        </ul>
        {result.more && remaining > 0 && (
          <div ref={moreRef} className="mt-4 flex justify-center">
            <Button variant="secondary" loading={result.loading} onClick={showMore}>
              Mostra altri {formatCount(Math.min(remaining, CLIENTS_PAGE_SIZES.next))} (ne restano {formatCount(remaining)})
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Clienti" actions={mayCreate && <Button onClick={openCreate}>Nuovo Cliente</Button>} />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-md">
          <label htmlFor="clients-search" className="sr-only">
            Cerca clienti
          </label>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
          >
            <circle cx="9" cy="9" r="5.5" />
            <path d="m13 13 4 4" strokeLinecap="round" />
          </svg>
          <Input
            id="clients-search"
            type="search"
            placeholder="Cerca per nome, telefono o email"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              prefetch(e.target.value);
              setQuery(e.target.value);
            }}
            className="pl-9"
          />
        </div>
        <p className="text-sm text-stone-600 tabular-nums dark:text-stone-400" aria-live="polite" data-testid="clients-count" data-query={shownQuery}>
          {data && total > 0 ? countLabel(result.matched, total, searching) : "\u00a0"}
        </p>
      </div>
      <PossibleDuplicates />
      {body}
      <ClientFormDialog open={form !== null} onOpenChange={(open) => !open && setForm(null)} client={form?.client} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
