import { expect, test } from "bun:test";
import { describeDevice } from "./device";

test.each([
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36", "Chrome su Android"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", "Safari su iPhone"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0", "Edge su Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0", "Firefox su Mac"],
  ["curl/8.5.0", "Dispositivo sconosciuto"],
  ["", "Dispositivo sconosciuto"],
])("%s → %s", (ua, expected) => {
  expect(describeDevice(ua)).toBe(expected);
});
