import { DAY_END_MINUTES, DEFAULT_APPOINTMENT_MINUTES } from "../../../src/domain/appointments";
import { centsToEuroInput, parseEuroToCents } from "../../../src/domain/money";
import type { Service } from "../../../src/domain/schemas/services";
import { PRICE_FORMAT } from "../../../src/domain/schemas/services";
import { fromMinutes, toMinutes } from "../../../src/domain/time";
import { busyParts, posaPart } from "../../../src/domain/visit-time";
import { detailsOf, type VisitItemInput } from "../../entities/visits";

/**
 * Where an added service starts: when the previous one ends ("after"), at the previous one's posa
 * ("posa"), or a chosen number of minutes after the visit's start (so moving the visit's start
 * keeps every item's offset).
 */
export type ItemStart = "after" | "posa" | number;

/** A service after the first one, as the dialog edits it; `price` is euros as typed ("" = the catalogue's). */
export type FormItem = {
  key: number;
  /** The stored item's id when editing a visit. */
  id?: number;
  serviceId: string;
  stylistId: string;
  start: ItemStart;
  duration: number;
  processingMinutes: number;
  finishingMinutes: number;
  price: string;
};

/** The visit's first service lives in the dialog's own fields (stylist, service, start, duration). */
export type FirstItemFields = {
  itemId?: number;
  stylistId: string;
  serviceId: string;
  startHour: string;
  startMinute: string;
  duration: number;
  processingMinutes: number;
  finishingMinutes: number;
  price: string;
  items: FormItem[];
  cleaning: number;
};

/** The key of the first item (the dialog's own fields); added items count from 1. */
export const FIRST_ITEM = 0;

/** One item with its times worked out, in minutes of the day ("HH:mm" when inside the day). */
export type ResolvedItem = Omit<FormItem, "start"> & { start: number; end: number };

const startOf = (f: FirstItemFields) =>
  f.startHour === "" || f.startMinute === "" ? null : Number(f.startHour) * 60 + Number(f.startMinute);

/** The minute the item's posa starts, or null when it has none. */
export function posaStart(item: ResolvedItem): number | null {
  if (item.end >= DAY_END_MINUTES) return null;
  return posaPart({ stylistId: 0, startTime: fromMinutes(item.start), endTime: fromMinutes(item.end), processingMinutes: item.processingMinutes, finishingMinutes: item.finishingMinutes })?.start ?? null;
}

/** Every item of the visit with its start and end, the first from the dialog's own fields; null without a start. */
export function resolveItems(f: FirstItemFields): ResolvedItem[] | null {
  const visitStart = startOf(f);
  if (visitStart === null) return null;
  const first: ResolvedItem = {
    key: FIRST_ITEM,
    id: f.itemId,
    serviceId: f.serviceId,
    stylistId: f.stylistId,
    start: visitStart,
    end: visitStart + f.duration,
    duration: f.duration,
    processingMinutes: f.processingMinutes,
    finishingMinutes: f.finishingMinutes,
    price: f.price,
  };
  const out = [first];
  for (const item of f.items) {
    const prev = out.at(-1) as ResolvedItem;
    const start = item.start === "after" ? prev.end : item.start === "posa" ? (posaStart(prev) ?? prev.end) : visitStart + item.start;
    out.push({ ...item, start, end: start + item.duration });
  }
  return out;
}

/** The first item and the added ones with a service chosen: what the visit books. */
const counted = (items: ResolvedItem[]) => items.filter((i) => i.key === FIRST_ITEM || i.serviceId !== "");

/** The visit's end: its last item's end plus the cleaning time; null past midnight or without a start. */
export function visitEnd(f: FirstItemFields): number | null {
  const all = resolveItems(f);
  if (!all) return null;
  const items = counted(all);
  const end = Math.max(...items.map((i) => i.end)) + f.cleaning;
  return end >= DAY_END_MINUTES ? null : end;
}

/** "09:00–09:30 · posa 09:30–10:00 · 10:00–10:15": the item's busy parts and its posa, in order. */
export function partsLabel(item: ResolvedItem): string {
  if (item.end >= DAY_END_MINUTES) return `${fromMinutes(item.start)}–…`;
  const times = { stylistId: 0, startTime: fromMinutes(item.start), endTime: fromMinutes(item.end), processingMinutes: item.processingMinutes, finishingMinutes: item.finishingMinutes };
  const posa = posaPart(times);
  const parts = [...busyParts(times).map((p) => ({ ...p, posa: false })), ...(posa ? [{ ...posa, posa: true }] : [])].sort((a, b) => a.start - b.start);
  const clock = (m: number) => (m >= DAY_END_MINUTES ? "24:00" : fromMinutes(m));
  return parts.map((p) => `${p.posa ? "posa " : ""}${clock(p.start)}–${clock(p.end)}`).join(" · ");
}

/** The item's price in cents: as typed, else the catalogue's; null when the text is no amount. */
export function priceCentsOf(item: { price: string; serviceId: string }, services: readonly Service[]): number | null {
  if (item.price.trim() !== "") return parseEuroToCents(item.price);
  return services.find((s) => String(s.id) === item.serviceId)?.price ?? null;
}

