import { isIP } from "node:net";

/** A bare IPv4 or IPv6 literal, lower-cased; an IPv4 seen through an IPv6 socket is the IPv4. */
function normalizeIp(raw: string): string | null {
  let text = raw.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (isIP(text) === 0) return null;
  text = text.toLowerCase();
  return /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(text)?.[1] ?? text;
}

/**
 * The address a login is counted against. With no trusted proxy it is the socket's peer, and
 * X-Forwarded-For changes nothing (anyone can write it). With `trustedProxies` = N, the peer is
 * the innermost proxy and each proxy appended the address it was reached from, so the client is
 * the N-th entry from the right: the rightmost one no trusted proxy vouches past. Entries to its
 * left were written by the client and are ignored.
 *
 *   client 203.0.113.7 sends "X-Forwarded-For: 1.1.1.1" → nginx (1 proxy) appends → header
 *   "1.1.1.1, 203.0.113.7": with TRUST_PROXY=1 the client is 203.0.113.7, never 1.1.1.1.
 *
 * An entry that is not an IP address means the header is unusable: the peer is used instead.
 */
export function clientAddress(peer: string | null | undefined, forwardedFor: string | null, trustedProxies: number): string {
  const socket = peer ? (normalizeIp(peer) ?? peer) : "unknown";
  if (trustedProxies <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor.split(",");
  // Fewer entries than proxies: the request skipped an outer proxy, and the leftmost entry is
  // still one a trusted proxy wrote.
  const client = hops[Math.max(0, hops.length - trustedProxies)]!;
  return normalizeIp(client) ?? socket;
}
