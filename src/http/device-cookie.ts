import { timingSafeEqual } from "node:crypto";
import { readRawCookie } from "./cookies";

export const DEVICE_COOKIE = "salone_device";
// An entry is honoured for 90 days after the login that issued it; each login issues a fresh one.
const MAX_AGE_S = 90 * 24 * 60 * 60;
// A shared desk's browser remembers this many colleagues; the oldest sign-in drops out first.
const MAX_ENTRIES = 8;
// Longer than any entry we issue (a 100-character username, its nonce, time and signature).
const MAX_ENTRY_CHARS = 240;
const NONCE_BYTES = 16;
// Our entries are `user.nonce.issued.sig` (base64url, base36 seconds); anything else is dropped unread.
const ENTRY = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 16;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * What checking an entry needs besides the cookie: the time, and a user's password epoch (a short
 * hash of the current password hash; null for an unknown username). An entry is signed with the
 * epoch of the password it was earned with, so a password change or reset makes it unknown.
 */
export type DeviceCheck = { now: number; epochOf: (username: string) => string | null };

/**
 * Device cookies ("Slow Down Online Guessing Attacks with Device Cookies", OWASP): after a
 * successful login the browser keeps `username.nonce.issued.signature`, signed with an HMAC keyed
 * by the session secret over those and the user's password epoch; it is valid for 90 days and
 * until the password changes. A login presenting a valid one for the typed username comes from a device that
 * has signed in as that user before, and gets its own budget of attempts, so guesses from
 * elsewhere cannot lock her out. One cookie holds the entries of every colleague who signed in on
 * this browser (newest first), since a salon's desk is shared. It goes only to the login
 * (Path), never cross-site (SameSite=Strict), and scripts cannot read it (HttpOnly).
 */
export function createDeviceCookies(secret: string, secure: (request: Request) => boolean) {
  // A key of its own, derived from the session secret: a device signature is never a valid JWT's.
  const key = new Bun.CryptoHasher("sha256", secret).update("salone device cookie").digest();
  const signature = (user: string, nonce: string, issued: string, epoch: string) =>
    new Bun.CryptoHasher("sha256", key).update(`${user}.${nonce}.${issued}.${epoch}`).digest().subarray(0, SIGNATURE_BYTES);

  /** The request's entries that have our shape, at most MAX_ENTRIES of them; never decoded. */
  const entries = (request: Request) =>
    (readRawCookie(request.headers.get("cookie"), DEVICE_COOKIE) ?? "")
      .split("~")
      .filter((entry) => entry.length <= MAX_ENTRY_CHARS && ENTRY.test(entry))
      .slice(0, MAX_ENTRIES);

  /**
   * The entry's username and nonce when it is ours (the signature matches the user's current
   * password epoch) and younger than MAX_AGE_S; else null.
   */
  const verified = (entry: string, check: DeviceCheck): { username: string; nonce: string } | null => {
    const [user, nonce, issued, sig] = entry.split(".") as [string, string, string, string];
    const age = check.now / 1000 - parseInt(issued, 36);
    if (!(age >= -60 && age < MAX_AGE_S)) return null;
    const username = Buffer.from(user, "base64url").toString();
    const epoch = check.epochOf(username);
    if (epoch === null) return null;
    const given = Buffer.from(sig, "base64url");
    const expected = signature(user, nonce, issued, epoch);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { username, nonce } : null;
  };

  return {
    /** The nonce of the request's valid device cookie for `username` (normalised), or null. */
    trusted(request: Request, username: string, check: DeviceCheck): string | null {
      for (const entry of entries(request)) {
        const found = verified(entry, check);
        if (found?.username === username) return found.nonce;
      }
      return null;
    },

    /** Set-Cookie after `username` signed in: a new entry first, the other colleagues' kept. */
    issue(request: Request, username: string, check: DeviceCheck): string {
      const user = b64(new TextEncoder().encode(username));
      const nonce = b64(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
      const issued = Math.floor(check.now / 1000).toString(36);
      const mine = `${user}.${nonce}.${issued}.${b64(signature(user, nonce, issued, check.epochOf(username) ?? ""))}`;
      // Only the other colleagues' genuine entries go back: nothing the browser sent is copied unchecked.
      const others = entries(request).filter((entry) => entry.split(".")[0] !== user && verified(entry, check));
      const value = [mine, ...others].slice(0, MAX_ENTRIES).join("~");
      return `${DEVICE_COOKIE}=${value}; Path=/api/auth/login; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_S}${secure(request) ? "; Secure" : ""}`;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
