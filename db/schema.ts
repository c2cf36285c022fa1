import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES, CANCELLED_BY } from "../src/domain/appointment-status";
import { REMINDER_FREQUENCIES } from "../src/domain/reminders";
import { createdAt, updatedAt } from "./columns";

// Conventions (see ARCHITECTURE.md): a calendar day is TEXT "YYYY-MM-DD", a time of day TEXT "HH:mm",
// an instant TEXT UTC ISO-8601, money INTEGER cents, durations INTEGER minutes.
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  // Stored lower-cased: "Anna" and "anna" are the same login.
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  // owner | reception | stylist (src/domain/roles.ts). Every insert names the role; the column's
  // old default stays because changing it would rebuild the table (and cascade to its sessions).
  role: text("role").notNull().default("staff"),
  // The stylist a `stylist` user works as; null for other roles. No foreign key: users are
  // created before stylists exist on a fresh install, and an archived stylist keeps its row.
  stylistId: integer("stylist_id"),
  // Disabled instead of deleted: the activity trail keeps naming them.
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  lastLoginAt: text("last_login_at"),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // SHA-256 of the random session token; the token itself is never stored.
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    // As the browser and address introduced themselves at sign-in, so "Il mio profilo" can tell devices apart.
    userAgent: text("user_agent").notNull().default(""),
    address: text("address").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const clients = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    // Consent to WhatsApp messages from the salon (Meta's policy and GDPR): without it no message
    // of any kind goes to the client. Clients stored before consent was recorded have none.
    whatsappConsent: integer("whatsapp_consent", { mode: "boolean" }).notNull().default(false),
    whatsappConsentAt: text("whatsapp_consent_at"),
    // Consent ticked on the public booking form for a new number: only asked, not given. The
    // booking confirmation asks the number itself; her "Sì" turns consent on, "Non sono io" clears this.
    whatsappConsentRequestedAt: text("whatsapp_consent_requested_at"),
    // "Cliente di passaggio": a first name only (or none) and no phone; never offered for
    // duplicate merging; becomes a full client when staff give her a name and a phone.
    walkIn: integer("walk_in", { mode: "boolean" }).notNull().default(false),
    // Her file (src/domain/client-file.ts): birthday "YYYY-MM-DD", codice fiscale upper-cased or "".
    birthday: text("birthday"),
    codiceFiscale: text("codice_fiscale").notNull().default(""),
    address: text("address").notNull().default(""),
    // Health data: written only while her `health` consent is given, cleared when it is withdrawn.
    allergies: text("allergies").notNull().default(""),
    patchTestDate: text("patch_test_date"),
    // Deleting a client anonymises her (the salon keeps her visits and their prices): the row stays
    // with her personal data cleared, hidden from lists and searches, from this moment (UTC ISO).
    erasedAt: text("erased_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("clients_name_idx").on(t.lastName, t.firstName), index("clients_phone_idx").on(t.phone)],
);

