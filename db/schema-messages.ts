import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MESSAGE_STATUSES } from "../src/domain/reminder-messages";
import { createdAt, updatedAt } from "./columns";
import { appointments, recurringReminders } from "./schema";

// The WhatsApp messages: those going out (recurring reminders, appointment messages) and those coming in.

/** How one WhatsApp message is going: the columns every outgoing message table shares. */
export const deliveryColumns = () => ({
  status: text("status", { enum: MESSAGE_STATUSES }).notNull(),
  providerMessageId: text("provider_message_id"),
  errorCode: text("error_code"),
  errorMessage: text("error_message"),
  attempts: integer("attempts").notNull().default(0),
  // A queued row is not retried before this instant (backoff after a temporary failure).
  nextAttemptAt: text("next_attempt_at"),
  // While status is 'sending': the claim's lease. A 'sending' row whose lease ran out belongs to
  // a process that died mid-call; it may have reached Meta, so it is never sent again.
  claimedUntil: text("claimed_until"),
  // When Meta accepted the message, and the delivery receipts from the webhook (UTC ISO).
  sentAt: text("sent_at"),
  deliveredAt: text("delivered_at"),
  readAt: text("read_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per reminder occurrence, written before the WhatsApp call: the unique key is what
// makes a send happen at most once across crashes, restarts and concurrent triggers.
export const reminderMessages = sqliteTable(
  "reminder_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reminderId: integer("reminder_id")
      .notNull()
      .references(() => recurringReminders.id, { onDelete: "cascade" }),
    occurrenceDate: text("occurrence_date").notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex("reminder_messages_occurrence_uq").on(t.reminderId, t.occurrenceDate),
    index("reminder_messages_provider_idx").on(t.providerMessageId),
    index("reminder_messages_status_idx").on(t.status, t.nextAttemptAt),
  ],
);

// One row per WhatsApp message about one appointment at one time: the reminder before it, the
// notice that staff cancelled it, the confirmation of an online booking. The unique key
// (appointment, kind, slot) makes each go at most once; a moved appointment has a new slot
// ("YYYY-MM-DD HH:mm"), so it gets a new reminder. Same life as reminder_messages.
export const appointmentMessages = sqliteTable(
  "appointment_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reminder", "cancellation", "confirmation", "approval"] }).notNull(),
    slot: text("slot").notNull(),
    // Random, unguessable: the reminder's quick-reply payloads carry it ("apt:<token>:confirm").
    replyToken: text("reply_token"),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex("appointment_messages_slot_uq").on(t.appointmentId, t.kind, t.slot),
    uniqueIndex("appointment_messages_reply_token_uq").on(t.replyToken),
    index("appointment_messages_provider_idx").on(t.providerMessageId),
    index("appointment_messages_status_idx").on(t.status, t.nextAttemptAt),
  ],
);

// Every incoming WhatsApp message (button tap or text), once per Meta message id (Meta retries
// deliveries), with what it did: "applied", or why it changed nothing.
export const incomingMessages = sqliteTable(
  "incoming_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    providerMessageId: text("provider_message_id").notNull(),
    // E.164, or "" when Meta hid the number behind a business-scoped user id.
    fromPhone: text("from_phone").notNull(),
    // Meta's business-scoped user id ("IT.1349…"), when the message carries one.
    fromUserId: text("from_user_id"),
    type: text("type").notNull(),
    payload: text("payload"),
    body: text("body"),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    outcome: text("outcome").notNull(),
    receivedAt: text("received_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("incoming_messages_provider_uq").on(t.providerMessageId),
    index("incoming_messages_appointment_idx").on(t.appointmentId),
  ],
);
