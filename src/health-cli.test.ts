import { expect, test } from "bun:test";
import { healthUrl } from "./health-cli";
import { freePort, runMain, startServerProcess } from "./test/server-process";

test("the health check reaches a wildcard listener on loopback", () => {
  expect(healthUrl("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000/api/health");
  expect(healthUrl("::", 3000)).toBe("http://[::1]:3000/api/health");
  expect(healthUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080/api/health");
  expect(healthUrl("::1", 8080)).toBe("http://[::1]:8080/api/health");
});

test("`salone health` exits 0 against a running server and 1 once it has stopped", async () => {
  const server = await startServerProcess({ DATABASE_PATH: ":memory:" });
  const env = { PORT: String(server.port), HOST: "0.0.0.0", DATABASE_PATH: ":memory:" };
  try {
    const up = runMain(["health"], env);
    expect(up.stdout).toContain(`ok: http://127.0.0.1:${server.port}/api/health`);
    expect(up.exitCode).toBe(0);
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
  const down = runMain(["health"], env);
  expect(down.exitCode).toBe(1);
  expect(down.stderr).toContain(`Salone non risponde su http://127.0.0.1:${server.port}/api/health`);
  // Nothing listens on a fresh port either.
  expect(runMain(["health"], { ...env, PORT: String(freePort()) }).exitCode).toBe(1);
});
