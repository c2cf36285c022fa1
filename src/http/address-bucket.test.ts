import { describe, expect, test } from "bun:test";
import { addressBucket } from "./address-bucket";

describe("addressBucket", () => {
  test.each([
    // An IPv4 address is one subscriber: counted alone.
    ["203.0.113.7", "203.0.113.7"],
    // IPv6: a subscriber gets a whole /64 (often more) and picks any address inside it at will,
    // so the limits count the /64: its first four groups.
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:ffff::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    // Not an address (no socket in a test, a unix socket): left as it is.
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  test("two addresses of one /64 share a bucket; the next /64 does not", () => {
    expect(addressBucket("2001:db8:1:2::1")).toBe(addressBucket("2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(addressBucket("2001:db8:1:2::1")).not.toBe(addressBucket("2001:db8:1:3::1"));
  });
});
