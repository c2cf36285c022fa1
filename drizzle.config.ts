import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./db/schema.ts", "./db/schema-visits.ts", "./db/schema-messages.ts", "./db/schema-sales.ts", "./db/schema-receipts.ts", "./db/schema-privacy.ts", "./db/schema-fiscal.ts", "./db/schema-client-file.ts", "./db/schema-reports.ts"],
  out: "./db/migrations",
});
