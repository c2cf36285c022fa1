// The boundaries in eslint.config.ts hold: each forbidden import below, linted as if it were a
// file at that path in the tree, must be rejected by the rule that names it, and the allowed
// ones must pass. If a rule were dropped from the config, its case here fails.
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import { ESLint } from "eslint";

// The first lint loads the TypeScript project for the cycle rule: seconds on a busy 2-core machine.
setDefaultTimeout(60_000);

const root = join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("bun run lint rejects a forbidden import", () => {
  test.each([
    ["a web feature importing another feature", "web/features/calendar/fixture.ts", `import "../clients/clients-page";`],
    ["a web feature importing web/app", "web/features/calendar/fixture.ts", `import { router } from "../../app/router";\nexport { router };`],
    ["the ui kit importing a feature", "web/ui/fixture.ts", `import "../features/clients/clients-page";`],
    ["the ui kit importing web/app", "web/ui/fixture.ts", `import "../app/router";`],
    ["web/lib importing a feature", "web/lib/fixture.ts", `import "../features/clients/clients-page";`],
    ["an entity importing a feature", "web/entities/fixture.ts", `import "../features/clients/clients-page";`],
    ["an entity importing the ui kit", "web/entities/fixture.ts", `import "../ui/button";`],
    ["the public booking page importing an entity", "web/public-booking/fixture.ts", `import "../entities/appointments";`],
    ["the public booking page importing a feature", "web/public-booking/fixture.ts", `import "../features/calendar/calendar-page";`],
    ["the web importing a server feature", "web/features/calendar/fixture.ts", `import "../../../src/features/clients/repo";`],
    ["the web importing the database", "web/lib/fixture.ts", `import "../../db/client";`],
    ["a server feature importing another feature", "src/features/clients/fixture.ts", `import "../auth/service";`],
    ["the HTTP layer importing a feature", "src/http/fixture.ts", `import "../features/auth/service";`],
    ["the domain importing the database", "src/domain/fixture.ts", `import "../../db/client";`],
    ["the domain importing app code", "src/domain/fixture.ts", `import "../config";`],
  ])("%s", async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("import-x/no-restricted-paths");
  });

  test.each([
    ["bun:sqlite", `import { Database } from "bun:sqlite";\nexport const open = () => new Database();`],
    ["node:fs", `import { readFileSync } from "node:fs";\nexport const read = readFileSync;`],
    ["drizzle-orm", `import { eq } from "drizzle-orm";\nexport { eq };`],
  ])("the domain importing %s", async (_name, code) => {
    expect(await ruleIds("src/domain/fixture.ts", code)).toContain("no-restricted-imports");
  });

  test("the domain importing a module only for its side effects", async () => {
    expect(await ruleIds("src/domain/fixture.ts", `import "./time";`)).toContain("import-x/no-unassigned-import");
  });

  test("an import cycle (web/lib/live.ts already imports query.ts)", async () => {
    expect(await ruleIds("web/lib/query.ts", `import { connectLive } from "./live";\nexport { connectLive };`)).toContain("import-x/no-cycle");
  });
});

describe("and lets the allowed ones through", () => {
  test.each([
    ["a feature importing its own files, ui, lib and the domain", "web/features/calendar/fixture.ts", `import { Button } from "../../ui/button";\nimport { api } from "../../lib/api";\nimport { addDays } from "../../../src/domain/time";\nimport { longDate } from "./format";\nexport { Button, api, addDays, longDate };`],
    ["the app composing features", "web/app/fixture.ts", `export const load = () => import("../features/clients/clients-page");`],
    ["an entity importing lib and the domain", "web/entities/fixture.ts", `import { api } from "../lib/api";\nimport { addDays } from "../../src/domain/time";\nexport { api, addDays };`],
    ["a server feature importing http, the domain and the database", "src/features/clients/fixture.ts", `import type { AppContext } from "../../http/context";\nimport { invalid } from "../../domain/errors";\nimport type { Db } from "../../../db/client";\nexport type T = [AppContext, Db];\nexport { invalid };`],
    ["the domain importing the domain and valibot", "src/domain/fixture.ts", `import * as v from "valibot";\nimport { addDays } from "./time";\nexport { v, addDays };`],
  ])("%s", async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});
