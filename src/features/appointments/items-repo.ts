import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, services, stylists } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import type { AppointmentItem } from "../../domain/schemas/appointment-items";

// A visit's items: read for every listed visit in one prepared statement per list (joined through
// the appointments' own indexes, so a month reads its items like it reads its rows), written in
// the visit's transaction, and each stylist's busy items of a day for the overlap rule.

const ph = (name: string) => sql.placeholder(name);

// The columns of one item row, in the order `.values()` returns them.
const ITEM_FLAT = {
  appointmentId: appointmentItems.appointmentId,
  id: appointmentItems.id,
  serviceId: appointmentItems.serviceId,
  serviceName: appointmentItems.serviceName,
  stylistId: appointmentItems.stylistId,
  stylistName: stylists.name,
  startTime: appointmentItems.startTime,
  endTime: appointmentItems.endTime,
  processingMinutes: appointmentItems.processingMinutes,
  finishingMinutes: appointmentItems.finishingMinutes,
  priceCents: appointmentItems.priceCents,
};
type ItemRaw = [number, number, number, string, number, string, string, string, number, number, number];

/** A stored item as the writes give it (no stylist name: the readers join it). */
export type ItemValues = Omit<AppointmentItem, "id" | "stylistName"> & { id?: number };

/** Another visit's item of one stylist on one day, with what the overlap rule needs of its visit. */
export type BusyItem = {
  appointmentId: number;
  stylistId: number;
  startTime: string;
  endTime: string;
  processingMinutes: number;
  finishingMinutes: number;
  /** The visit's cleaning time when this is the visit's last item (the first of those ending last), else 0. */
  cleanupMinutes: number;
};

