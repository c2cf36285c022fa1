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
export function assertJsonBody(request: Request, pathname = new URL(request.url).pathname) {
  if (!MUTATING.has(request.method) || !hasBody(request)) return;
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return;
  // A file upload (a photo, the clients' CSV). Its route needs a session (the cookie is
  // SameSite=Lax, so a cross-site form carries none) and Origin is checked as for every write.
  if (mediaType === "multipart/form-data" && isFileUpload(request.method, pathname)) return;
  throw new HttpError(415, {
    message: "Il corpo della richiesta deve essere JSON (Content-Type: application/json)",
    code: "unsupported_media_type",
  });
}

const PHOTO_UPLOAD = /^\/api\/appointments\/[^/]+\/items\/[^/]+\/photos\/?$/;
export const isPhotoUpload = (method: string, pathname: string) => method === "POST" && PHOTO_UPLOAD.test(pathname);
/** The routes that take a file as multipart/form-data: a photo from the phone's camera, the clients' CSV import. */
export const isFileUpload = (method: string, pathname: string) =>
  isPhotoUpload(method, pathname) || (method === "POST" && pathname === "/api/clients/import");

/**
 * Bun's own cap on a request body is set for the file uploads (MAX_UPLOAD_BYTES); every other
 * route keeps the 1 MB one, refused here by its declared length before anything reads it.
 */
export function assertBodySize(request: Request, pathname: string, maxBytes: number) {
  if (isFileUpload(request.method, pathname)) return;
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) {
    throw new HttpError(413, { message: TOO_LARGE_MESSAGE, code: "payload_too_large" });
  }
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  // No Content-Length: chunked over the wire, or a Request built in-process with a body.
  return request.headers.has("transfer-encoding") || request.body !== null;
}
