// Which step of /prenota a URL (or a posted form) shows. Every parameter is checked against what
// the salon offers now; a missing or bad one falls back to the step that asks for it, never a 500.
import { MAX_SEARCH_DAYS } from "../../domain/free-slots";
import type { PublicAvailability, PublicBookingInfo, PublicSlot } from "../../domain/schemas/online-booking";
import { addDays, compareDays, isValidDate, normalizeTime } from "../../domain/time";
import type { BookingView } from "../../../web/public-booking/booking-page";
import type { PublicService } from "../../../web/public-booking/service-step";
import { ANY_STYLIST, MAX_ONLINE_SERVICES, stepHref } from "../../../web/public-booking/paths";
import { EMPTY_DETAILS } from "../../../web/public-booking/details-step";

/** The page's query, one value per name (a repeated name keeps its first value). */
export type PageParams = (name: string) => string | null;

/**
 * What the page asks about a visit of its services, one after the other in the order chosen, with
 * one stylist (`null` = "Nessuna preferenza"): the free start times, and why a time is not one.
 */
export type VisitTimes = {
  availability(serviceIds: number[], stylistId: number | null, from: string, to: string): PublicAvailability;
  refusal(serviceIds: number[], stylistId: number | null, date: string, startTime: string): { message: string };
};

export const TOO_MANY_SERVICES = `Online si possono prenotare al massimo ${MAX_ONLINE_SERVICES} servizi insieme: scegli quali`;
export const SERVICE_NOT_OFFERED = "Uno dei servizi del link non è prenotabile online: scegli tra quelli proposti";
export const SERVICE_REPEATED = "Lo stesso servizio è scelto due volte: sceglilo una volta sola";

/** A choice that has passed every check but the free-time one (the booking transaction makes that). */
export type FullChoice = { services: PublicService[]; stylistId: number | null; date: string; startTime: string };

type Reached =
  | { step: "service"; services: PublicService[]; notice: string | null }
  | { step: "stylist"; services: PublicService[] }
  | { step: "day"; services: PublicService[]; stylistId: number | null }
  | ({ step: "time" } & Omit<FullChoice, "startTime">)
  | ({ step: "details" } & FullChoice);

const ID = /^[1-9]\d{0,14}$/;
const positiveId = (raw: string | null) => (raw !== null && ID.test(raw) ? Number(raw) : null);
const inWindow = (info: PublicBookingInfo, day: string | null): day is string =>
  day !== null && isValidDate(day) && compareDays(day, info.firstDate) >= 0 && compareDays(day, info.lastDate) <= 0;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const minDay = (a: string, b: string) => (compareDays(a, b) <= 0 ? a : b);
const maxDay = (a: string, b: string) => (compareDays(a, b) >= 0 ? a : b);
const idsOf = (services: PublicService[]) => services.map((s) => s.id);

/** The first day of the block of 31 (counted from the window's first day) that holds `day`. */
export const pageStartOf = (info: PublicBookingInfo, day: string) =>
  addDays(info.firstDate, Math.floor(daysBetween(info.firstDate, day) / MAX_SEARCH_DAYS) * MAX_SEARCH_DAYS);

/**
 * `servizio=3,7`: the services offered online, in the link's order, one to three of them. A link
 * with more, a repeated one, or one the salon does not offer (any more) is refused with the reason.
 */
export function servicesOf(info: PublicBookingInfo, raw: string | null): { services: PublicService[]; notice: string | null } {
  if (raw === null || raw === "") return { services: [], notice: null };
  const parts = raw.split(",");
  if (parts.length > MAX_ONLINE_SERVICES) return { services: [], notice: TOO_MANY_SERVICES };
  const services: PublicService[] = [];
  for (const part of parts) {
    const service = info.services.find((s) => s.id === positiveId(part.trim()));
    if (!service) return { services: [], notice: SERVICE_NOT_OFFERED };
    if (services.includes(service)) return { services: [], notice: SERVICE_REPEATED };
    services.push(service);
  }
  return { services, notice: null };
}

