import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";

// The fiscal printer (RT) queue: one job per sales document (sale, void, refund) and per daily
// closing (Z report), worked through in id order, one at a time, by one printer agent holding a
// lease. The printer settings are a row of `settings` (key "fiscal-printer").

export const FISCAL_JOB_KINDS = ["sale", "void", "refund", "z-report"] as const;
export const FISCAL_JOB_STATUSES = ["pending", "printing", "printed", "failed"] as const;

export const fiscalJobs = sqliteTable(
  "fiscal_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: FISCAL_JOB_KINDS }).notNull(),
    // The sales document (sale, void, refund), or null for a Z report.
    documentId: integer("document_id"),
    // The salon day of the document or of the closing.
    date: text("date").notNull(),
    amountCents: integer("amount_cents").notNull().default(0),
    status: text("status", { enum: FISCAL_JOB_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // 1 while an attempt's outcome is unknown: the RT's last document is read before anything prints.
    needsCheck: integer("needs_check").notNull().default(0),
    // The lease of the agent printing it: "server" or "agent:<id>", a random id, the instant it ends.
    leaseAgent: text("lease_agent"),
    leaseId: text("lease_id"),
    leaseExpiresAt: text("lease_expires_at"),
    // The salon day of the last attempt (the RT stamps its own date on the document).
    attemptDate: text("attempt_date"),
    nextAttemptAt: text("next_attempt_at"),
    failureOutcome: text("failure_outcome"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    // What the RT printed.
    documentNumber: text("document_number"),
    zRepNumber: integer("z_rep_number"),
    printedAmountCents: integer("printed_amount_cents"),
    printedDate: text("printed_date"),
    printedTime: text("printed_time"),
    serial: text("serial"),
    printedAt: text("printed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fiscal_jobs_document_uq").on(t.documentId),
    index("fiscal_jobs_status_idx").on(t.status, t.id),
    index("fiscal_jobs_date_idx").on(t.date),
  ],
);

/** A printer agent (`salone rt-agent`): its token is stored only as a SHA-256 hash. */
export const fiscalAgents = sqliteTable("fiscal_agents", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  lastSeenAt: text("last_seen_at"),
  createdAt: createdAt(),
});
