// The runtime's own Blob: component tests replace the global one with happy-dom's.
import { Blob } from "node:buffer";
import { etagOf } from "./etag";
import { JSON_CONTENT_TYPE } from "./json-response";
import { SECURITY_HEADERS } from "./security";

/**
 * What the bytes a read cache keeps are sent as, made once per body, not once per request: the
 * validator, and a Blob (a Response built on a Blob shares its bytes; on an array it copies them).
 * Keyed by the very array the cache hands out, so an entry that is dropped takes these with it.
 */
const sendable = new WeakMap<Uint8Array, { tag: string; blob: Blob }>();
function sendableOf(body: Uint8Array<ArrayBuffer>) {
  let found = sendable.get(body);
  if (found === undefined) {
    found = { tag: etagOf(body), blob: new Blob([body]) };
    sendable.set(body, found);
  }
  return found;
}

/**
 * A GET answered from a read cache: sent as is, already tagged (the app answers 304 from the tag
 * alone, without reading the body back) and carrying every header the app would add.
 */
export function cachedJsonResponse(body: Uint8Array<ArrayBuffer>): Response {
  const { tag, blob } = sendableOf(body);
  return new Response(blob, {
    headers: { ...SECURITY_HEADERS, "Content-Type": JSON_CONTENT_TYPE, ETag: tag, "Cache-Control": "no-cache, private" },
  });
}
