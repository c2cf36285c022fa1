import { and, eq, inArray, isNull, lte, max, notInArray, type SQL } from "drizzle-orm";
import { appointments, clients } from "../../../db/schema";
import { clientConsents } from "../../../db/schema-privacy";
import type { Executor } from "./repo";

/** Statuses that are no visit: she did not come, or it never happened. */
export const NOT_A_VISIT = ["cancelled", "no_show", "pending"] as const;

const fileColumns = {
  birthday: clients.birthday,
  codiceFiscale: clients.codiceFiscale,
  address: clients.address,
  allergies: clients.allergies,
  patchTestDate: clients.patchTestDate,
};
export type FileFields = { birthday: string | null; codiceFiscale: string; address: string; allergies: string; patchTestDate: string | null };

/** The drizzle side of the client file (src/features/clients/file.ts and the privacy lists decide). */
export const fileRepo = (db: Executor) => {
  /** Clients with any marketing consent recorded, given or withdrawn (the only ones that may lapse). */
  const withMarketing = () => db.selectDistinct({ id: clientConsents.clientId }).from(clientConsents).where(eq(clientConsents.purpose, "marketing"));
  const lastVisitsWhere = (until: string | undefined, which: SQL | undefined) =>
    new Map(
      db
        .select({ clientId: appointments.clientId, day: max(appointments.date) })
        .from(appointments)
        .where(and(until === undefined ? undefined : lte(appointments.date, until), notInArray(appointments.status, [...NOT_A_VISIT]), which))
        .groupBy(appointments.clientId)
        .all()
        .map((r) => [r.clientId, r.day]),
    );
  return {
    fields: (id: number): FileFields | undefined => db.select(fileColumns).from(clients).where(eq(clients.id, id)).get(),
    write: (id: number, fields: Partial<FileFields>) => {
      if (Object.keys(fields).length > 0) db.update(clients).set(fields).where(eq(clients.id, id)).run();
    },
    /** Her last visit on or before `today` (a salon day), null without one. */
    lastVisit: (id: number, today: string): string | null =>
      db
        .select({ day: max(appointments.date) })
        .from(appointments)
        .where(and(eq(appointments.clientId, id), lte(appointments.date, today), notInArray(appointments.status, [...NOT_A_VISIT])))
        .get()?.day ?? null,
    /** Every client's last visit on or before `until` (every one, a booked future visit included, without it). */
    lastVisits: (until?: string) => lastVisitsWhere(until, undefined),
    /** The last visit on or before `until` of each client with a marketing consent recorded. */
    lastVisitsWithMarketing: (until: string) => lastVisitsWhere(until, inArray(appointments.clientId, withMarketing())),
    present: (ids?: number[]) =>
      db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, phone: clients.phone, createdAt: clients.createdAt, walkIn: clients.walkIn })
        .from(clients)
        .where(and(isNull(clients.erasedAt), ids ? inArray(clients.id, ids) : undefined))
        .all(),
  };
};
