import { isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 literal ("2001:db8::1" -> 2001 db8 0 0 0 0 0 1). */
function groupsOf(address: string): number[] {
  let text = address.split("%")[0]!;
  // A trailing dotted IPv4 ("::ffff:192.0.2.1") is the last two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/**
 * What the public limits count an address as. An IPv4 address is itself; an IPv6 address is its
 * /64, since one home or phone is handed a whole /64 and may use any of its 2^64 addresses:
 * counted one by one, a single subscriber would have unlimited fresh addresses.
 * "2001:db8:1:2::1" and "2001:db8:1:2:ffff::9" are both "2001:db8:1:2::/64". Anything else (a
 * test's "unknown") is returned as it is.
 */
export function addressBucket(address: string): string {
  if (!isIPv6(address.split("%")[0]!)) return address;
  const groups = groupsOf(address.toLowerCase());
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
