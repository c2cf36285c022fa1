import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients } from "../../../db/schema";

/** Bookings waiting for the salon's approval ("Da approvare"). */
export const pendingRepo = (db: Db) => ({
  /**
   * Every pending booking, earliest first, with whether approving it sends her a WhatsApp message:
   * she consented, or her consent is still to be confirmed (the confirmation then asks for it).
   */
  waiting: () =>
    db
      .select({
        id: appointments.id,
        consent: sql<boolean>`(${clients.whatsappConsent} = 1 OR ${clients.whatsappConsentRequestedAt} IS NOT NULL)`.mapWith(Boolean),
      })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .where(eq(appointments.status, "pending"))
      .orderBy(asc(appointments.date), asc(appointments.startTime), asc(appointments.id))
      .all(),
  /** Pending bookings made at or before `createdBy` (UTC ISO): the ones whose approval came too late. */
  madeBy: (createdBy: string) =>
    db
      .select({ id: appointments.id, version: appointments.version })
      .from(appointments)
      .where(and(eq(appointments.status, "pending"), lte(appointments.createdAt, createdBy)))
      .orderBy(asc(appointments.createdAt), asc(appointments.id))
      .all(),
});
