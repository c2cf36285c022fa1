import { invalid } from "../../domain/errors";
import type { AppointmentItemInput } from "../../domain/schemas/appointment-items";
import type { Appointment, AppointmentUpdateInput } from "../../domain/schemas/appointments";
import { fromMinutes, toMinutes } from "../../domain/time";
import { lastItem } from "../../domain/visit-time";
import { PAST_MIDNIGHT } from "./visit-items";

/**
 * The spec's move body (date, startTime, endTime, stylistId, serviceId) on a visit, as the items
 * it asks for, or null when it asks for no item change (notes, client, cleaning time only).
 * - One item: the body is that item's (its stylist, service, start and end).
 * - Several items ("Sposta visita"): a new startTime shifts every item by the same offset, keeping
 *   their distances; stylistId and serviceId change the first item only; endTime sets the end of
 *   the item that ends last (after the shift; the calendar's drag sends the shifted span and so
 *   changes nothing more). A new date alone moves the whole visit to that day.
 * A row with no items (written outside the service) reads as one item of its own columns, and
 * any update gives it that item.
 */
export function movedItems(before: Appointment, input: AppointmentUpdateInput): AppointmentItemInput[] | null {
  const asks = [input.date, input.startTime, input.endTime, input.stylistId, input.serviceId].some((v) => v !== undefined);
  const stored: AppointmentItemInput[] =
    before.items.length > 0
      ? before.items.map((i) => ({ id: i.id, serviceId: i.serviceId, stylistId: i.stylistId, startTime: i.startTime, endTime: i.endTime }))
      : [{ serviceId: before.serviceId, stylistId: before.stylistId, startTime: before.startTime, endTime: before.endTime }];
  if (!asks && before.items.length > 0) return null;
  if (stored.length === 1) {
    const item = stored[0] as AppointmentItemInput;
    return [
      {
        ...item,
        serviceId: input.serviceId ?? item.serviceId,
        stylistId: input.stylistId ?? item.stylistId,
        startTime: input.startTime ?? item.startTime,
        endTime: input.endTime ?? item.endTime,
      },
    ];
  }
  const offset = input.startTime === undefined ? 0 : toMinutes(input.startTime) - toMinutes(before.startTime);
  const shift = (time: string) => {
    const minutes = toMinutes(time) + offset;
    if (minutes < 0 || minutes >= 24 * 60) throw invalid(PAST_MIDNIGHT, { startTime: PAST_MIDNIGHT }, "validation");
    return fromMinutes(minutes);
  };
  const shifted = stored.map((item) => ({ ...item, startTime: shift(item.startTime), endTime: shift(item.endTime as string) }));
  const first = shifted[0] as AppointmentItemInput;
  if (input.stylistId !== undefined) first.stylistId = input.stylistId;
  if (input.serviceId !== undefined) first.serviceId = input.serviceId;
  if (input.endTime !== undefined) {
    const last = lastItem(shifted.map((item) => ({ ...item, endTime: item.endTime as string, processingMinutes: 0, finishingMinutes: 0 })));
    const target = shifted.find((item) => item.id === last?.id);
    if (target) target.endTime = input.endTime;
  }
  return shifted;
}
