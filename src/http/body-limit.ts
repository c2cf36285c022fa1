import { HttpError } from "./errors";

export const TOO_LARGE_MESSAGE = "Richiesta troppo grande";

/**
 * The JSON body of an anonymous request, read up to `maxBytes`: a bigger one is refused with 413
 * before it is buffered whole (a declared Content-Length at once, a chunked one as soon as it
 * passes the limit). Not JSON -> 400, as for every other route.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: "Il corpo della richiesta non è JSON valido", code: "malformed_json" });
  }
}

/** The body as text, read up to `maxBytes` (413 past it); undefined when there is none. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | undefined> {
  const tooLarge = () => new HttpError(413, { message: TOO_LARGE_MESSAGE, code: "payload_too_large" });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  return new TextDecoder().decode(Buffer.concat(chunks));
}
