import { DomainError } from "../domain/errors";
import { TOO_LARGE_MESSAGE } from "./body-limit";
import { HttpError } from "./errors";

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A browser always sends Origin on a cross-site POST; when it names another host the request is
 * a forgery attempt. Requests with no Origin (curl, scripts, API clients) are judged by their
 * session alone.
 */
export function assertSameOrigin(request: Request) {
  if (!MUTATING.has(request.method) && request.headers.get("upgrade")?.toLowerCase() !== "websocket") return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  if (!isSameOrigin(request, origin)) {
    throw new DomainError("forbidden", "Origine della richiesta non consentita", "forbidden_origin");
  }
}

export function isSameOrigin(request: Request, origin: string): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [request.headers.get("host"), request.headers.get("x-forwarded-host"), new URL(request.url).host]
    .filter((h): h is string => !!h)
    .map((h) => h.toLowerCase());
  return hosts.includes(originHost);
}

/** Secure cookies when the request came over HTTPS, directly or through a proxy. */
export function requestIsHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * A write that carries a body must say it is JSON. A form or text/plain body is refused with 415
 * before any route reads it: the API never parses form encoding, and a cross-site HTML form
 * (which can only send those types) cannot reach a route even when the browser omits Origin.
 * A write without a body (logout, the trigger buttons) needs no Content-Type. A file upload
 * (`multipart` true: the client import) may also be multipart/form-data; it still needs a session
 * and passes the Origin check, which every browser applies to a cross-site form.
 */
export function assertJsonBody(request: Request, multipart = false) {
  if (!MUTATING.has(request.method) || !hasBody(request)) return;
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return;
  if (multipart && mediaType === "multipart/form-data") return;
  throw new HttpError(415, {
    message: "Il corpo della richiesta deve essere JSON (Content-Type: application/json)",
    code: "unsupported_media_type",
  });
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  // No Content-Length: chunked over the wire, or a Request built in-process with a body.
  return request.headers.has("transfer-encoding") || request.body !== null;
}

/** Routes that take a file upload (multipart, up to UPLOAD_MAX_BODY_BYTES); every other one is JSON up to MAX_BODY_BYTES. */
export const UPLOAD_PATHS = new Set(["/api/clients/import"]);
export const MAX_BODY_BYTES = 1024 * 1024;
// A 5 MB CSV and its multipart envelope.
export const UPLOAD_MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * The server reads bodies up to the upload cap; any other route refuses a declared body over 1 MB
 * with 413 before it is read (a chunked one stops at the server's cap).
 */
export function assertBodySize(request: Request, pathname: string) {
  if (UPLOAD_PATHS.has(pathname)) return;
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) {
    throw new HttpError(413, { message: TOO_LARGE_MESSAGE, code: "payload_too_large" });
  }
}
