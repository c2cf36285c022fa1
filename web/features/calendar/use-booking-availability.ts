import { atom, useAtomValue } from "jotai";
import { useCallback, useMemo, useState } from "react";
import { appointmentConflict, type BookedConflict } from "../../../src/domain/conflicts";
import type { FreeSlotDto } from "../../../src/domain/schemas/availability";
import { isValidDate, toMinutes } from "../../../src/domain/time";
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
export const placeKey = (form: AppointmentForm) => `${form.stylistId}|${form.date}|${startTimeOf(form)}|${endTimeOf(form) ?? ""}`;

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
    return appointmentConflict(
      { stylistId, date: form.date, startTime: startTimeOf(form), endTime, stylist: { name: nameOf(stylistId) } },
      {
        opening,
        extraordinaryDays: extraordinaryDays ?? [],
        vacations: vacations ?? [],
        workingHoursOf: (id) => workingHours?.get(id) ?? [],
      },
    );
  }, [form, opening, extraordinaryDays, vacations, workingHours, nameOf]);

  /** Asks the server for free times from the chosen day and time on; failures offer nothing. */
  const loadAlternatives = useCallback(
    async (f: AppointmentForm) => {
      const stylistId = Number(f.stylistId);
      const duration = lengthOf(f);
      if (!isValidDate(f.date) || duration === null) return;
      setLoading(true);
      const base = { duration, from: f.date, fromTime: startTimeOf(f), excludeId: editingId };
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
