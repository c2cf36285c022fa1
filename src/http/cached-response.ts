// The runtime's own Blob: component tests replace the global one with happy-dom's.
import { Blob } from "node:buffer";
import { COMPRESS_MIN_BYTES, encodeBody, pickEncoding, varyOnEncoding, type Encoding } from "./compression";
import { etagOf } from "./etag";
import { JSON_CONTENT_TYPE } from "./json-response";
import { SECURITY_HEADERS } from "./security";

/**
 * What the bytes a read cache keeps are sent as, made once per body, not once per request: the
 * validator, and a Blob (a Response built on a Blob shares its bytes; on an array it copies them).
 * Keyed by the very array the cache hands out, so an entry that is dropped takes these with it.
 */
type Sendable = { tag: string; blob: Blob };
type Entry = Sendable & { body: Uint8Array<ArrayBuffer>; encoded: Partial<Record<Encoding, Sendable>> };
const sendable = new WeakMap<Uint8Array, Entry>();
function sendableOf(body: Uint8Array<ArrayBuffer>) {
  let found = sendable.get(body);
  if (found === undefined) {
    found = { tag: etagOf(body), blob: new Blob([body]), body, encoded: {} };
    sendable.set(body, found);
  }
  return found;
}
// The entry each cached answer was made from, to find its compressed variants again.
const entries = new WeakMap<Response, Entry>();

/**
 * A GET answered from a read cache: sent as is, already tagged (the app answers 304 from the tag
 * alone, without reading the body back) and carrying every header the app would add.
 */
export function cachedJsonResponse(body: Uint8Array<ArrayBuffer>): Response {
  const entry = sendableOf(body);
  const response = new Response(entry.blob, {
    headers: { ...SECURITY_HEADERS, "Content-Type": JSON_CONTENT_TYPE, ETag: entry.tag, "Cache-Control": "no-cache, private" },
  });
  entries.set(response, entry);
  return response;
}

/**
 * A cached answer as this request takes it: of 1 KB or more, compressed with the encoding its
 * Accept-Encoding prefers (made once per body and encoding, with its own strong tag) and
 * `Vary: Accept-Encoding` either way; smaller, or not from the cache, unchanged.
 */
export function cachedVariant(request: Request, response: Response): Response {
  const entry = entries.get(response);
  if (entry === undefined || entry.body.length < COMPRESS_MIN_BYTES) return response;
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const encoding = pickEncoding(request.headers.get("accept-encoding"));
  if (encoding === null) return new Response(entry.blob, { status: response.status, headers });
  let variant = entry.encoded[encoding];
  if (variant === undefined) {
    const bytes = encodeBody(entry.body, encoding);
    variant = { tag: etagOf(bytes), blob: new Blob([bytes]) };
    entry.encoded[encoding] = variant;
  }
  headers.set("Content-Encoding", encoding);
  headers.set("ETag", variant.tag);
  return new Response(variant.blob, { status: response.status, headers });
}
