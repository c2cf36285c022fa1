import { CALENDAR_DEFAULT_OPENING_HOURS } from "../../src/domain/availability";
import { OpeningHoursResponseSchema, type OpeningHoursInput } from "../../src/domain/schemas/opening-hours";
import { api, apiGet, ResponseShapeError } from "../lib/api";
import { queryAtom } from "../lib/query";

/** A save of the week publishes this topic: live, instead of polling every 5 s. */
export const OPENING_HOURS_TOPIC = "opening-hours";

const fetchWeek = () => apiGet("/api/settings/hours", OpeningHoursResponseSchema);

/** The salon's week, all seven days (the server fills in defaults for days never saved). */
export const openingHoursAtom = queryAtom([OPENING_HOURS_TOPIC], fetchWeek);

/** The same week for the calendar, which must still draw a grid when the hours cannot be read: its defaults stand in. */
export const openingHoursOrDefaultAtom = queryAtom([OPENING_HOURS_TOPIC], () =>
  fetchWeek().catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    return CALENDAR_DEFAULT_OPENING_HOURS;
  }),
);

export const saveOpeningHours = (week: OpeningHoursInput) => api("POST", "/api/settings/hours", OpeningHoursResponseSchema, week);