export const itemsRepo = (db: Db) => {
  const joined = () =>
    db
      .select(ITEM_FLAT)
      .from(appointments)
      .innerJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.id))
      .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId));
  const ORDER = [asc(appointmentItems.appointmentId), asc(appointmentItems.position)];
  const inRange = and(gte(appointments.date, ph("startDate")), lte(appointments.date, ph("endDate")));
  const byRange = joined().where(inRange).orderBy(...ORDER).prepare();
  const byClient = joined().where(eq(appointments.clientId, ph("clientId"))).orderBy(...ORDER).prepare();
  const byClientRange = joined().where(and(eq(appointments.clientId, ph("clientId")), inRange)).orderBy(...ORDER).prepare();
  const byId = joined().where(eq(appointments.id, ph("id"))).orderBy(...ORDER).prepare();

  const insert = db
    .insert(appointmentItems)
    .values({
      appointmentId: ph("appointmentId"),
      position: ph("position"),
      serviceId: ph("serviceId"),
      serviceName: ph("serviceName"),
      stylistId: ph("stylistId"),
      date: ph("date"),
      startTime: ph("startTime"),
      endTime: ph("endTime"),
      processingMinutes: ph("processingMinutes"),
      finishingMinutes: ph("finishingMinutes"),
      priceCents: ph("priceCents"),
    })
    .prepare();
  // What an item copies from its service, and who may perform it.
  const service = db
    .select({
      id: services.id,
      name: services.name,
      duration: services.duration,
      price: services.price,
      processingMinutes: services.processingMinutes,
      finishingMinutes: services.finishingMinutes,
      stylistIds: services.stylistIds,
      archivedAt: services.archivedAt,
    })
    .from(services)
    .where(eq(services.id, ph("id")))
    .prepare();
  const stylist = db
    .select({ id: stylists.id, name: stylists.name, archivedAt: stylists.archivedAt })
    .from(stylists)
    .where(eq(stylists.id, ph("id")))
    .prepare();
  const removeAll = db.delete(appointmentItems).where(eq(appointmentItems.appointmentId, ph("appointmentId"))).prepare();
  const idsOf = db.select({ id: appointmentItems.id }).from(appointmentItems).where(eq(appointmentItems.appointmentId, ph("appointmentId"))).prepare();

  // The (stylist_id, date) index finds a stylist's items of the day; a cancelled visit has freed
  // its time. A row with no items (written by something that predates items: an import, an older
  // process during an upgrade) still holds its whole span for its stylist.
  const busy = db.$client.query<BusyItem, [number, string, number, number, string, number]>(
    `SELECT i.appointment_id AS appointmentId, i.stylist_id AS stylistId, i.start_time AS startTime, i.end_time AS endTime,
            i.processing_minutes AS processingMinutes, i.finishing_minutes AS finishingMinutes,
            CASE WHEN i.end_time = a.end_time AND NOT EXISTS (
              SELECT 1 FROM appointment_items o
              WHERE o.appointment_id = i.appointment_id AND o.end_time = i.end_time AND o.position < i.position
            ) THEN a.cleanup_minutes ELSE 0 END AS cleanupMinutes
       FROM appointment_items i JOIN appointments a ON a.id = i.appointment_id
      WHERE i.stylist_id = ?1 AND i.date = ?2 AND a.status <> 'cancelled' AND a.id <> ?3
     UNION ALL
     SELECT a.id, a.stylist_id, a.start_time, a.end_time, 0, 0, a.cleanup_minutes
       FROM appointments a
      WHERE a.stylist_id = ?4 AND a.date = ?5 AND a.status <> 'cancelled' AND a.id <> ?6
        AND NOT EXISTS (SELECT 1 FROM appointment_items x WHERE x.appointment_id = a.id)`,
  );

  /** Items grouped by visit id, from raw rows ordered by visit then position. */
  const group = (rows: unknown[]): Map<number, AppointmentItem[]> => {
    const byVisit = new Map<number, AppointmentItem[]>();
    for (const r of rows as ItemRaw[]) {
      const item: AppointmentItem = {
        id: r[1],
        serviceId: r[2],
        serviceName: r[3],
        stylistId: r[4],
        stylistName: r[5],
        startTime: r[6],
        endTime: r[7],
        processingMinutes: r[8],
        finishingMinutes: r[9],
        priceCents: r[10],
      };
      const list = byVisit.get(r[0]);
      if (list) list.push(item);
      else byVisit.set(r[0], [item]);
    }
    return byVisit;
  };

  return {
    inRange: (range: { startDate: string; endDate: string }) => group(byRange.values(range)),
    ofClient: (clientId: number) => group(byClient.values({ clientId })),
    ofClientInRange: (range: { startDate: string; endDate: string }, clientId: number) =>
      group(byClientRange.values({ ...range, clientId })),
    ofVisit: (id: number): AppointmentItem[] => group(byId.values({ id })).get(id) ?? [],
    service: (id: number) => service.get({ id }),
    stylist: (id: number) => stylist.get({ id }),
    /**
     * Replaces the visit's items (in the caller's transaction). An item with the `id` of one of
     * this visit's items is that row, updated in place, so what hangs on it (its colour formula,
     * its photos) stays through a move or an edit; only the items left out are deleted.
     */
    replace(appointmentId: number, date: string, items: readonly ItemValues[]) {
      const present = new Set(idsOf.all({ appointmentId }).map((r) => r.id));
      const kept = new Set(items.flatMap((i) => (i.id !== undefined && present.has(i.id) ? [i.id] : [])));
      if (kept.size === 0) removeAll.run({ appointmentId });
      else {
        const gone = [...present].filter((id) => !kept.has(id));
        if (gone.length > 0) db.delete(appointmentItems).where(inArray(appointmentItems.id, gone)).run();
        // Out of the way of the (visit, position) unique index while the kept rows are renumbered.
        db.update(appointmentItems).set({ position: sql`-1 - ${appointmentItems.position}` }).where(eq(appointmentItems.appointmentId, appointmentId)).run();
      }
      items.forEach(({ id, ...item }, position) => {
        if (id !== undefined && kept.has(id)) {
          db.update(appointmentItems).set({ ...item, position, date }).where(eq(appointmentItems.id, id)).run();
        } else if (id !== undefined) {
          db.insert(appointmentItems).values({ ...item, id, appointmentId, position, date }).run();
        } else {
          insert.run({ ...item, appointmentId, position, date });
        }
      });
    },
    /** Other visits' items of this stylist on this day (not `excludeId`), for the overlap rule. */
    busyOf: (stylistId: number, date: string, excludeId = 0): BusyItem[] =>
      busy.all(stylistId, date, excludeId, stylistId, date, excludeId),
  };
};
export type ItemsRepo = ReturnType<typeof itemsRepo>;
