export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

type Init = { status?: number; headers?: Record<string, string> };

/** A JSON answer from text already serialised (a read cache keeps its lists as bytes): sent as is. */
export function jsonTextResponse(body: string | Uint8Array<ArrayBuffer> | null, init: Init = {}): Response {
  return new Response(body, { status: init.status ?? 200, headers: { "Content-Type": JSON_CONTENT_TYPE, ...init.headers } });
}

/** A JSON answer; `undefined` becomes an empty body. */
export function jsonResponse(value: unknown, init: Init = {}): Response {
  return jsonTextResponse(value === undefined ? null : JSON.stringify(value), init);
}
