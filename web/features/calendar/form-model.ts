import * as v from "valibot";
import { DEFAULT_APPOINTMENT_MINUTES, isCustomDuration, splitClientName } from "../../../src/domain/appointments";
import { normalizePhone } from "../../../src/domain/phone";
import { dayHours, SLOT_MINUTES, type ExtraordinaryDay, type WeeklyOpeningHours } from "../../../src/domain/availability";
import { DATE_INVALID } from "../../../src/domain/schemas/appointments";
import { fromMinutes, isValidDate, toMinutes } from "../../../src/domain/time";
import { fieldErrors } from "../../../src/domain/validation";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import { displayName } from "../../../src/domain/names";
import { itemsOf } from "../../entities/visits";
import { addItem, fieldsFromItems, itemErrors, patchItem, serviceDefaults, visitEnd, withService, type FormItem } from "./form-items";
import type { Service } from "../../../src/domain/schemas/services";

export type AppointmentForm = {
  /** "walkIn": a "Cliente di passaggio", booked with her first name at most (clientName) and no phone. */
  clientType: "" | "new" | "existing" | "walkIn";
  clientId: number | null;
  clientName: string;
  clientPhone: string;
  /** The picked client is a "Cliente di passaggio": her record has no data to correct here. */
  clientWalkIn?: boolean;
  /** The picked client's name and phone were opened for editing ("Modifica dati cliente"). */
  editClient: boolean;
  /** The salon said "Crea comunque" for a new client whose phone another client has. */
  allowDuplicatePhone: boolean;
  /** A new client's "Acconsente a ricevere messaggi WhatsApp dal salone". */
  whatsappConsent: boolean;
  stylistId: string;
  serviceId: string;
  date: string;
  startHour: string;
  startMinute: string;
  /** The first service's length, posa and finishing (from the catalogue, or the stored item's). */
  duration: number;
  customDuration: boolean;
  processingMinutes: number;
  finishingMinutes: number;
  /** The first service's price in euros as typed; "" is the catalogue's. */
  price: string;
  /** The first item's stored id when editing a visit. */
  itemId?: number;
  /** The services after the first ("Aggiungi servizio"). */
  items: FormItem[];
  /** The visit's cleaning time: its last stylist stays busy this long after it. */
  cleaning: number;
  notes: string;
};

export const CLIENT_REQUIRED = "Dati cliente richiesti";

/** The booking form's Italian messages, word for word. The client rule puts 'Dati cliente richiesti' on the name field. */
export const AppointmentFormSchema = v.pipe(
  v.object({
    clientType: v.picklist(["new", "existing", "walkIn"], "Tipo cliente è richiesto"),
    clientId: v.nullable(v.number()),
    clientName: v.string(),
    clientPhone: v.string(),
    stylistId: v.pipe(v.string(), v.nonEmpty("Stilista è richiesto")),
    serviceId: v.pipe(v.string(), v.nonEmpty("Servizio è richiesto")),
    date: v.pipe(v.string(), v.minLength(1, "Data è richiesta")),
    startHour: v.pipe(v.string(), v.nonEmpty("Ora è richiesta")),
    startMinute: v.pipe(v.string(), v.nonEmpty("Minuti sono richiesti")),
  }),
  v.forward(
    v.check(
      (f) =>
        f.clientType === "walkIn" ||
        (f.clientType === "new" ? f.clientName.trim() !== "" && normalizePhone(f.clientPhone) !== "" : (f.clientId ?? 0) > 0),
      CLIENT_REQUIRED,
    ),
    ["clientName"],
  ),
);

export const FIELD_ORDER = ["clientType", "clientName", "clientPhone", "stylistId", "serviceId", "date", "startHour", "startMinute"] as const;

export function validateForm(form: AppointmentForm): Record<string, string> {
  const result = v.safeParse(AppointmentFormSchema, form);
  const errors = result.success ? {} : fieldErrors(result.issues);
  // "Dati cliente richiesti" goes under the field that is missing: a new client with a name but
  // no phone has it under the phone, not under the name she did type.
  if (errors.clientName === CLIENT_REQUIRED && form.clientType === "new" && form.clientName.trim() !== "") {
    delete errors.clientName;
    errors.clientPhone = CLIENT_REQUIRED;
  }
  // The new client is split at the first space and the clients API needs a last name too.
  if (!errors.clientName && form.clientType === "new" && splitClientName(form.clientName).lastName === "") {
    errors.clientName = "Inserisci nome e cognome";
  }
  if (!errors.date && !isValidDate(form.date)) errors.date = DATE_INVALID;
  const end = endTimeOf(form);
  if (form.startHour !== "" && form.startMinute !== "" && end === null) {
    errors.duration = "L'appuntamento deve finire entro la mezzanotte";
  }
  return { ...errors, ...itemErrors(form) };
}

