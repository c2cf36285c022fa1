// Conditional GETs for the API: a screen that refetches data that has not changed gets a 304
// with no body, and the browser hands its cached copy to fetch() as the 200 it was.

/** A strong validator: a 64-bit hash of the exact bytes sent (gzip and plain get different ones). */
export const etagOf = (body: string | Uint8Array<ArrayBuffer>) => `"${Bun.hash(body).toString(16)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; the header
 * may list several tags separated by commas, or be `*` (any current representation).
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const mine = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === mine);
}

/** What a 200 GET under /api becomes: tagged and revalidated on every use, or a 304 if unchanged. */
export function conditional(request: Request, response: Response, body: string | Uint8Array<ArrayBuffer>): Response {
  const etag = etagOf(body);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  // no-cache (not no-store): the browser may keep the answer but must ask before every use,
  // which is what lets it send If-None-Match; private keeps shared caches out.
  headers.set("Cache-Control", "no-cache, private");
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) {
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: response.status, headers });
}

export const wantsValidator = (request: Request, status: number) =>
  request.method === "GET" && status === 200 && new URL(request.url).pathname.startsWith("/api/");

/** A 200 that already carries its ETag (cachedJsonResponse): a 304 when the client has it, else as it is. */
export function revalidated(request: Request, response: Response): Response {
  const etag = response.headers.get("etag");
  if (etag === null || !ifNoneMatchHits(request.headers.get("if-none-match"), etag)) return response;
  const headers = new Headers(response.headers);
  for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}
