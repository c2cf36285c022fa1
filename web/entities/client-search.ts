import { atom, useAtomValue, useStore, type Atom } from "jotai";
import { useCallback, useState } from "react";
import type { ClientDuplicates, ClientPage } from "../../src/domain/schemas/client-pages";
import type { Client } from "../../src/domain/schemas/clients";
import { atomsByRecentKey, queryAtom, type Query } from "../lib/query";
import { CLIENTS_TOPIC, clientAtom, fetchClientPage, fetchDuplicates, type ClientPageParams } from "./clients";

/** One answer of GET /api/clients?q=…; re-fetched on every clients change while shown. */
const clientPageAtom = atomsByRecentKey((key: string) =>
  queryAtom([CLIENTS_TOPIC], () => fetchClientPage(JSON.parse(key) as ClientPageParams)),
);
const pageKey = ({ q = "", phone, limit, cursor = null }: ClientPageParams) => JSON.stringify({ q, phone, limit, cursor });

/** The first `pages` pages of a search, one after the other. */
export type ClientPages = {
  clients: Client[];
  matched: number;
  total: number;
  /** More match than are loaded. */
  more: boolean;
  /** The first page has come (for this search). */
  ready: boolean;
  loading: boolean;
  error: Error | null;
};

/**
 * Pages chained by their cursors: page n+1 is asked for once page n has come. Each page is its
 * own query, so "Mostra altri" fetches one page and a change re-fetches each shown page.
 */
const clientPagesAtom = atomsByRecentKey((key: string) => {
  const { q, first: firstLimit, next, pages } = JSON.parse(key) as { q: string; pages: number } & PageSizes;
  return atom((get): ClientPages => {
    const clients: Client[] = [];
    let first: ClientPage | undefined;
    let cursor: string | null = null;
    let loading = false;
    let error: Error | null = null;
    let more = false;
    for (let i = 0; i < pages; i++) {
      const page: Query<ClientPage> = get(clientPageAtom(pageKey({ q, limit: i === 0 ? firstLimit : next, cursor })));
      loading ||= page.loading;
      if (!page.data) {
        error = page.error;
        more = i > 0;
        break;
      }
      first ??= page.data;
      clients.push(...page.data.clients);
      cursor = page.data.nextCursor;
      more = cursor !== null;
      if (!cursor) break;
    }
    return { clients, matched: first?.matched ?? 0, total: first?.total ?? 0, more, ready: first !== undefined, loading, error };
  });
});

const NO_PAGES: Atom<ClientPages> = atom({ clients: [], matched: 0, total: 0, more: false, ready: false, loading: false, error: null });

/**
 * Cards a page: a short first page answers each keystroke quickly (less to send and draw), the
 * following pages are larger.
 */
export type PageSizes = { first: number; next: number };

const sizesOf = (limit: number | PageSizes): PageSizes => (typeof limit === "number" ? { first: limit, next: limit } : limit);
// The server searches at most 100 characters; a longer paste searches its start.
const pagesKey = (query: string, limit: number | PageSizes, pages: number) => {
  const { first, next } = sizesOf(limit);
  return JSON.stringify({ q: query.trim().slice(0, 100), first, next, pages });
};

/**
 * What the server found for `query`, `limit` a page (or the first and the next pages' sizes)
 * and `pages` pages. While the answer for a new query is on its way the previous answer stays on
 * screen (no flicker at each keystroke). `enabled` false asks for nothing (a field that is not searching).
 */
export function useClientPages(query: string, limit: number | PageSizes, pages = 1, enabled = true): ClientPages & { shownQuery: string } {
  const current = useAtomValue(enabled ? clientPagesAtom(pagesKey(query, limit, pages)) : NO_PAGES);
  const [settled, setSettled] = useState<{ query: string; result: ClientPages } | null>(null);
  if (current.ready && settled?.result !== current) setSettled({ query, result: current });
  if (current.ready || !settled) return { ...current, shownQuery: query };
  return { ...settled.result, loading: true, error: current.error, shownQuery: settled.query };
}

/**
 * Starts asking for the first page of a search at once (from the keystroke's handler), before the
 * screen renders for it: a screen that defers its search renders later, and then finds the
 * request already on its way (the same query atom) instead of sending it.
 */
export function usePrefetchClientPages(limit: number | PageSizes): (query: string) => void {
  const store = useStore();
  const { first, next } = sizesOf(limit);
  return useCallback((query: string) => void store.get(clientPagesAtom(pagesKey(query, { first, next }, 1))), [store, first, next]);
}

const NO_CLIENT: Atom<Query<Client | null>> = atom({ data: null, error: null, loading: false });

/** One client by id (null: none asked). */
export function useClient(id: number | null): Query<Client | null> {
  return useAtomValue(id === null ? NO_CLIENT : clientAtom(id));
}

const withPhoneAtom = atomsByRecentKey((phone: string) =>
  queryAtom([CLIENTS_TOPIC], async () => (await fetchClientPage({ phone, limit: 1 })).clients[0] ?? null),
);

/** The client on file with this phone (the oldest first in the list's order), once it has 6 digits. */
export function useClientWithPhone(phone: string): Client | null {
  return useAtomValue(phone.length >= 6 ? withPhoneAtom(phone) : NO_CLIENT).data ?? null;
}

/** "Possibili doppioni": the count alone (limit 0), and the groups, `limit` at a time. */
export const duplicatesAtom = atomsByRecentKey((key: string) => {
  const [offset, limit] = key.split("|").map(Number) as [number, number];
  return queryAtom([CLIENTS_TOPIC], (): Promise<ClientDuplicates> => fetchDuplicates(offset, limit));
}, 20);
