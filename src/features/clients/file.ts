import { and, eq, inArray, isNull, lte, max, notInArray } from "drizzle-orm";
import { appointments, clients } from "../../../db/schema";
import { currentConsents, hasConsent, marketingLapsed, type ConsentEntry } from "../../domain/consents";
import { invalid } from "../../domain/errors";
import type { Client, ClientDetail, ClientInput } from "../../domain/schemas/clients";
import { HEALTH_CONSENT_NEEDED } from "../../domain/schemas/client-file";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { consentsRepo } from "../../privacy/consents-repo";
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
type FileFields = { birthday: string | null; codiceFiscale: string; address: string; allergies: string; patchTestDate: string | null };

export const fileRepo = (db: Executor) => ({
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
  lastVisits: (until?: string) =>
    new Map(
      db
        .select({ clientId: appointments.clientId, day: max(appointments.date) })
        .from(appointments)
        .where(and(until === undefined ? undefined : lte(appointments.date, until), notInArray(appointments.status, [...NOT_A_VISIT])))
        .groupBy(appointments.clientId)
        .all()
        .map((r) => [r.clientId, r.day]),
    ),
  present: (ids?: number[]) =>
    db
      .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, phone: clients.phone, createdAt: clients.createdAt, walkIn: clients.walkIn })
      .from(clients)
      .where(and(isNull(clients.erasedAt), ids ? inArray(clients.id, ids) : undefined))
      .all(),
});

/** Her file beside the list's row: the extra fields and her consents as they stand. */
export function createClientFile(ctx: AppContext) {
  const today = () => wallClockIn(ctx.config.timeZone, ctx.clock.now()).date;
  const dayOf = (iso: string) => wallClockIn(ctx.config.timeZone, new Date(iso)).date;

  return {
    dayOf,
    today,
    detail(db: Executor, client: Client): ClientDetail {
      const fields = fileRepo(db).fields(client.id)!;
      const consents = currentConsents(consentsRepo(db).history(client.id));
      const lapsed = marketingLapsed(consents, fileRepo(db).lastVisit(client.id, today()), today(), dayOf);
      return { ...client, ...fields, consents, marketingLapsed: lapsed };
    },

    /**
     * The file fields a save carries (absent ones stay). Allergies and a patch test are health
     * data: written only while her health consent is given (clearing them is always allowed).
     */
    save(db: Executor, id: number, input: ClientInput) {
      const { birthday, codiceFiscale, address, allergies, patchTestDate } = input;
      const before = fileRepo(db).fields(id);
      const consents: ConsentEntry[] = currentConsents(consentsRepo(db).history(id));
      const writesHealth =
        (allergies !== undefined && allergies.trim() !== "" && allergies !== before?.allergies) ||
        (patchTestDate !== undefined && patchTestDate !== null && patchTestDate !== before?.patchTestDate);
      if (writesHealth && !hasConsent(consents, "health")) {
        throw invalid(HEALTH_CONSENT_NEEDED, { [allergies !== undefined && allergies !== before?.allergies ? "allergies" : "patchTestDate"]: HEALTH_CONSENT_NEEDED }, "health_consent");
      }
      const fields = Object.fromEntries(
        Object.entries({ birthday, codiceFiscale, address, allergies, patchTestDate }).filter(([, v]) => v !== undefined),
      ) as Partial<FileFields>;
      fileRepo(db).write(id, fields);
    },
  };
}
