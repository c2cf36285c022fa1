import type { MovableVisit } from "../../../src/domain/item-moves";
import type { AppointmentItem } from "../../../src/domain/schemas/appointment-items";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import { toMinutes } from "../../../src/domain/time";
import { posaPart } from "../../../src/domain/visit-time";
import { italianList } from "../../../src/domain/names";

/** One service of a visit, as the appointment JSON carries it in `items`. */
export type VisitItem = AppointmentItem;

/**
 * A visit's items in order. A suggestion (never stored) is one item made from its own fields, with
 * no posa.
 */
export function itemsOf(a: Appointment | Suggestion): readonly VisitItem[] {
  if ("items" in a && a.items.length > 0) return a.items;
  return [
    {
      id: typeof a.id === "number" ? -a.id : 0,
      serviceId: a.serviceId,
      serviceName: a.service.name,
      stylistId: a.stylistId,
      stylistName: a.stylist.name,
      startTime: a.startTime,
      endTime: a.endTime,
      processingMinutes: 0,
      finishingMinutes: 0,
      priceCents: a.service.price,
    },
  ];
}

/** The visit as the move rules read it. */
export const asMovable = (a: Appointment): MovableVisit<VisitItem> => ({ id: a.id, date: a.date, cleanupMinutes: a.cleanupMinutes, items: itemsOf(a) });

/** "Colore e Taglio", "Colore, Taglio e Piega": a visit's services in order. */
export function servicesLabel(a: Appointment | Suggestion): string {
  const names = itemsOf(a).map((i) => i.serviceName);
  return italianList(names);
}

/** One block of the day view: an item of a visit, with its place in the visit ("1/2"). */
export type PlacedItem = {
  key: string;
  appointment: Appointment | Suggestion;
  item: VisitItem;
  /** 1-based position and count: "1/2". */
  index: number;
  count: number;
  /** The posa within the block, in minutes from the item's start, or null. */
  posa: { offset: number; minutes: number } | null;
  /** Drawn inset: it starts inside another block of the column (another client's in a posa). */
  inset: boolean;
};

/** A stylist's blocks on a day: every item of theirs, earliest first, insetting those that start inside another. */
export function itemsForStylist(appointments: readonly (Appointment | Suggestion)[], stylistId: number): PlacedItem[] {
  const placed: PlacedItem[] = [];
  for (const a of appointments) {
    const items = itemsOf(a);
    items.forEach((item, i) => {
      if (item.stylistId !== stylistId) return;
      const posa = posaPart(item);
      const start = toMinutes(item.startTime);
      placed.push({
        key: `${a.id}:${item.id}`,
        appointment: a,
        item,
        index: i + 1,
        count: items.length,
        posa: posa ? { offset: posa.start - start, minutes: posa.end - posa.start } : null,
        inset: false,
      });
    });
  }
  placed.sort((x, y) => toMinutes(x.item.startTime) - toMinutes(y.item.startTime) || toMinutes(y.item.endTime) - toMinutes(x.item.endTime));
  let reach = -1;
  for (const p of placed) {
    const start = toMinutes(p.item.startTime);
    if (start < reach) p.inset = true;
    reach = Math.max(reach, toMinutes(p.item.endTime));
  }
  return placed;
}
