// The clients API for component tests, answered over an in-memory list with the server's own
// rules (the domain's search, order, cursor pages and duplicate groups), so a screen test sees
// what the real server would send for each search and page.
import { findDuplicateGroups } from "../../src/domain/client-duplicates";
import { buildSearchIndex, compareClients, pageAfter, searchClients } from "../../src/domain/client-search";
import { normalizePhone } from "../../src/domain/phone";
import { CLIENT_PAGE_DEFAULT, decodeClientCursor, type ClientPage } from "../../src/domain/schemas/client-pages";
import type { Client } from "../../src/domain/schemas/clients";
import type { FakeAnswer } from "../lib/fake-api";

/**
 * Answers GET /api/clients?…, GET /api/clients/{id} and GET /api/clients/duplicates from
 * `list()` (read at each call, so a test may change it); anything else is undefined.
 */
export function answerClients(list: () => readonly Client[], method: string, path: string): FakeAnswer | undefined {
  if (method !== "GET") return undefined;
  const url = new URL(path, "http://salone.test");
  const sorted = [...list()].sort(compareClients);
  if (url.pathname === "/api/clients") {
    const p = url.searchParams;
    if (![...p.keys()].length) return { status: 200, body: sorted };
    let matches = p.get("q")?.trim() ? searchClients(buildSearchIndex(sorted), p.get("q")!) : sorted;
    const phone = p.get("phone");
    if (phone !== null) matches = matches.filter((c) => c.phone === normalizePhone(phone));
    const cursor = p.get("cursor");
    const page = pageAfter(matches, cursor ? (decodeClientCursor(cursor) ?? undefined) : undefined, Number(p.get("limit") ?? CLIENT_PAGE_DEFAULT));
    return { status: 200, body: { ...page, matched: matches.length, total: sorted.length } satisfies ClientPage };
  }
  if (url.pathname === "/api/clients/duplicates") {
    const groups = findDuplicateGroups(sorted);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    return { status: 200, body: { total: groups.length, groups: groups.slice(offset, offset + limit) } };
  }
  const byId = /^\/api\/clients\/(\d+)$/.exec(url.pathname);
  if (byId) {
    const found = sorted.find((c) => c.id === Number(byId[1]));
    return found ? { status: 200, body: found } : { status: 404, body: { message: "Cliente non trovato", code: "not_found" } };
  }
  return undefined;
}
