// Starts an app built by createApp on a free loopback port, for tests that need real sockets
// (WebSockets, the body-size limit Bun enforces before Elysia sees the request).
import { afterEach } from "bun:test";
import type { App } from "../app";

export type Served = { port: number; origin: string; stop(): void };

const running = new Set<Served>();
// Whatever a test started is stopped after it, even when the test failed half-way.
afterEach(() => {
  for (const served of running) served.stop();
});

export function serve(app: App): Served {
  app.listen({ port: 0, hostname: "127.0.0.1" });
  const port = app.server!.port as number;
  const served: Served = {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop() {
      if (!running.delete(served)) return;
      app.stop(true);
    },
  };
  running.add(served);
  return served;
}
