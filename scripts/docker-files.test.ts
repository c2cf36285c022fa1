// The Dockerfile has no engine to run it here; these checks keep its promises in the repository.
import { expect, test } from "bun:test";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const read = (name: string) => Bun.file(join(root, name)).text();
const patterns = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));

test("the build context leaves out everything git does (databases, env files, builds)", async () => {
  const docker = new Set(patterns(await read(".dockerignore")));
  const missing = patterns(await read(".gitignore"))
    .map((p) => p.replace(/^\//, "").replace(/\/$/, ""))
    .filter((p) => !docker.has(p) && !docker.has(`**/${p}`));
  expect(missing).toEqual([]);
  for (const secret of ["**/.env", "**/.env.*", "**/*.db-*"]) expect(docker.has(secret)).toBe(true);
});

test("the image needs nothing from Docker Hub beyond its bases, and no curl: the binary checks itself", async () => {
  const file = await read("Dockerfile");
  expect(file).not.toContain("# syntax=");
  expect(patterns(file).join("\n")).not.toMatch(/\bcurl\b/);
  expect(file).toContain('CMD ["/usr/local/bin/salone", "health"]');
  // The user the README's `chown -R 10001:10001` is for.
  expect(file).toContain("--uid 10001 --gid 10001");
});
