import { expect, test } from "bun:test";
import { fileURLToPath } from "node:url";

// Bun evaluates a module once per run: a hook that fake-api.ts registered when first imported
// belonged to that first file only, so in the files after it a fake fetch outlived its test.
// Two files, run together in a child `bun test`, each check the next test sees the real globals.
test("a stubbed global is back after each test in every file, not only the first to import the helpers", async () => {
  const probes = ["first", "second"].map((name) => fileURLToPath(new URL(`./test-globals-probes/${name}.probe.ts`, import.meta.url)));
  const child = Bun.spawn([process.execPath, "test", ...probes], { cwd: fileURLToPath(new URL("../..", import.meta.url)), stdout: "pipe", stderr: "pipe" });
  const [code, err] = await Promise.all([child.exited, new Response(child.stderr).text()]);
  expect(err).toContain("4 pass");
  expect(code).toBe(0);
}, 30_000);
