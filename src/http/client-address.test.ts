import { describe, expect, test } from "bun:test";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  test.each([
    // peer, X-Forwarded-For, trusted proxies, expected
    ["203.0.113.7", null, 0, "203.0.113.7"],
    ["203.0.113.7", "1.1.1.1", 0, "203.0.113.7"],
    ["10.0.0.2", null, 1, "10.0.0.2"],
    ["10.0.0.2", "203.0.113.7", 1, "203.0.113.7"],
    ["10.0.0.2", "1.1.1.1, 203.0.113.7", 1, "203.0.113.7"],
    ["10.0.0.2", "1.1.1.1,203.0.113.7", 1, "203.0.113.7"],
    ["10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.9", 2, "203.0.113.7"],
    ["10.0.0.2", "203.0.113.7", 2, "203.0.113.7"],
    ["10.0.0.2", "2001:DB8::1", 1, "2001:db8::1"],
    ["10.0.0.2", "[2001:db8::1]", 1, "2001:db8::1"],
    ["10.0.0.2", "::ffff:203.0.113.7", 1, "203.0.113.7"],
    ["::ffff:10.0.0.2", null, 0, "10.0.0.2"],
    ["::1", null, 0, "::1"],
    [undefined, null, 0, "unknown"],
    [undefined, "203.0.113.7", 1, "203.0.113.7"],
  ])("peer %p, X-Forwarded-For %p, %p proxies → %p", (peer, xff, hops, expected) => {
    expect(clientAddress(peer, xff, hops)).toBe(expected);
  });

  test.each([
    ["garbage"],
    ["1.1.1.1, "],
    [""],
    ["203.0.113.7:51234"],
    ["1.1.1.1, <script>"],
    ["999.1.1.1"],
  ])("a malformed X-Forwarded-For %p is ignored: the peer is the address", (xff) => {
    expect(clientAddress("10.0.0.2", xff, 1)).toBe("10.0.0.2");
  });

  test("junk the client put left of the proxy's entry does not spoil the entry", () => {
    expect(clientAddress("10.0.0.2", "garbage, 203.0.113.7", 1)).toBe("203.0.113.7");
  });
});
