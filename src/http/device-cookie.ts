import { timingSafeEqual } from "node:crypto";
import { readRawCookie } from "./cookies";

export const DEVICE_COOKIE = "salone_device";
const MAX_AGE_S = 365 * 24 * 60 * 60;
// A shared desk's browser remembers this many colleagues; the oldest sign-in drops out first.
const MAX_ENTRIES = 8;
// Longer than any entry we issue (a 100-character username, its nonce and signature).
const MAX_ENTRY_CHARS = 240;
const NONCE_BYTES = 16;
// Our entries are three base64url parts; anything else in the cookie is dropped unread.
const ENTRY = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 16;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * Device cookies ("Slow Down Online Guessing Attacks with Device Cookies", OWASP): after a
 * successful login the browser keeps `username.nonce.signature`, signed with an HMAC keyed by the
 * session secret. A login presenting a valid one for the typed username comes from a device that
 * has signed in as that user before, and gets its own budget of attempts, so guesses from
 * elsewhere cannot lock her out. One cookie holds the entries of every colleague who signed in on
 * this browser (newest first), since a salon's desk is shared. It goes only to the login
 * (Path), never cross-site (SameSite=Strict), and scripts cannot read it (HttpOnly).
 */
export function createDeviceCookies(secret: string, secure: (request: Request) => boolean) {
  // A key of its own, derived from the session secret: a device signature is never a valid JWT's.
  const key = new Bun.CryptoHasher("sha256", secret).update("salone device cookie").digest();
  const signature = (user: string, nonce: string) =>
    new Bun.CryptoHasher("sha256", key).update(`${user}.${nonce}`).digest().subarray(0, SIGNATURE_BYTES);

  /** The request's entries that have our shape, at most MAX_ENTRIES of them; never decoded. */
  const entries = (request: Request) =>
    (readRawCookie(request.headers.get("cookie"), DEVICE_COOKIE) ?? "")
      .split("~")
      .filter((entry) => entry.length <= MAX_ENTRY_CHARS && ENTRY.test(entry))
      .slice(0, MAX_ENTRIES);

  /** The entry's username (base64url, as written) and nonce when its signature is ours, else null. */
  const verified = (entry: string): { user: string; nonce: string } | null => {
    const [user, nonce, sig] = entry.split(".") as [string, string, string];
    const given = Buffer.from(sig, "base64url");
    const expected = signature(user, nonce);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { user, nonce } : null;
  };

  /** The entry's nonce when it is ours (the signature matches) and names `username`. */
  const valid = (entry: string, username: string): string | null => {
    const found = verified(entry);
    return found && Buffer.from(found.user, "base64url").toString() === username ? found.nonce : null;
  };

  return {
    /** The nonce of the request's valid device cookie for `username` (normalised), or null. */
    trusted(request: Request, username: string): string | null {
      for (const entry of entries(request)) {
        const nonce = valid(entry, username);
        if (nonce) return nonce;
      }
      return null;
    },

    /** Set-Cookie after `username` signed in: a new entry first, the other colleagues' kept. */
    issue(request: Request, username: string): string {
      const user = b64(new TextEncoder().encode(username));
      const nonce = b64(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
      const mine = `${user}.${nonce}.${b64(signature(user, nonce))}`;
      // Only the other colleagues' genuine entries go back: nothing the browser sent is copied unchecked.
      const others = entries(request).filter((entry) => verified(entry) && entry.split(".")[0] !== user);
      const value = [mine, ...others].slice(0, MAX_ENTRIES).join("~");
      return `${DEVICE_COOKIE}=${value}; Path=/api/auth/login; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_S}${secure(request) ? "; Secure" : ""}`;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
