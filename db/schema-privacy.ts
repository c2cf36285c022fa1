import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONSENT_PURPOSES, CONSENT_SOURCES, STORED_CHANNELS } from "../src/domain/consents";
import { clients } from "./schema";

/**
 * Every consent a client gave or withdrew, never updated: her current state for a purpose and
 * channel is the latest row (highest id) for that pair. `textVersion` is the version of the
 * privacy notice (informativa) she agreed to; 0 = recorded before the notice had versions.
 * The appointments consent on WhatsApp is mirrored in clients.whatsapp_consent(_at), which the
 * senders read (src/privacy/consents-repo.ts writes both in one transaction).
 */
export const clientConsents = sqliteTable(
  "client_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    // Marketing is per channel; appointments are on WhatsApp; health has none ("").
    channel: text("channel", { enum: STORED_CHANNELS }).notNull().default(""),
    given: integer("given", { mode: "boolean" }).notNull(),
    at: text("at").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    textVersion: integer("text_version").notNull().default(0),
    // Who recorded it; null for the client herself (online, a WhatsApp reply) or a migration.
    authorId: integer("author_id"),
    authorName: text("author_name").notNull().default(""),
  },
  (t) => [index("client_consents_client_idx").on(t.clientId, t.purpose, t.channel, t.id)],
);