/** How far the parameters lead: each one is read only when the ones before it are valid. */
export function choiceOf(info: PublicBookingInfo, get: PageParams): Reached {
  const { services, notice } = servicesOf(info, get("servizio"));
  if (services.length === 0) return { step: "service", services, notice };
  if (get("aggiungi") === "1" && services.length < MAX_ONLINE_SERVICES) return { step: "service", services, notice: null };
  const rawStylist = get("stilista");
  const stylistId = rawStylist === ANY_STYLIST ? null : info.stylists.find((s) => s.id === positiveId(rawStylist))?.id;
  if (stylistId === undefined) return { step: "stylist", services };
  const date = get("giorno");
  if (!inWindow(info, date)) return { step: "day", services, stylistId };
  const startTime = normalizeTime(get("ora") ?? "");
  if (startTime === null) return { step: "time", services, stylistId, date };
  return { step: "details", services, stylistId, date, startTime };
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The view of a GET: the days of a block of 31 for the day step, the day's free times for the
 * time step; a time that is not (or no longer) free sends the client back to the times.
 */
export function viewOf(info: PublicBookingInfo, get: PageParams, times: VisitTimes, countAvailability: () => void): BookingView {
  const choice = choiceOf(info, get);
  if (choice.step === "service" || choice.step === "stylist") return choice;
  const { stylistId, services } = choice;
  if (choice.step === "day") {
    const asked = get("da");
    const from = inWindow(info, asked) ? asked : info.firstDate;
    return dayView(info, services, stylistId, from, times, countAvailability);
  }
  countAvailability();
  const slots = times.availability(idsOf(services), stylistId, choice.date, choice.date).days[0]?.slots ?? [];
  if (choice.step === "details" && slots.some((s) => hhmm(s.startTime) === choice.startTime)) {
    return { ...choice, pageFrom: pageStartOf(info, choice.date), value: EMPTY_DETAILS, errors: {}, notice: null };
  }
  // A time in the link that is not offered: the day's times, saying why that one is not there.
  const notice = choice.step === "details" ? times.refusal(idsOf(services), stylistId, choice.date, choice.startTime).message : null;
  return timeView(info, { services, stylistId, date: choice.date }, slots, notice);
}

function dayView(info: PublicBookingInfo, services: PublicService[], stylistId: number | null, from: string, times: VisitTimes, countAvailability: () => void): BookingView {
  const serviceIds = idsOf(services);
  const to = minDay(addDays(from, MAX_SEARCH_DAYS - 1), info.lastDate);
  countAvailability();
  const found = times.availability(serviceIds, stylistId, from, to);
  const counts = new Map(found.days.map((d) => [d.date, d.slots.length]));
  const days = [];
  for (let date = from; compareDays(date, to) <= 0; date = addDays(date, 1)) {
    days.push({ date, count: counts.get(date) ?? 0, href: stepHref({ serviceIds, stylistId, date }) });
  }
  const earlier = compareDays(from, info.firstDate) > 0 ? stepHref({ serviceIds, stylistId, from: maxDay(info.firstDate, addDays(from, -MAX_SEARCH_DAYS)) }) : null;
  const later = compareDays(to, info.lastDate) < 0 ? stepHref({ serviceIds, stylistId, from: addDays(to, 1) }) : null;
  return { step: "day", services, stylistId, days, earlier, later };
}

/** A day's free times as links to the details form; `notice` says why the client is back here. */
export function timeView(info: PublicBookingInfo, choice: Omit<FullChoice, "startTime">, slots: PublicSlot[], notice: string | null): BookingView {
  const { services, stylistId, date } = choice;
  const serviceIds = idsOf(services);
  const times = slots.map((s) => ({ time: hhmm(s.startTime), href: stepHref({ serviceIds, stylistId, date, startTime: hhmm(s.startTime) }) }));
  return { step: "time", services, stylistId, date, pageFrom: pageStartOf(info, date), times, notice };
}
