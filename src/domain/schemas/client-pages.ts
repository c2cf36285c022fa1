import * as v from "valibot";
import { ClientResponseSchema } from "./clients";

/** Cards (or options) in one answer of GET /api/clients?q= when `limit` is not given, and the most allowed. */
export const CLIENT_PAGE_DEFAULT = 50;
export const CLIENT_PAGE_MAX = 200;
/** Duplicate groups in one answer of GET /api/clients/duplicates when `limit` is not given, and the most allowed. */
export const DUPLICATE_PAGE_DEFAULT = 20;
export const DUPLICATE_PAGE_MAX = 100;

export const SEARCH_TOO_LONG = "La ricerca può avere al massimo 100 caratteri";
export const LIMIT_INVALID = `Il numero di risultati deve essere tra 1 e ${CLIENT_PAGE_MAX}`;
export const DUPLICATE_LIMIT_INVALID = `Il numero di gruppi deve essere tra 0 e ${DUPLICATE_PAGE_MAX}`;
export const OFFSET_INVALID = "La posizione deve essere un numero intero non negativo";
export const CURSOR_INVALID = "Segnalibro della pagina non valido";
export const PHONE_QUERY_INVALID = "Il telefono da cercare è troppo lungo";

/** A whole number written in a query string ("50"), between min and max. */
const countParam = (fallback: number, min: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/**
 * Where a page ends: the last client's sort key (last name, first name, id). The next page starts
 * after it in the list's order, so a client added or deleted meanwhile neither repeats nor skips
 * a card, unlike a numeric offset. Written "c<id>:<last name>:<first name>" with the names
 * percent-encoded (not JSON: the router would parse a query value that looks like JSON); callers
 * treat it as opaque.
 */
export type ClientCursor = { lastName: string; firstName: string; id: number };

export const encodeClientCursor = (c: ClientCursor): string =>
  `c${c.id}:${encodeURIComponent(c.lastName)}:${encodeURIComponent(c.firstName)}`;

export function decodeClientCursor(text: string): ClientCursor | null {
  const match = /^c([1-9]\d{0,15}):([^:]*):([^:]*)$/.exec(text);
  if (!match || !Number.isSafeInteger(Number(match[1]))) return null;
  try {
    return { id: Number(match[1]), lastName: decodeURIComponent(match[2]!), firstName: decodeURIComponent(match[3]!) };
  } catch {
    return null;
  }
}

/**
 * GET /api/clients with `q`, `limit`, `cursor` or `phone` answers one page (without any of them
 * it answers the whole list, as it always did). `q` searches name, phone and email; `phone`
 * finds the clients whose stored phone is that number, whatever way it is written.
 */
export const ClientPageQuerySchema = v.object({
  q: v.pipe(v.optional(v.string(SEARCH_TOO_LONG), ""), v.maxLength(100, SEARCH_TOO_LONG)),
  phone: v.optional(v.pipe(v.string(PHONE_QUERY_INVALID), v.maxLength(40, PHONE_QUERY_INVALID))),
  limit: countParam(CLIENT_PAGE_DEFAULT, 1, CLIENT_PAGE_MAX, LIMIT_INVALID),
  cursor: v.optional(
    v.pipe(
      v.string(CURSOR_INVALID),
      v.maxLength(500, CURSOR_INVALID),
      v.check((s) => decodeClientCursor(s) !== null, CURSOR_INVALID),
      v.transform((s) => decodeClientCursor(s)!),
    ),
  ),
});
export type ClientPageQuery = v.InferOutput<typeof ClientPageQuerySchema>;

/** One page of clients in the list's order, with how many match and how many there are in all. */
export const ClientPageSchema = v.object({
  clients: v.array(ClientResponseSchema),
  /** Clients matching the search (all of them, not only this page's). */
  matched: v.number(),
  /** Every client on file. */
  total: v.number(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: v.nullable(v.string()),
});
export type ClientPage = v.InferOutput<typeof ClientPageSchema>;

export const DuplicatesQuerySchema = v.object({
  offset: countParam(0, 0, 1_000_000, OFFSET_INVALID),
  limit: countParam(DUPLICATE_PAGE_DEFAULT, 0, DUPLICATE_PAGE_MAX, DUPLICATE_LIMIT_INVALID),
});

export const DuplicateGroupSchema = v.object({
  reason: v.picklist(["phone", "name"]),
  /** The shared stored phone, or the shared name without accents, case and extra spaces. */
  key: v.string(),
  clients: v.array(ClientResponseSchema),
});

/** GET /api/clients/duplicates: how many groups there are, and the groups from `offset` on. */
export const ClientDuplicatesSchema = v.object({ total: v.number(), groups: v.array(DuplicateGroupSchema) });
export type ClientDuplicates = v.InferOutput<typeof ClientDuplicatesSchema>;
