import { atom, useAtomValue } from "jotai";
import { useCallback, useMemo, useState } from "react";
import { appointmentConflict, type BookedConflict } from "../../../src/domain/conflicts";
import type { FreeSlotDto } from "../../../src/domain/schemas/availability";
import { fromMinutes, isValidDate, toMinutes } from "../../../src/domain/time";
import { visitBusyByStylist } from "../../../src/domain/visit-time";
import type { FreeSlotsParams } from "../../entities/availability";
import { itemsBody } from "./form-items";
import { fetchFreeSlots } from "../../entities/availability";
import { extraordinaryDaysOnAtom } from "../../entities/extraordinary-days";
import { openingHoursOrDefaultAtom } from "../../entities/opening-hours";
import { stylistsAtom } from "../../entities/stylists";
import { vacationsOnAtom } from "../../entities/vacations";
import { workingHoursByStylistAtom } from "../../entities/working-hours";
import { endTimeOf, startTimeOf, type AppointmentForm } from "./form-model";
import type { ExtraordinaryDay, Vacation } from "../../../src/domain/availability";

const NOTHING = atom({ data: undefined, error: null, loading: false });

/**
 * The vacations and extraordinary day of the one day a booking is for (undefined while they
 * load, or while the date is not a valid day): never the whole history.
 */
export function useScheduleOn(date: string): { vacations?: Vacation[]; extraordinaryDays?: ExtraordinaryDay[] } {
  const key = isValidDate(date) ? `${date}|${date}` : null;
  const vacations = useAtomValue(key ? vacationsOnAtom(key) : NOTHING).data;
  const extraordinaryDays = useAtomValue(key ? extraordinaryDaysOnAtom(key) : NOTHING).data;
  return { vacations, extraordinaryDays };
}

/** One offered time: the stylist it is for and whether that is the one the form has. */
export type Alternative = { date: string; startTime: string; stylistId: number; stylistName: string };
export type Alternatives = { same: Alternative[]; others: Alternative[] };

const SAME_LIMIT = 4;
const OTHERS_LIMIT = 4;

/** The length the form books: start to end, extras and cleaning included. */
function lengthOf(form: AppointmentForm): number | null {
  const end = endTimeOf(form);
  return end === null ? null : toMinutes(end) - toMinutes(startTimeOf(form));
}

/** Identifies one chosen place, so an override holds only for the time it was given for. */
export const placeKey = (form: AppointmentForm) =>
  `${form.stylistId}|${form.date}|${startTimeOf(form)}|${endTimeOf(form) ?? ""}|${form.items.map((i) => `${i.serviceId}/${i.stylistId}/${i.start}`).join(",")}`;

/** The visit's items as the server books them; a visit of several is searched and judged item by item. */
const visitItems = (form: AppointmentForm) =>
  form.items.length === 0
    ? []
    : itemsBody(form).map((i) => ({ ...i, endTime: i.endTime ?? i.startTime, processingMinutes: i.processingMinutes ?? 0, finishingMinutes: i.finishingMinutes ?? 0 }));

/**
 * What the free-slot search asks for this form: one service's length as typed, or a whole visit
 * (`serviceIds`, its cleaning) with the stylist every item shares (none when they differ).
 */
export function searchFor(form: AppointmentForm): { params: FreeSlotsParams; stylistId: number } | null {
  const items = visitItems(form);
  if (items.length === 0) {
    const duration = lengthOf(form);
    return duration === null ? null : { params: { duration }, stylistId: Number(form.stylistId) };
  }
  if (items.some((i) => !i.serviceId)) return null;
  const first = items[0]!.stylistId;
  const shared = items.every((i) => i.stylistId === first) ? first : 0;
  return { params: { serviceIds: items.map((i) => i.serviceId).join(","), cleaning: form.cleaning || undefined }, stylistId: shared };
}

/**
 * What the dialog knows about availability: the warning for the chosen place (a vacation, a break,
 * outside working or opening hours, a closed day: overridable, the server refuses only overlaps)
 * and, on demand, the next free times for that stylist and length plus the first ones with
 * another stylist.
 */