/** Total duration (first start to last end) and price of the visit; the price is null while one is not an amount. */
export function visitTotals(f: FirstItemFields, services: readonly Service[]): { minutes: number; cents: number | null } | null {
  const all = resolveItems(f);
  if (!all) return null;
  const items = counted(all);
  const prices = items.filter((i) => i.serviceId !== "").map((i) => priceCentsOf(i, services));
  const cents = prices.some((p) => p === null) ? null : prices.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  return { minutes: Math.max(...items.map((i) => i.end)) - items[0]!.start, cents };
}

/** Whether the stylist performs the service (a service naming nobody is performed by everyone). */
export function performs(service: Service | undefined, stylistId: string): boolean {
  const ids = service ? detailsOf(service).stylistIds : [];
  return ids.length === 0 || ids.some((id) => String(id) === stylistId);
}

/** The catalogue's length, posa, finishing and price for a picked service. */
export function serviceDefaults(service: Service) {
  const d = detailsOf(service);
  return { duration: service.duration, processingMinutes: d.processingMinutes, finishingMinutes: d.finishingMinutes, price: centsToEuroInput(service.price) };
}

/** "Aggiungi servizio": with the previous item's stylist, starting when it ends. */
export function newItem(key: number, f: FirstItemFields): FormItem {
  const previous = f.items.at(-1)?.stylistId ?? f.stylistId;
  return { key, serviceId: "", stylistId: previous, start: "after", duration: DEFAULT_APPOINTMENT_MINUTES, processingMinutes: 0, finishingMinutes: 0, price: "" };
}

/** A picked service on an added item: its catalogue values; a stylist who does not perform it is cleared. */
export function withService(item: FormItem, service: Service | undefined): FormItem {
  if (!service) return { ...item, serviceId: "" };
  return { ...item, serviceId: String(service.id), ...serviceDefaults(service), stylistId: performs(service, item.stylistId) ? item.stylistId : "" };
}

/** The added items' messages, keyed "item-<key>-<field>", plus the first item's price ("price"). */
export function itemErrors(f: FirstItemFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (f.price.trim() !== "" && parseEuroToCents(f.price) === null) errors.price = PRICE_FORMAT;
  for (const item of f.items) {
    if (item.serviceId === "") errors[`item-${item.key}-serviceId`] = "Servizio è richiesto";
    if (item.stylistId === "") errors[`item-${item.key}-stylistId`] = "Stilista è richiesto";
    if (item.price.trim() !== "" && parseEuroToCents(item.price) === null) errors[`item-${item.key}-price`] = PRICE_FORMAT;
  }
  return errors;
}

/** The items as the server takes them (times of the visit's day; no price = the catalogue's). */
export function itemsBody(f: FirstItemFields): VisitItemInput[] {
  return (resolveItems(f) ?? []).map((item) => {
    const cents = item.price.trim() === "" ? null : parseEuroToCents(item.price);
    return {
      ...(item.id !== undefined && { id: item.id }),
      serviceId: Number(item.serviceId),
      stylistId: Number(item.stylistId),
      startTime: fromMinutes(item.start),
      endTime: fromMinutes(item.end),
      processingMinutes: item.processingMinutes,
      finishingMinutes: item.finishingMinutes,
      ...(cents !== null && { priceCents: cents }),
    };
  });
}

/** A stored visit's items as the dialog's fields: the first into its own fields, the others at their offsets. */
export function fieldsFromItems(
  items: readonly { id: number; serviceId: number; stylistId: number; startTime: string; endTime: string; processingMinutes: number; finishingMinutes: number; priceCents: number }[],
): Pick<FirstItemFields, "itemId" | "processingMinutes" | "finishingMinutes" | "price" | "items"> | null {
  const [first, ...rest] = items;
  if (!first) return null;
  const visitStart = toMinutes(first.startTime);
  return {
    itemId: first.id,
    processingMinutes: first.processingMinutes,
    finishingMinutes: first.finishingMinutes,
    price: centsToEuroInput(first.priceCents),
    items: rest.map((item, i) => ({
      key: i + 1,
      id: item.id,
      serviceId: String(item.serviceId),
      stylistId: String(item.stylistId),
      start: toMinutes(item.startTime) - visitStart,
      duration: toMinutes(item.endTime) - toMinutes(item.startTime),
      processingMinutes: item.processingMinutes,
      finishingMinutes: item.finishingMinutes,
      price: centsToEuroInput(item.priceCents),
    })),
  };
}

/** "Aggiungi servizio": a new item at the end of the list. */
export function addItem<F extends FirstItemFields>(f: F): F {
  const key = Math.max(FIRST_ITEM, ...f.items.map((i) => i.key)) + 1;
  return { ...f, items: [...f.items, newItem(key, f)] };
}

export const removeItem = <F extends FirstItemFields>(f: F, key: number): F => ({ ...f, items: f.items.filter((i) => i.key !== key) });

export const patchItem = <F extends FirstItemFields>(f: F, key: number, patch: (item: FormItem) => FormItem): F => ({
  ...f,
  items: f.items.map((i) => (i.key === key ? patch(i) : i)),
});
