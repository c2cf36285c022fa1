import { findDuplicateGroups, type DuplicateGroup } from "../../domain/client-duplicates";
import { buildSearchIndex, pageAfter, searchClients, type SearchEntry } from "../../domain/client-search";
import { normalizePhone } from "../../domain/phone";
import { nameKey } from "../../domain/search-text";
import type { ClientDuplicates, ClientPage, ClientPageQuery } from "../../domain/schemas/client-pages";
import type { Client } from "../../domain/schemas/clients";

/**
 * Search, pages and duplicate groups over the sorted list the list cache keeps in memory. The
 * list is a new array after every change, so the search index (normalised text, built once per
 * client and then only for edited ones) and the duplicate groups are rebuilt at most once per
 * change, on the first request that needs them. With 25,000 clients a search scans them in a few
 * milliseconds, well under what a round trip to the database and back would cost.
 */
export function createClientDirectory(list: () => readonly Client[]) {
  let indexed: { rows: readonly Client[]; index: SearchEntry[] } | null = null;
  let grouped: { rows: readonly Client[]; groups: DuplicateGroup[] } | null = null;
  // Each client's name key, kept across changes: only an edited name is normalised again.
  const nameKeys = new Map<number, { first: string; last: string; key: string }>();
  const nameKeyOf = (c: Client) => {
    let known = nameKeys.get(c.id);
    if (known?.first !== c.firstName || known.last !== c.lastName) {
      known = { first: c.firstName, last: c.lastName, key: nameKey(c.firstName, c.lastName) };
      nameKeys.set(c.id, known);
    }
    return known.key;
  };

  function index(rows: readonly Client[]) {
    if (indexed?.rows !== rows) indexed = { rows, index: buildSearchIndex(rows) };
    return indexed.index;
  }

  return {
    /** One page of the clients matching `q` (all of them when empty) or having exactly `phone`. */
    page({ q, phone, limit, cursor }: ClientPageQuery): ClientPage {
      const rows = list();
      let matches: readonly Client[] = q.trim() === "" ? rows : searchClients(index(rows), q);
      if (phone !== undefined) {
        const wanted = normalizePhone(phone);
        matches = wanted === "" ? [] : matches.filter((c) => c.phone === wanted);
      }
      return { ...pageAfter(matches, cursor, limit), matched: matches.length, total: rows.length };
    },

    /** The groups of probable duplicates (findDuplicateGroups), `limit` of them from `offset`. */
    duplicates(offset: number, limit: number): ClientDuplicates {
      const rows = list();
      if (grouped?.rows !== rows) {
        if (nameKeys.size > rows.length * 2) nameKeys.clear();
        grouped = { rows, groups: findDuplicateGroups(rows, nameKeyOf) };
      }
      return { total: grouped.groups.length, groups: grouped.groups.slice(offset, offset + limit) };
    },
  };
}