/**
 * Start hours offered on a day: from its opening hour to the last hour before closing. While the
 * date field holds no real day (cleared, or 2026-02-30 typed by hand) it offers 08..20, so the
 * dialog keeps rendering and the date's own message says what is wrong.
 */
export function startHoursFor(
  day: string,
  opening: WeeklyOpeningHours | undefined,
  extraordinaryDays: readonly ExtraordinaryDay[],
): number[] {
  if (!opening || !isValidDate(day)) return Array.from({ length: 13 }, (_, i) => 8 + i);
  const h = dayHours({ date: day, opening, extraordinaryDays });
  const first = Math.floor(toMinutes(h.openTime) / 60);
  // The last hour offered is the one holding the last slot that starts before closing.
  const last = Math.floor((toMinutes(h.closeTime) - SLOT_MINUTES) / 60);
  return Array.from({ length: Math.max(1, last - first + 1) }, (_, i) => first + i);
}

export const startTimeOf = (f: AppointmentForm) => `${f.startHour.padStart(2, "0")}:${f.startMinute.padStart(2, "0")}`;

/** The visit's end: its last service's end plus the cleaning time (null past midnight). */
export function endTimeOf(f: AppointmentForm): string | null {
  const end = visitEnd(f);
  return end === null ? null : fromMinutes(end);
}

export function emptyForm(prefill: Partial<AppointmentForm> = {}): AppointmentForm {
  return {
    clientType: "new",
    clientId: null,
    clientName: "",
    clientPhone: "",
    editClient: false,
    allowDuplicatePhone: false,
    whatsappConsent: false,
    stylistId: "",
    serviceId: "",
    date: "",
    startHour: "9",
    startMinute: "0",
    duration: DEFAULT_APPOINTMENT_MINUTES,
    customDuration: false,
    processingMinutes: 0,
    finishingMinutes: 0,
    price: "",
    items: [],
    cleaning: 0,
    notes: "",
    ...prefill,
  };
}

/** What a booked or suggested appointment fills in alike: its client, stylist, service, day and start. */
function fromBooking(a: Appointment | Suggestion, duration: number): AppointmentForm {
  const start = toMinutes(a.startTime);
  return emptyForm({
    clientType: "existing",
    clientId: a.clientId,
    clientName: displayName(a.client),
    clientPhone: a.client.phone,
    clientWalkIn: a.client.walkIn === true,
    stylistId: String(a.stylistId),
    serviceId: String(a.serviceId),
    date: a.date,
    startHour: String(Math.floor(start / 60)),
    startMinute: String(start % 60),
    duration,
  });
}

/** A stored visit: its first item in the dialog's own fields, the others as added services. */
export function formFromAppointment(a: Appointment): AppointmentForm {
  const stored = fieldsFromItems(itemsOf(a));
  const first = itemsOf(a)[0];
  const duration = first ? toMinutes(first.endTime) - toMinutes(first.startTime) : toMinutes(a.endTime) - toMinutes(a.startTime);
  const base = fromBooking(first ? { ...a, serviceId: first.serviceId, stylistId: first.stylistId, startTime: first.startTime } : a, duration);
  return {
    ...base,
    ...stored,
    cleaning: a.cleanupMinutes,
    customDuration: isCustomDuration(duration, a.service.duration),
    notes: a.notes ?? "",
  };
}

/** A suggestion opens as a new booking of its client, at its place, for its service's length. */
export const formFromSuggestion = (s: Suggestion): AppointmentForm => fromBooking(s, s.service.duration);

/** A click on a free slot: a new booking at that stylist and start. */
export function formAtSlot(date: string, stylistId: number, time: string): AppointmentForm {
  const start = toMinutes(time);
  return emptyForm({ date, startHour: String(Math.floor(start / 60)), startMinute: String(start % 60), stylistId: String(stylistId) });
}

/**
 * A time picked in "Prima disponibilità": that stylist, service and start, and the service's
 * length as searched (so the end the dialog shows is the end that was found free). A visit of
 * several `services`: each with the catalogue's values, following each other, all with that stylist.
 */
export function formForFreeSlot(pick: { date: string; startTime: string; stylistId: number; serviceId: number; duration: number; services?: readonly Service[] }): AppointmentForm {
  const one = { ...formAtSlot(pick.date, pick.stylistId, pick.startTime), serviceId: String(pick.serviceId), duration: pick.duration };
  const [first, ...rest] = pick.services ?? [];
  if (!first || rest.length === 0) return one;
  let form: AppointmentForm = { ...one, ...serviceDefaults(first), serviceId: String(first.id) };
  for (const service of rest) {
    form = addItem(form);
    const key = form.items.at(-1)!.key;
    form = patchItem(form, key, (item) => withService({ ...item, stylistId: String(pick.stylistId) }, service));
  }
  return form;
}
