import { expect, test } from "bun:test";
import { createTestEnv } from "../test/test-app";
import { serve } from "../test/serve";
import { runRtAgent } from "./cli";

test("salone rt-agent: without --server and --token it explains its use; a revoked token stops it at once", async () => {
  expect(await runRtAgent(["rt-agent"], "Europe/Rome")).toBe(2);
  const env = await createTestEnv();
  const server = serve(env.app);
  expect(await runRtAgent(["rt-agent", "--server", server.origin, "--token", "rta_nope"], "Europe/Rome")).toBe(1);
});
