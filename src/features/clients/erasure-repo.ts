import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { activity, appointments, clients, recurringReminders, services, stylists } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { appointmentMessages, incomingMessages } from "../../../db/schema-messages";
import { receiptMessages } from "../../../db/schema-receipts";
import { ERASED_CLIENT, FUTURE_STATUSES } from "../../domain/client-erasure";
import type { FutureVisit } from "../../domain/schemas/clients";
import type { Executor } from "./repo";

/** The drizzle side of anonymising a client (src/features/clients/erasure.ts decides). */
export const erasureRepo = (db: Executor) => ({
  isErased: (clientId: number) =>
    db.select({ erasedAt: clients.erasedAt }).from(clients).where(eq(clients.id, clientId)).get()?.erasedAt != null,

  /** Her visits from `today` on that still hold their time, soonest first, with their services in order. */
  futureVisits(clientId: number, today: string): FutureVisit[] {
    const rows = db
      .select({
        id: appointments.id,
        date: appointments.date,
        startTime: appointments.startTime,
        endTime: appointments.endTime,
        status: appointments.status,
        serviceName: services.name,
        stylistName: stylists.name,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
      .where(and(eq(appointments.clientId, clientId), gte(appointments.date, today), inArray(appointments.status, [...FUTURE_STATUSES])))
      .orderBy(asc(appointments.date), asc(appointments.startTime), asc(appointments.id))
      .all();
    if (rows.length === 0) return [];
    const items = db
      .select({ appointmentId: appointmentItems.appointmentId, serviceName: appointmentItems.serviceName, stylistName: stylists.name })
      .from(appointmentItems)
      .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId))
      .where(inArray(appointmentItems.appointmentId, rows.map((r) => r.id)))
      .orderBy(asc(appointmentItems.appointmentId), asc(appointmentItems.position))
      .all();
    return rows.map(({ serviceName, stylistName, ...visit }) => {
      const own = items.filter((i) => i.appointmentId === visit.id);
      // A visit written before its items existed has only the appointment's own service.
      const services = own.length > 0 ? own.map((i) => i.serviceName) : [serviceName];
      const stylists = own.length > 0 ? [...new Set(own.map((i) => i.stylistName))] : [stylistName];
      return { ...visit, services, stylists };
    });
  },

  /** Cancelled by the salon ("Annullato dal salone"), each a new version. */
  cancelVisits(ids: number[], at: string) {
    if (ids.length === 0) return;
    db.update(appointments)
      .set({ status: "cancelled", cancelledBy: "staff", statusChangedAt: at, updatedAt: at, version: sql`${appointments.version} + 1` })
      .where(inArray(appointments.id, ids))
      .run();
  },

  /** Her visits' ids and days (the live event names them: every one now reads "Cliente eliminato"). */
  visits: (clientId: number) =>
    db.select({ id: appointments.id, date: appointments.date }).from(appointments).where(eq(appointments.clientId, clientId)).all(),

  reminderIds: (clientId: number) =>
    db.select({ id: recurringReminders.id }).from(recurringReminders).where(eq(recurringReminders.clientId, clientId)).all().map((r) => r.id),

  /**
   * Her row keeps its id (her visits point at it) and nothing of her: name, phone, email,
   * notes, every consent. What she wrote or was called on her visits (a WhatsApp reply, the name
   * typed online) goes too; the salon's own visit notes stay. Her recurring reminders go (they
   * exist to message her, and their messages follow them). The WhatsApp messages she sent (about
   * her visits, or from her number) keep what they did but lose her number and her words.
   */
  anonymise(clientId: number, at: string) {
    const phone = db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, clientId)).get()?.phone ?? "";
    const herVisits = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientId, clientId));
    // Meta gives the sender's number without its "+".
    const fromHer = phone === "" ? undefined : inArray(incomingMessages.fromPhone, [phone, phone.replace(/^\+/, "")]);
    db.update(incomingMessages)
      .set({ fromPhone: "", fromUserId: null, body: null })
      .where(or(inArray(incomingMessages.appointmentId, herVisits), fromHer))
      .run();
    db.update(clients)
      .set({
        ...ERASED_CLIENT,
        phone: "",
        email: "",
        notes: "",
        whatsappConsent: false,
        whatsappConsentAt: null,
        whatsappConsentRequestedAt: null,
        birthday: null,
        codiceFiscale: "",
        address: "",
        allergies: "",
        patchTestDate: null,
        walkIn: false,
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(clients.id, clientId))
      .run();
    db.update(appointments)
      .set({ onlineName: null, clientMessage: null, clientMessageAt: null, clientMessageSeenAt: null })
      .where(eq(appointments.clientId, clientId))
      .run();
    db.delete(recurringReminders).where(eq(recurringReminders.clientId, clientId)).run();
  },

  /** The WhatsApp messages sent to her: about her visits, and the till's receipts. */
  deleteSentMessages(clientId: number) {
    const herVisits = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientId, clientId));
    db.delete(appointmentMessages).where(inArray(appointmentMessages.appointmentId, herVisits)).run();
    db.delete(receiptMessages).where(eq(receiptMessages.clientId, clientId)).run();
  },

  /** The trail entries about her: her own client entries, and those of her visits and reminders. */
  trailAbout(clientId: number, appointmentIds: number[], reminderIds: number[]) {
    return db
      .select({ id: activity.id, entity: activity.entity, summary: activity.summary, changes: activity.changes })
      .from(activity)
      .where(
        or(
          and(eq(activity.entity, "client"), eq(activity.entityId, clientId)),
          appointmentIds.length > 0 ? and(eq(activity.entity, "appointment"), inArray(activity.entityId, appointmentIds)) : undefined,
          reminderIds.length > 0 ? and(eq(activity.entity, "reminder"), inArray(activity.entityId, reminderIds)) : undefined,
        ),
      )
      .all();
  },

  rewriteTrailEntry: (id: number, summary: string, changes: string) =>
    db.update(activity).set({ summary, changes }).where(eq(activity.id, id)).run(),
});