export function useBookingAvailability(form: AppointmentForm, editingId?: number) {
  const opening = useAtomValue(openingHoursOrDefaultAtom).data;
  const { extraordinaryDays, vacations } = useScheduleOn(form.date);
  const workingHours = useAtomValue(workingHoursByStylistAtom).data;
  const stylists = useAtomValue(stylistsAtom).data;
  // Kept by id and named at render: the team may still be loading when the answer comes.
  const [found, setFound] = useState<{ same: FreeSlotDto[]; others: { slot: FreeSlotDto; stylistId: number }[]; stylistId: number } | null>(null);
  const [loading, setLoading] = useState(false);

  const nameOf = useCallback((id: number) => stylists?.find((s) => s.id === id)?.name ?? "Lo stilista", [stylists]);

  // The same rule that marks a booked appointment in conflict judges the time being chosen.
  const warning: BookedConflict | null = useMemo(() => {
    const stylistId = Number(form.stylistId);
    const endTime = endTimeOf(form);
    if (!opening || !stylistId || !isValidDate(form.date) || endTime === null) return null;
    const inputs = { opening, extraordinaryDays: extraordinaryDays ?? [], vacations: vacations ?? [], workingHoursOf: (id: number) => workingHours?.get(id) ?? [] };
    const judge = (id: number, startTime: string, end: string) => appointmentConflict({ stylistId: id, date: form.date, startTime, endTime: end, stylist: { name: nameOf(id) } }, inputs);
    const items = visitItems(form);
    if (items.length === 0) return judge(stylistId, startTimeOf(form), endTime);
    // A visit: each stylist over her own busy parts (another's items and her posa do not count).
    for (const [id, parts] of visitBusyByStylist(items.filter((i) => i.stylistId > 0), form.cleaning)) {
      for (const part of parts) {
        const conflict = judge(id, fromMinutes(part.start), fromMinutes(part.end));
        if (conflict) return conflict;
      }
    }
    return null;
  }, [form, opening, extraordinaryDays, vacations, workingHours, nameOf]);

  /** Asks the server for free times from the chosen day and time on; failures offer nothing. */
  const loadAlternatives = useCallback(
    async (f: AppointmentForm) => {
      const search = searchFor(f);
      if (!isValidDate(f.date) || search === null) return;
      const { stylistId } = search;
      setLoading(true);
      const base = { ...search.params, from: f.date, fromTime: startTimeOf(f), excludeId: editingId };
      try {
        const [same, all] = await Promise.all([
          stylistId ? fetchFreeSlots({ ...base, stylistId, limit: SAME_LIMIT }) : null,
          fetchFreeSlots({ ...base, exceptStylistId: stylistId || undefined, limit: OTHERS_LIMIT }),
        ]);
        const others: { slot: FreeSlotDto; stylistId: number }[] = [];
        for (const slot of all.slots) {
          const other = slot.stylistIds.find((id) => id !== stylistId);
          if (other !== undefined && others.length < OTHERS_LIMIT) others.push({ slot, stylistId: other });
        }
        setFound({ same: same?.slots ?? [], others, stylistId });
      } catch {
        setFound({ same: [], others: [], stylistId });
      } finally {
        setLoading(false);
      }
    },
    [editingId],
  );

  const alternatives: Alternatives | null = useMemo(() => {
    if (!found) return null;
    const named = (slot: FreeSlotDto, id: number): Alternative => ({ date: slot.date, startTime: slot.startTime, stylistId: id, stylistName: nameOf(id) });
    return { same: found.same.map((s) => named(s, found.stylistId)), others: found.others.map((o) => named(o.slot, o.stylistId)) };
  }, [found, nameOf]);
  const clearAlternatives = useCallback(() => setFound(null), []);
  return { warning, alternatives, loadingAlternatives: loading, loadAlternatives, clearAlternatives };
}
