import { afterEach, expect, spyOn, test } from "bun:test";
import { createTestEnv } from "../test/test-app";
import { serve } from "../test/serve";
import { runRtAgent } from "./cli";

afterEach(() => {
  delete process.env.SALONE_AGENT_TOKEN;
});

test("salone rt-agent: without --server and a token it explains its use; a revoked token stops it at once", async () => {
  const errors = spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await runRtAgent(["rt-agent"], "Europe/Rome")).toBe(2);
    expect(errors.mock.calls[0]?.[0]).toContain("SALONE_AGENT_TOKEN");
    const env = await createTestEnv();
    const server = serve(env.app);
    expect(await runRtAgent(["rt-agent", "--server", server.origin, "--token", "rta_nope"], "Europe/Rome")).toBe(1);
  } finally {
    errors.mockRestore();
  }
});

test("salone rt-agent --help says where the token comes from (the environment, not the command line) and exits 0", async () => {
  const out = spyOn(console, "log").mockImplementation(() => {});
  try {
    expect(await runRtAgent(["rt-agent", "--help"], "Europe/Rome")).toBe(0);
    const help = String(out.mock.calls[0]?.[0]);
    for (const text of ["--server URL", "--status", "--test", "SALONE_AGENT_TOKEN", "ps", "Impostazioni › Registratore telematico", "Nuovo agente"]) expect(help).toContain(text);
  } finally {
    out.mockRestore();
  }
});

test("the token in SALONE_AGENT_TOKEN opens the agent API (here: --status with no RT address set)", async () => {
  const env = await createTestEnv();
  const server = serve(env.app);
  const { token } = (await env.json("POST", "/api/fiscal-agents", { name: "PC cassa" })).body;
  const errors = spyOn(console, "error").mockImplementation(() => {});
  try {
    process.env.SALONE_AGENT_TOKEN = token;
    expect(await runRtAgent(["rt-agent", "--server", server.origin, "--status"], "Europe/Rome")).toBe(1);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(["Indirizzo dell'RT non impostato (Impostazioni › Registratore telematico)"]);
    expect((await env.json("GET", "/api/fiscal-agents")).body[0].lastSeenAt).not.toBeNull();
  } finally {
    errors.mockRestore();
  }
});

test("an agent deleted in Impostazioni while it runs stops by itself with exit code 1", async () => {
  const env = await createTestEnv();
  const server = serve(env.app);
  const { id, token } = (await env.json("POST", "/api/fiscal-agents", { name: "PC cassa" })).body;
  const errors = spyOn(console, "error").mockImplementation(() => {});
  const out = spyOn(console, "log").mockImplementation(() => {});
  try {
    const running = runRtAgent(["rt-agent", "--server", server.origin, "--token", token], "Europe/Rome");
    for (let i = 0; i < 100 && !out.mock.calls.length; i++) await Bun.sleep(10);
    expect(String(out.mock.calls[0]?.[0])).toStartWith(`Agente RT collegato a ${server.origin}`);
    expect((await env.json("DELETE", `/api/fiscal-agents/${id}`)).status).toBe(200);
    expect(await Promise.race([running, Bun.sleep(3_000).then(() => "still running")])).toBe(1);
    expect(errors.mock.calls.map((c) => String(c[0]))).toContain("Token dell'agente revocato (agente eliminato in Impostazioni): l'agente si ferma");
  } finally {
    errors.mockRestore();
    out.mockRestore();
  }
});
