// One HTTP POST to the printer over a plain socket, so the driver knows whether the request
// left this computer: a failure before the connection is up means nothing printed
// ("unreachable"); after the request was written, a timeout or a cut connection means the RT
// may have printed ("unknown"). fetch() cannot tell those apart.
import net from "node:net";
import tls from "node:tls";

export type PostOutcome =
  | { kind: "answer"; status: number; body: string }
  | { kind: "unreachable"; reason: string }
  | { kind: "unknown"; reason: string };

/** The owner's address (`http://192.168.1.50`, `http://rt.local:8080/`) → the fpmate.cgi endpoint. */
export function fpmateUrl(base: string, timeoutMs: number): URL | null {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(base.trim()) ? base.trim() : `http://${base.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const prefix = url.pathname.replace(/\/+$/, "");
  url.pathname = `${prefix}/cgi-bin/fpmate.cgi`;
  url.search = `?devid=local_printer&timeout=${Math.max(1, Math.round(timeoutMs))}`;
  url.hash = "";
  return url;
}

function decodeChunked(body: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let pos = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", pos);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(body.subarray(pos, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (body.length < start + size) return null;
    parts.push(body.subarray(start, start + size));
    pos = start + size + 2;
  }
}

/** Parses a complete HTTP/1.1 response; null while it is not complete (or not HTTP). */
function parseResponse(raw: Buffer, ended: boolean): { status: number; body: string } | null {
  const headerEnd = raw.indexOf("\r\n\r\n");
  if (headerEnd < 0) return null;
  const head = raw.subarray(0, headerEnd).toString("latin1").split("\r\n");
  const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? "");
  if (!statusMatch) return null;
  const headers = new Map<string, string>();
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const rest = raw.subarray(headerEnd + 4);
  let body: Buffer | null;
  if ((headers.get("transfer-encoding") ?? "").toLowerCase().includes("chunked")) {
    body = decodeChunked(rest);
  } else if (headers.has("content-length")) {
    const length = Number(headers.get("content-length"));
    body = rest.length >= length ? rest.subarray(0, length) : null;
  } else {
    body = ended ? rest : null;
  }
  if (!body) return null;
  return { status: Number(statusMatch[1]), body: body.toString("utf8") };
}

/** POSTs `xml` to `url`; never throws. The whole exchange must finish within `timeoutMs`. */
export function postXml(url: URL, xml: string, timeoutMs: number): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const secure = url.protocol === "https:";
    const port = Number(url.port || (secure ? 443 : 80));
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const payload = Buffer.from(xml, "utf8");
    const request = Buffer.concat([
      Buffer.from(
        `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Content-Type: text/xml; charset=utf-8\r\nContent-Length: ${payload.length}\r\n` +
          `Connection: close\r\n\r\n`,
        "latin1",
      ),
      payload,
    ]);
    let sent = false;
    let settled = false;
    const chunks: Buffer[] = [];
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false })
      : net.connect({ host, port });

    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish(
        sent
          ? { kind: "unknown", reason: `nessuna risposta entro ${timeoutMs} ms` }
          : { kind: "unreachable", reason: `connessione non riuscita entro ${timeoutMs} ms` },
      );
    }, timeoutMs);

    socket.once(secure ? "secureConnect" : "connect", () => {
      sent = true;
      socket.write(request);
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const parsed = parseResponse(Buffer.concat(chunks), false);
      if (parsed) finish({ kind: "answer", ...parsed });
    });
    socket.on("end", () => {
      const parsed = parseResponse(Buffer.concat(chunks), true);
      finish(parsed ? { kind: "answer", ...parsed } : { kind: "unknown", reason: "connessione chiusa prima della risposta" });
    });
    socket.on("error", (error: Error & { code?: string }) => {
      const reason = socketReason(error);
      finish(sent ? { kind: "unknown", reason } : { kind: "unreachable", reason });
    });
    socket.on("close", () => {
      const parsed = parseResponse(Buffer.concat(chunks), true);
      if (parsed) finish({ kind: "answer", ...parsed });
      else finish(sent ? { kind: "unknown", reason: "connessione interrotta" } : { kind: "unreachable", reason: "connessione rifiutata" });
    });
  });
}

const SOCKET_ERRORS: Record<string, string> = {
  ECONNREFUSED: "connessione rifiutata",
  ENOTFOUND: "indirizzo non trovato",
  EAI_AGAIN: "indirizzo non trovato",
  EHOSTUNREACH: "rete non raggiungibile",
  ENETUNREACH: "rete non raggiungibile",
  EHOSTDOWN: "rete non raggiungibile",
  ETIMEDOUT: "nessuna risposta",
  ECONNRESET: "connessione interrotta",
  EPIPE: "connessione interrotta",
  ECONNABORTED: "connessione interrotta",
};

/** A socket error as the owner reads it (after "Stampante spenta o non raggiungibile"): Italian words, the code only when unknown. */
export function socketReason(error: { code?: string; message: string }): string {
  return (error.code && SOCKET_ERRORS[error.code]) || `errore di rete (${error.code ?? error.message})`;
}
