import { DomainError } from "../domain/errors";

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
