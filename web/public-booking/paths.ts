/** Where a client books, and where the link of one booking leads (the token lives only in the URL). */
export const BOOKING_PATH = "/prenota";
export const managePath = (token: string) => `${BOOKING_PATH}/gestisci/${encodeURIComponent(token)}`;

/** "/prenota/gestisci/abc" -> "abc"; any other path -> null (the booking steps). */
export function manageTokenFrom(pathname: string): string | null {
  const match = /^\/prenota\/gestisci\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
