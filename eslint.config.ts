// The house rules the build enforces (`bun run lint`, run by scripts/test). docs/developing.md
// lists them in prose; this file is the one that decides. Each boundary is a zone of
// import-x/no-restricted-paths: files under `target` may not import anything under `from`.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

const subfolders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// One zone per feature folder, so a new feature is covered the day it is created:
// `web/features/clients` may import from `web/features/clients` and nowhere else in `web/features`.
const featuresStayApart = (dir: string) =>
  subfolders(dir).map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`],
    message:
      "Features never import another feature: move the shared part down a layer (web: entities, lib, ui; server: http, the domain; tests: src/test).",
  }));

// Modules the domain may not import: it is pure and isomorphic (the web bundles it), so no
// database, no HTTP framework, no UI, no Bun or Node runtime modules.
const impureModules = ["bun", "bun:*", "node:*", "fs", "path", "os", "child_process", "elysia", "drizzle-orm", "drizzle-orm/*", "react", "react-dom", "react-dom/*"];

export const boundaryZones = [
  ...featuresStayApart("web/features"),
  ...featuresStayApart("src/features"),
  {
    target: "./web/features",
    from: "./web/app",
    message: "Features never import web/app: the app composes features, not the other way round.",
  },
  {
    target: "./web/ui",
    from: ["./web/features", "./web/entities", "./web/app"],
    message: "The ui kit knows no feature, entity or app code: pass what it needs as props.",
  },
  {
    target: "./web/entities",
    from: ["./web/features", "./web/app", "./web/ui"],
    message: "Entities import only web/lib and src/domain.",
  },
  {
    target: "./web/public-booking",
    from: ["./web/features", "./web/entities", "./web/app"],
    message: "The public booking page is its own small bundle: React, web/lib, a few web/ui controls and src/domain only.",
  },
  {
    target: "./web/lib",
    from: ["./web/features", "./web/entities", "./web/app"],
    message: "web/lib is the bottom layer: it imports no feature, entity or app code.",
  },
  {
    target: "./web",
    from: ["./src", "./db"],
    except: ["./domain"],
    message: "The web imports from the server only src/domain/**.",
  },
  {
    target: "./src/domain",
    from: ["./src", "./db", "./web"],
    except: ["./domain"],
    message: "The domain is pure: it imports only other domain modules and pure libraries.",
  },
  {
    target: "./src/http",
    from: "./src/features",
    message: "The HTTP layer serves every feature and imports none; shared types live in src/http or src/domain.",
  },
];

export default tseslint.config(
  {
    ignores: ["dist/**", ".tools/**", "node_modules/**", "db/migrations/**"],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommended],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // Without these import-x reads no .ts/.tsx dependency, and no-cycle silently sees no edges.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      ...reactHooks.configs.flat.recommended.rules,
      // A leading underscore names what is deliberately unused (a rest sibling dropped, a callback's first argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON of whatever shape the response has; typed responses belong to the product code.
    files: ["**/*.test.{ts,tsx}", "e2e/**", "src/test/**", "src/messaging/fake-graph-api.ts", "web/lib/fake-api.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      // A bare `import "x"` exists only for its side effects.
      "import-x/no-unassigned-import": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: impureModules, message: "The domain is pure: no runtime, database, HTTP or UI modules." }],
        },
      ],
    },
  },
);
