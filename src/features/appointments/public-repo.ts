import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, services, stylists } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";
import type { ScheduleInputs } from "../../domain/online-booking";
import { performerIds, salonDays } from "../../schedule/salon-days";

const ph = (name: string) => sql.placeholder(name);
/** ≥ 16 random bytes, base64url: the consent buttons carry it, so it must not be guessable. */
const newReplyToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");

/**
 * What the public booking routes read and write beyond the appointments service: a range's
 * schedule in a handful of statements (then the domain computes), the client by phone, the
 * per-phone count, the manage token's booking. Nothing here selects another client's data for an
 * answer: bookings are read as stylist, day and times only.
 */
export const publicBookingRepo = (db: Db) => {
  const days = salonDays(db);
  const onlineSince = db
    .select({ createdAt: appointments.createdAt })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(and(eq(clients.phone, ph("phone")), eq(appointments.source, "online"), gt(appointments.createdAt, ph("since"))))
    .prepare();
  const byTokenHash = db
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      version: appointments.version,
      serviceName: services.name,
      // The visit's services in order, as booked (a JSON array; "[]" for a row without items).
      itemNames: sql<string>`(SELECT json_group_array(name) FROM (SELECT service_name AS name FROM appointment_items WHERE appointment_id = ${appointments.id} ORDER BY position))`,
      stylistName: stylists.name,
      // A message goes to her: she consented, or the confirmation asks her to (consent pending).
      clientConsent: sql<boolean>`(${clients.whatsappConsent} = 1 OR ${clients.whatsappConsentRequestedAt} IS NOT NULL)`.mapWith(Boolean),
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(eq(appointments.manageTokenHash, ph("hash")))
    .prepare();

  return {
    /** The chosen services still in the catalogue, by name. */
    services: (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : db
            .select({ id: services.id, name: services.name, duration: services.duration, price: services.price })
            .from(services)
            .where(and(inArray(services.id, [...ids]), isNull(services.archivedAt)))
            .orderBy(asc(services.name), asc(services.id))
            .all(),
    /** A visit's services still in the catalogue, with their posa, finishing and performers. */
    visitServices: (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : db
            .select({
              id: services.id,
              name: services.name,
              duration: services.duration,
              processingMinutes: services.processingMinutes,
              finishingMinutes: services.finishingMinutes,
              stylistIds: services.stylistIds,
            })
            .from(services)
            .where(and(inArray(services.id, [...ids]), isNull(services.archivedAt)))
            .all()
            .map((s) => ({ ...s, stylistIds: performerIds(s.stylistIds) })),
    /** The chosen stylists still active, by name. */
    stylists: (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : db
            .select({ id: stylists.id, name: stylists.name })
            .from(stylists)
            .where(and(inArray(stylists.id, [...ids]), isNull(stylists.archivedAt)))
            .orderBy(asc(stylists.name), asc(stylists.id))
            .all(),

    /** Everything the free-time search reads for these stylists and days (the one loader). */
    schedule: (stylistIds: readonly number[], from: string, to: string): ScheduleInputs => days.load(stylistIds, from, to),

    /** When each online booking made with this phone after `since` (UTC ISO) was created. */
    onlineBookingsSince: (phone: string, since: string): string[] => onlineSince.all({ phone, since }).map((r) => r.createdAt),

    /** The oldest client with this phone: an online booking joins their history. */
    clientByPhone: (phone: string) =>
      db.select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName }).from(clients).where(eq(clients.phone, phone)).orderBy(asc(clients.id)).get(),

    hasConsent: (clientId: number) =>
      db.select({ consent: clients.whatsappConsent }).from(clients).where(eq(clients.id, clientId)).get()?.consent === true,

    /** Consent ticked online for her number and not yet answered by the number itself. */
    consentRequested: (clientId: number) =>
      (db.select({ at: clients.whatsappConsentRequestedAt }).from(clients).where(eq(clients.id, clientId)).get()?.at ?? null) !== null,

    /** Consent ticked on the public form for a new number: asked, not given. */
    requestConsent: (clientId: number, at: string) =>
      db.update(clients).set({ whatsappConsentRequestedAt: at }).where(and(eq(clients.id, clientId), eq(clients.whatsappConsent, false))).run(),

    /** The name typed online, when it is not the stored client's ("Da verificare"). */
    setOnlineName: (appointmentId: number, name: string) => db.update(appointments).set({ onlineName: name }).where(eq(appointments.id, appointmentId)).run(),

    /**
     * A WhatsApp message for the dispatcher to send (once per appointment, kind and time). A
     * confirmation carries a reply token for its "Sì" / "Non sono io" buttons.
     */
    queueMessage: (appointmentId: number, kind: "confirmation" | "approval", slot: string) =>
      db
        .insert(appointmentMessages)
        .values({ appointmentId, kind, slot, status: "queued", replyToken: kind === "confirmation" ? newReplyToken() : null })
        .onConflictDoNothing()
        .run(),

    byTokenHash: (hash: string) => byTokenHash.get({ hash }),
  };
};
export type PublicBookingRepo = ReturnType<typeof publicBookingRepo>;