export const services = sqliteTable("services", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  duration: integer("duration").notNull(),
  price: integer("price").notNull(),
  description: text("description").notNull().default(""),
  // duration = busy start + processing (the posa: the stylist is free, the client stays) + finishing.
  processingMinutes: integer("processing_minutes").notNull().default(0),
  finishingMinutes: integer("finishing_minutes").notNull().default(0),
  // Free text grouping lists and pickers ("Colore", "Taglio", ...); "" = none.
  category: text("category").notNull().default(""),
  // JSON array of the stylist ids who perform it; [] = everyone.
  stylistIds: text("stylist_ids").notNull().default("[]"),
  // The VAT included in the price, for the till: 22, 10, 5, 4 or 0 (src/domain/sales/money-rules.ts).
  vatRatePercent: integer("vat_rate_percent").notNull().default(22),
  // "Richiede test della pelle": booking it warns when the client's patch test is missing or too old.
  patchTestRequired: integer("patch_test_required", { mode: "boolean" }).notNull().default(false),
  // Archived instead of deleted so appointments keep their service name and price.
  archivedAt: text("archived_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stylists = sqliteTable("stylists", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  phone: text("phone").notNull().default(""),
  email: text("email").notNull().default(""),
  // Archived instead of deleted so past appointments still name the stylist.
  archivedAt: text("archived_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stylistWorkingHours = sqliteTable(
  "stylist_working_hours",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stylistId: integer("stylist_id")
      .notNull()
      .references(() => stylists.id, { onDelete: "cascade" }),
    dayOfWeek: integer("day_of_week").notNull(),
    isWorking: integer("is_working", { mode: "boolean" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    breakStartTime: text("break_start_time"),
    breakEndTime: text("break_end_time"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("working_hours_stylist_day_uq").on(t.stylistId, t.dayOfWeek)],
);

export const stylistVacations = sqliteTable(
  "stylist_vacations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stylistId: integer("stylist_id")
      .notNull()
      .references(() => stylists.id, { onDelete: "cascade" }),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    reason: text("reason").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("vacations_stylist_dates_idx").on(t.stylistId, t.startDate, t.endDate)],
);

export const salonExtraordinaryDays = sqliteTable(
  "salon_extraordinary_days",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    reason: text("reason").notNull(),
    isClosed: integer("is_closed", { mode: "boolean" }).notNull(),
    specialOpenTime: text("special_open_time"),
    specialCloseTime: text("special_close_time"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("extraordinary_days_date_uq").on(t.date)],
);

export const openingHours = sqliteTable("opening_hours", {
  // monday..sunday
  day: text("day").primaryKey(),
  openTime: text("open_time").notNull(),
  closeTime: text("close_time").notNull(),
  isOpen: integer("is_open", { mode: "boolean" }).notNull(),
  updatedAt: updatedAt(),
});

export const appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    stylistId: integer("stylist_id")
      .notNull()
      .references(() => stylists.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    notes: text("notes").notNull().default(""),
    // src/domain/appointment-status.ts: a cancelled appointment is kept but frees its time.
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("booked"),
    statusChangedAt: text("status_changed_at"),
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    source: text("source", { enum: APPOINTMENT_SOURCES }).notNull().default("staff"),
    // SHA-256 of the public manage link's token (online bookings); the token itself is never stored.
    manageTokenHash: text("manage_token_hash"),
    // The client's latest free-text WhatsApp reply, flagged until a member of staff has seen it.
    clientMessage: text("client_message"),
    clientMessageAt: text("client_message_at"),
    clientMessageSeenAt: text("client_message_seen_at"),
    // An online booking made with a stored client's phone under another name: the name typed on
    // the form, shown to the staff beside the stored one ("Da verificare"). Null otherwise.
    onlineName: text("online_name"),
    // The number's owner answered "Non sono io" to the booking confirmation (UTC ISO): the
    // booking was cancelled and is flagged for the staff.
    wrongNumberAt: text("wrong_number_at"),
    // Cleaning time after the visit (0, 15 or 30 minutes): the last item's stylist stays busy.
    cleanupMinutes: integer("cleanup_minutes").notNull().default(0),
    // Optimistic concurrency: bumped on every update; a PUT carrying a stale one is refused.
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("appointments_date_idx").on(t.date, t.startTime),
    index("appointments_stylist_date_idx").on(t.stylistId, t.date, t.startTime),
    index("appointments_client_idx").on(t.clientId, t.date),
    index("appointments_service_idx").on(t.serviceId),
    uniqueIndex("appointments_manage_token_uq").on(t.manageTokenHash),
    // The public page's daily allowance counts today's online bookings on every booking.
    index("appointments_source_created_idx").on(t.source, t.createdAt),
    // Statistiche: a period's visits by status, and each client's history, read from the index alone.
    index("appointments_report_date_idx").on(t.date, t.status, t.cancelledBy, t.source, t.clientId, t.createdAt),
    index("appointments_report_client_idx").on(t.clientId, t.status, t.date, t.createdAt),
  ],
);

export const recurringReminders = sqliteTable(
  "recurring_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    stylistId: integer("stylist_id")
      .notNull()
      .references(() => stylists.id),
    // enum types the column from the domain's list (no CHECK in SQLite: the schemas validate input).
    frequency: text("frequency", { enum: REMINDER_FREQUENCIES }).notNull(),
    dayOfWeek: integer("day_of_week"),
    dayOfMonth: integer("day_of_month"),
    preferredTime: text("preferred_time"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    nextReminderDate: text("next_reminder_date").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reminders_due_idx").on(t.isActive, t.nextReminderDate),
    index("reminders_client_idx").on(t.clientId),
  ],
);

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// Who changed what: one row per write, inserted in the write's own transaction (so an entry exists
// if and only if the change does). actorName is copied so a renamed or disabled user still reads
// as they were. changes is JSON `{ field: [before, after] }`.
export const activity = sqliteTable(
  "activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    userId: integer("user_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    summary: text("summary").notNull(),
    changes: text("changes").notNull().default("{}"),
  },
  // Newest first by (at, id) for every filter the "Registro attività" offers, and per record for a history.
  (t) => [
    index("activity_at_idx").on(t.at, t.id),
    index("activity_user_at_idx").on(t.userId, t.at, t.id),
    index("activity_entity_at_idx").on(t.entity, t.at, t.id),
    // A person and a kind together: with only one of the two in an index, a rare kind (a user's
    // vacations) is looked for row by row through all of that person's entries.
    index("activity_user_entity_at_idx").on(t.userId, t.entity, t.at, t.id),
    index("activity_record_idx").on(t.entity, t.entityId, t.at, t.id),
  ],
);

