import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, recurringReminders, services, stylists } from "../../../db/schema";
import type { AppointmentSource, AppointmentStatus, CancelledBy } from "../../domain/appointment-status";
import type { Appointment, AppointmentQuery } from "../../domain/schemas/appointments";
import type { ClientRecord } from "../../domain/schemas/clients";
import { salonDays } from "../../schedule/salon-days";
import { itemsRepo } from "./items-repo";
import { FLAT, nest, type Raw } from "./row-shape";

export type AppointmentRecord = typeof appointments.$inferSelect;
export type ListFilter = AppointmentQuery;

// Every statement is prepared once per app. Measured on the --scale data: building a drizzle
// query costs ~0.6 ms each time it runs, a prepared one ~0.015 ms; and drizzle's per-row mapping
// of a nested select costs ~5 µs a row, so lists read raw arrays (`.values()`) and nest them here.
// bun:sqlite is one synchronous connection: a statement prepared on `db` and run inside
// `db.transaction(fn)` runs inside that transaction.

const ph = (name: string) => sql.placeholder(name);

export const appointmentsRepo = (db: Db) => {
  const visitItems = itemsRepo(db);
  const days = salonDays(db);
  // The one shape every list and answer uses, in one statement with inner joins (no query per row).
  const joined = () =>
    db
      .select(FLAT)
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(stylists, eq(stylists.id, appointments.stylistId));
  const ORDER = [asc(appointments.date), asc(appointments.startTime), asc(stylists.name), asc(appointments.id)];
  const inRange = and(gte(appointments.date, ph("startDate")), lte(appointments.date, ph("endDate")));

  const byRange = joined().where(inRange).orderBy(...ORDER).prepare();
  const byClient = joined().where(eq(appointments.clientId, ph("clientId"))).orderBy(...ORDER).prepare();
  const byClientRange = joined().where(and(eq(appointments.clientId, ph("clientId")), inRange)).orderBy(...ORDER).prepare();
  const byId = joined().where(eq(appointments.id, ph("id"))).prepare();

  const record = db.select().from(appointments).where(eq(appointments.id, ph("id"))).prepare();
  // A client a new visit may name: an anonymised one ("Cliente eliminato") is no one to book.
  const client = db.select({ id: clients.id }).from(clients).where(and(eq(clients.id, ph("id")), isNull(clients.erasedAt))).prepare();
  const stylist = db
    .select({ id: stylists.id, name: stylists.name, archivedAt: stylists.archivedAt })
    .from(stylists)
    .where(eq(stylists.id, ph("id")))
    .prepare();
  const service = db.select({ id: services.id, archivedAt: services.archivedAt }).from(services).where(eq(services.id, ph("id"))).prepare();
  const fields = {
    clientId: ph("clientId"),
    stylistId: ph("stylistId"),
    serviceId: ph("serviceId"),
    date: ph("date"),
    startTime: ph("startTime"),
    endTime: ph("endTime"),
    notes: ph("notes"),
    cleanupMinutes: ph("cleanupMinutes"),
    updatedAt: ph("at"),
  };
  const insert = db
    .insert(appointments)
    .values({ ...fields, status: ph("status"), source: ph("source"), version: 1, createdAt: ph("at") })
    .returning({ id: appointments.id })
    .prepare();
  // set() takes SQL rather than bare placeholders.
  const setFields = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sql`${value}`]));
  const update = db
    .update(appointments)
    .set({ ...setFields, version: sql`${appointments.version} + 1` })
    .where(eq(appointments.id, ph("id")))
    .prepare();
  const remove = db.delete(appointments).where(eq(appointments.id, ph("id"))).prepare();
  const setStatus = db
    .update(appointments)
    .set({
      status: sql`${ph("status")}`,
      statusChangedAt: sql`${ph("at")}`,
      cancelledBy: sql`${ph("cancelledBy")}`,
      updatedAt: sql`${ph("at")}`,
      version: sql`${appointments.version} + 1`,
    })
    .where(eq(appointments.id, ph("id")))
    .prepare();

  type Values = Pick<AppointmentRecord, "clientId" | "stylistId" | "serviceId" | "date" | "startTime" | "endTime" | "notes" | "cleanupMinutes">;

  return {
    list(filter: ListFilter): Appointment[] {
      const range =
        filter.kind === "date"
          ? { startDate: filter.date, endDate: filter.date }
          : filter.kind === "range"
            ? { startDate: filter.startDate, endDate: filter.endDate }
            : null;
      // Two statements whatever the length: the rows, then every listed visit's items.
      const [rows, items] =
        range === null
          ? [byClient.values({ clientId: filter.clientId! }), visitItems.ofClient(filter.clientId!)]
          : filter.clientId !== undefined
            ? [byClientRange.values({ ...range, clientId: filter.clientId }), visitItems.ofClientInRange(range, filter.clientId)]
            : [byRange.values(range), visitItems.inRange(range)];
      return (rows as Raw[]).map((row) => nest(row, items.get(row[0])));
    },
    findRow(id: number): Appointment | undefined {
      const row = byId.values({ id })[0];
      return row ? nest(row as Raw, visitItems.ofVisit(id)) : undefined;
    },
    findRecord: (id: number): AppointmentRecord | undefined => record.get({ id }),
    findClient: (id: number) => client.get({ id }),
    findStylist: (id: number) => stylist.get({ id }),
    findService: (id: number) => service.get({ id }),
    insert: (values: Values, at: string, origin: { status: AppointmentStatus; source: AppointmentSource } = { status: "booked", source: "staff" }) =>
      insert.get({ ...values, ...origin, at })!.id,
    /** A new status (cancelledBy null unless cancelled); stamps statusChangedAt and bumps the version. */
    setStatus: (id: number, change: { status: AppointmentStatus; cancelledBy: CancelledBy | null }, at: string) =>
      setStatus.run({ ...change, at, id }),
    /** An insert that also sets where the booking came from, its first status and its manage token's hash. */
    insertWith: (
      values: Values,
      extra: Pick<AppointmentRecord, "source" | "status" | "manageTokenHash">,
      at: string,
    ) => db.insert(appointments).values({ ...values, ...extra, version: 1, createdAt: at, updatedAt: at }).returning({ id: appointments.id }).get().id,
    /** A client booked by name in the appointment dialog, inside the appointment's transaction. */
    insertClient: (input: ClientRecord) => db.insert(clients).values(input).returning({ id: clients.id }).get().id,
    /** The oldest client with this stored phone, for the duplicate-phone rule. */
    findClientByPhone: (phone: string) =>
      db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          phone: clients.phone,
          email: clients.email,
          notes: clients.notes,
          whatsappConsent: clients.whatsappConsent,
          whatsappConsentAt: clients.whatsappConsentAt,
          walkIn: clients.walkIn,
        })
        .from(clients)
        .where(eq(clients.phone, phone))
        .orderBy(clients.id)
        .get(),
    /** Writes every column (the caller merged the patch) and bumps the version. */
    update: (id: number, values: Values, at: string) => update.run({ ...values, at, id }),
    remove: (id: number) => remove.run({ id }),

    // --- what the suggestions need (a few statements per request, whatever the range) ----------

    /** Active reminders due in the range whose stylist and service still take bookings. */
    dueReminders(filter: { startDate?: string; endDate?: string; clientId?: number }) {
      return db
        .select({
          id: recurringReminders.id,
          clientId: recurringReminders.clientId,
          serviceId: recurringReminders.serviceId,
          stylistId: recurringReminders.stylistId,
          preferredTime: recurringReminders.preferredTime,
          date: recurringReminders.nextReminderDate,
          client: {
            firstName: clients.firstName,
            lastName: clients.lastName,
            phone: clients.phone,
            email: clients.email,
            notes: clients.notes,
          },
          service: { name: services.name, duration: services.duration, price: services.price },
          stylist: { name: stylists.name },
        })
        .from(recurringReminders)
        .innerJoin(clients, eq(clients.id, recurringReminders.clientId))
        .innerJoin(services, eq(services.id, recurringReminders.serviceId))
        .innerJoin(stylists, eq(stylists.id, recurringReminders.stylistId))
        .where(
          and(
            eq(recurringReminders.isActive, true),
            isNull(stylists.archivedAt),
            isNull(services.archivedAt),
            filter.startDate === undefined ? undefined : gte(recurringReminders.nextReminderDate, filter.startDate),
            filter.endDate === undefined ? undefined : lte(recurringReminders.nextReminderDate, filter.endDate),
            filter.clientId === undefined ? undefined : eq(recurringReminders.clientId, filter.clientId),
          ),
        )
        .orderBy(asc(recurringReminders.nextReminderDate), asc(recurringReminders.id))
        .all();
    },

    /**
     * The salon's rules for these stylists from first to last and their booked items, from the one
     * loader of a salon's days (the free-slot search and the conflicts read the same).
     */
    dayRules: (stylistIds: number[], first: string, last: string) => days.load(stylistIds, first, last),

    /** Appointments holding their time (not cancelled) on those days of those clients. */
    clientBookingsOn(dates: string[], clientIds: number[]) {
      if (dates.length === 0) return [];
      return db
        .select({ clientId: appointments.clientId, date: appointments.date })
        .from(appointments)
        .where(and(inArray(appointments.date, dates), ne(appointments.status, "cancelled"), inArray(appointments.clientId, clientIds)))
        .all();
    },
  };
};
export type AppointmentsRepo = ReturnType<typeof appointmentsRepo>;
