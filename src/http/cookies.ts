/**
 * A cookie's value, or undefined when it is absent or cannot be decoded: a browser, a proxy or an
 * attacker can send any bytes, and an unreadable cookie is treated exactly like no cookie (the
 * request is anonymous unless a Bearer token says otherwise; logout still clears it).
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A second cookie of the same name (another Path) may still be readable.
    }
  }
  return undefined;
}

/**
 * A cookie's value exactly as sent, not percent-decoded, for a cookie whose own format allows no
 * escapes: its reader checks the characters itself, so nothing decoded (a line break, a ";") can
 * ever be copied back into a Set-Cookie header.
 */
export function readRawCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
