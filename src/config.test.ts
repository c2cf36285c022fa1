import { describe, expect, test } from "bun:test";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  test("defaults when nothing is set", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databasePath: "data/salone.db",
      timeZone: "Europe/Rome",
      cookieSecure: "auto",
      trustProxy: 0,
      adminUsername: "",
      sessionSecret: "",
    });
    expect(Object.isFrozen(c)).toBe(true);
  });

  test("reads every variable", () => {
    const c = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_PATH: "/data/s.db",
      SALON_TIMEZONE: "Europe/Zurich",
      ADMIN_USERNAME: "Anna",
      ADMIN_PASSWORD: "segreta-123",
      SESSION_SECRET: "x".repeat(32),
      COOKIE_SECURE: "true",
    });
    expect(c).toMatchObject({ port: 8080, host: "127.0.0.1", timeZone: "Europe/Zurich", adminUsername: "anna", cookieSecure: "true" });
  });

  test.each([
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("TRUST_PROXY=%p trusts %p proxies", (value, hops) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  test("empty strings count as unset", () => {
    expect(parseConfig({ PORT: "", SALON_TIMEZONE: "" }).port).toBe(3000);
  });

  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "0" }, "PORT"],
    [{ SALON_TIMEZONE: "Europe/Atlantide" }, "SALON_TIMEZONE"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ COOKIE_SECURE: "maybe" }, "COOKIE_SECURE"],
    [{ ADMIN_USERNAME: "anna" }, "ADMIN_PASSWORD"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "12" }, "TRUST_PROXY"],
  ])("a bad value stops start-up with a clear message: %p", (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });
});
