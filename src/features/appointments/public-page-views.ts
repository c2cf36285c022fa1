// Which step of /prenota a URL (or a posted form) shows. Every parameter is checked against what
// the salon offers now; a missing or bad one falls back to the step that asks for it, never a 500.
import { MAX_SEARCH_DAYS } from "../../domain/free-slots";
import type { PublicBookingInfo, PublicSlot } from "../../domain/schemas/online-booking";
import { addDays, compareDays, isValidDate, normalizeTime } from "../../domain/time";
import type { BookingView } from "../../../web/public-booking/booking-page";
import type { PublicService } from "../../../web/public-booking/service-step";
import { ANY_STYLIST, stepHref } from "../../../web/public-booking/paths";
import { EMPTY_DETAILS } from "../../../web/public-booking/details-step";
import type { PublicBookingService } from "./public-service";

/** The page's query, one value per name (a repeated name keeps its first value). */
export type PageParams = (name: string) => string | null;

/** A choice that has passed every check but the free-time one (the booking transaction makes that). */
export type FullChoice = { service: PublicService; stylistId: number | null; date: string; startTime: string };

type Reached =
  | { step: "service" }
  | { step: "stylist"; service: PublicService }
  | { step: "day"; service: PublicService; stylistId: number | null }
  | ({ step: "time" } & Omit<FullChoice, "startTime">)
  | ({ step: "details" } & FullChoice);

const positiveId = (raw: string | null) => (raw !== null && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);
const inWindow = (info: PublicBookingInfo, day: string | null): day is string =>
  day !== null && isValidDate(day) && compareDays(day, info.firstDate) >= 0 && compareDays(day, info.lastDate) <= 0;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const minDay = (a: string, b: string) => (compareDays(a, b) <= 0 ? a : b);
const maxDay = (a: string, b: string) => (compareDays(a, b) >= 0 ? a : b);

/** The first day of the block of 31 (counted from the window's first day) that holds `day`. */
export const pageStartOf = (info: PublicBookingInfo, day: string) =>
  addDays(info.firstDate, Math.floor(daysBetween(info.firstDate, day) / MAX_SEARCH_DAYS) * MAX_SEARCH_DAYS);

/** How far the parameters lead: each one is read only when the ones before it are valid. */
export function choiceOf(info: PublicBookingInfo, get: PageParams): Reached {
  const service = info.services.find((s) => s.id === positiveId(get("servizio")));
  if (!service) return { step: "service" };
  const rawStylist = get("stilista");
  const stylistId = rawStylist === ANY_STYLIST ? null : info.stylists.find((s) => s.id === positiveId(rawStylist))?.id;
  if (stylistId === undefined) return { step: "stylist", service };
  const date = get("giorno");
  if (!inWindow(info, date)) return { step: "day", service, stylistId };
  const startTime = normalizeTime(get("ora") ?? "");
  if (startTime === null) return { step: "time", service, stylistId, date };
  return { step: "details", service, stylistId, date, startTime };
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The view of a GET: the days of a block of 31 for the day step, the day's free times for the
 * time step; a time that is not (or no longer) free sends the client back to the times.
 */
export function viewOf(info: PublicBookingInfo, get: PageParams, service: PublicBookingService, countAvailability: () => void): BookingView {
  const choice = choiceOf(info, get);
  if (choice.step === "service" || choice.step === "stylist") return choice;
  const { stylistId } = choice;
  const serviceId = choice.service.id;
  if (choice.step === "day") {
    const asked = get("da");
    const from = inWindow(info, asked) ? asked : info.firstDate;
    return dayView(info, choice.service, stylistId, from, service, countAvailability);
  }
  countAvailability();
  const slots = service.availability({ serviceId, stylistId: stylistId ?? undefined, from: choice.date, to: choice.date }).days[0]?.slots ?? [];
  if (choice.step === "details" && slots.some((s) => hhmm(s.startTime) === choice.startTime)) {
    return { ...choice, pageFrom: pageStartOf(info, choice.date), value: EMPTY_DETAILS, errors: {}, notice: null };
  }
  // A time in the link that is not offered: the day's times, saying why that one is not there.
  const notice = choice.step === "details" ? service.refusal(serviceId, stylistId, choice.date, choice.startTime).message : null;
  return timeView(info, { service: choice.service, stylistId, date: choice.date }, slots, notice);
}

function dayView(
  info: PublicBookingInfo,
  chosen: PublicService,
  stylistId: number | null,
  from: string,
  service: PublicBookingService,
  countAvailability: () => void,
): BookingView {
  const serviceId = chosen.id;
  const to = minDay(addDays(from, MAX_SEARCH_DAYS - 1), info.lastDate);
  countAvailability();
  const found = service.availability({ serviceId, stylistId: stylistId ?? undefined, from, to });
  const counts = new Map(found.days.map((d) => [d.date, d.slots.length]));
  const days = [];
  for (let date = from; compareDays(date, to) <= 0; date = addDays(date, 1)) {
    days.push({ date, count: counts.get(date) ?? 0, href: stepHref({ serviceId, stylistId, date }) });
  }
  const earlier = compareDays(from, info.firstDate) > 0 ? stepHref({ serviceId, stylistId, from: maxDay(info.firstDate, addDays(from, -MAX_SEARCH_DAYS)) }) : null;
  const later = compareDays(to, info.lastDate) < 0 ? stepHref({ serviceId, stylistId, from: addDays(to, 1) }) : null;
  return { step: "day", service: chosen, stylistId, days, earlier, later };
}

/** A day's free times as links to the details form; `notice` says why the client is back here. */
export function timeView(info: PublicBookingInfo, choice: Omit<FullChoice, "startTime">, slots: PublicSlot[], notice: string | null): BookingView {
  const { service, stylistId, date } = choice;
  const times = slots.map((s) => ({ time: hhmm(s.startTime), href: stepHref({ serviceId: service.id, stylistId, date, startTime: hhmm(s.startTime) }) }));
  return { step: "time", service, stylistId, date, pageFrom: pageStartOf(info, date), times, notice };
}
