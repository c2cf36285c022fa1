import { atom } from "jotai";
import * as v from "valibot";
import { StylistResponseSchema } from "../../src/domain/schemas/stylists";
import { WorkingHoursResponseSchema, type SavedWorkingHours, type WorkingHoursInput } from "../../src/domain/schemas/working-hours";
import { api, apiGet, ResponseShapeError, withConfirm } from "../lib/api";
import { atomsByKey, queryAtom, topicVersionAtoms } from "../lib/query";

/** Every saved weekday publishes this topic (its ids name the stylist). */
export const WORKING_HOURS_TOPIC = "working-hours";

const hoursOf = (stylistId: number) =>
  apiGet(`/api/stylists/working-hours?stylistId=${stylistId}`, v.array(WorkingHoursResponseSchema));

/** The saved weekdays of one stylist (a missing weekday means the defaults); made on first use. */
export const stylistWorkingHoursAtom = atomsByKey((stylistId: number) =>
  queryAtom([WORKING_HOURS_TOPIC], () => hoursOf(stylistId)),
);

// The raw stylists promise, for the map below, which needs the list inside its own fetch.
const stylistsPromiseAtom = atom(async (get) => {
  get(topicVersionAtoms.stylists);
  return apiGet("/api/stylists", v.array(StylistResponseSchema)).catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    return [];
  });
});

/**
 * Every stylist's saved weekdays, one call per stylist as the product spec has it, so a failure
 * stays that stylist's own: an empty list, and the calendar draws the default hours for them.
 */
export const workingHoursByStylistAtom = queryAtom([WORKING_HOURS_TOPIC, "stylists"], async (get) => {
  const stylists = await get(stylistsPromiseAtom);
  const entries = await Promise.all(
    stylists.map((s) =>
      hoursOf(s.id)
        .then((rows) => [s.id, rows] as const)
        .catch((error): readonly [number, SavedWorkingHours[]] => {
          if (error instanceof ResponseShapeError) throw error;
          return [s.id, []];
        }),
    ),
  );
  return new Map<number, SavedWorkingHours[]>(entries.map(([id, rows]) => [id, [...rows]]));
});

export const saveWorkingDay = (entry: WorkingHoursInput, confirm = false) =>
  api("POST", withConfirm("/api/stylists/working-hours", confirm), WorkingHoursResponseSchema, entry);
