import * as v from "valibot";
import { APPOINTMENT_STATUSES } from "../appointment-status";
import { optionalText, requiredText } from "./common";
import { phoneField } from "./clients";

// ---- Owner's settings: GET and PUT /api/settings/online-booking ---------------------------------

const wholeMinutes = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const idList = v.array(v.pipe(v.number("Elenco non valido"), v.integer("Elenco non valido")), "Elenco non valido");

/** Off by default; when on, the listed services and stylists can be booked from /prenota. */
export const OnlineBookingSettingsSchema = v.object(
  {
    enabled: v.boolean("Deve essere vero o falso"),
    serviceIds: idList,
    stylistIds: idList,
    slotStepMinutes: wholeMinutes("Intervallo tra gli orari non valido (da 5 a 120 minuti)", 5, 120),
    minNoticeMinutes: wholeMinutes("Preavviso minimo non valido (da 0 a 7 giorni)", 0, 7 * 24 * 60),
    windowDays: wholeMinutes("Finestra di prenotazione non valida (da 1 a 365 giorni)", 1, 365),
    cancelLimitHours: wholeMinutes("Limite per annullare non valido (da 0 a 168 ore)", 0, 168),
    requireApproval: v.boolean("Deve essere vero o falso"),
  },
  "Dati non validi",
);
export type OnlineBookingSettings = v.InferOutput<typeof OnlineBookingSettingsSchema>;

// ---- GET /api/public/booking --------------------------------------------------------------------

/** What a client sees before booking: the salon, what can be booked and with whom (first names only). */
export const PublicBookingInfoSchema = v.object({
  salon: v.object({ name: v.string(), address: v.string(), phone: v.string() }),
  services: v.array(v.object({ id: v.number(), name: v.string(), duration: v.number(), price: v.number() })),
  stylists: v.array(v.object({ id: v.number(), firstName: v.string() })),
  windowDays: v.number(),
  cancelLimitHours: v.number(),
  /** Whether a new booking waits for the salon's approval ("Da approvare") before it is confirmed. */
  requireApproval: v.boolean(),
});
export type PublicBookingInfo = v.InferOutput<typeof PublicBookingInfoSchema>;
export type PublicService = PublicBookingInfo["services"][number];
export type PublicStylist = PublicBookingInfo["stylists"][number];

// ---- GET /api/public/availability ---------------------------------------------------------------

/** A start time and the stylists free for the service's whole duration from it. */
export const PublicSlotSchema = v.object({ startTime: v.string(), stylistIds: v.array(v.number()) });
export type PublicSlot = v.InferOutput<typeof PublicSlotSchema>;

/** At most 31 days per call; a day with no free time may be absent or have no slots. */
export const PublicAvailabilitySchema = v.object({
  days: v.array(v.object({ date: v.string(), slots: v.array(PublicSlotSchema) })),
});
export type PublicAvailability = v.InferOutput<typeof PublicAvailabilitySchema>;
export const PUBLIC_AVAILABILITY_MAX_DAYS = 31;

// ---- POST /api/public/bookings ------------------------------------------------------------------

export const WHATSAPP_CONSENT_LABEL = "Acconsente a ricevere messaggi WhatsApp dal salone";

/**
 * A client's booking. `stylistId: null` is "Nessuna preferenza": the server picks a stylist free
 * for the whole duration. `website` is a honeypot a person never sees: anything in it is a bot.
 */
export const PublicBookingRequestSchema = v.object(
  {
    serviceId: v.pipe(v.number("Servizio è richiesto"), v.integer("Servizio è richiesto")),
    stylistId: v.nullable(v.pipe(v.number("Stilista non valido"), v.integer("Stilista non valido"))),
    date: v.pipe(v.string("Data non valida"), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Data non valida")),
    startTime: v.pipe(v.string("Orario non valido"), v.regex(/^\d{2}:\d{2}$/, "Orario non valido")),
    firstName: requiredText("Nome è richiesto", 100),
    lastName: requiredText("Cognome è richiesto", 100),
    phone: phoneField,
    whatsappConsent: v.optional(v.boolean("Deve essere vero o falso"), false),
    notes: optionalText(1000),
    website: optionalText(200),
  },
  "Dati non validi",
);
export type PublicBookingRequest = v.InferInput<typeof PublicBookingRequestSchema>;

/** 201: the booking as the client reads it, and the token of its manage link (shown once, only in the URL). */
export const PublicBookingCreatedSchema = v.object({
  token: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  serviceName: v.string(),
  stylistName: v.string(),
});
export type PublicBookingCreated = v.InferOutput<typeof PublicBookingCreatedSchema>;

/** 409 slot_taken: someone booked the time first; `slots` are that day's free times now. */
export const SLOT_TAKEN_MESSAGE = "Questo orario è appena stato prenotato: scegli un altro orario";
export const SlotTakenSchema = v.object({
  message: v.string(),
  code: v.literal("slot_taken"),
  slots: v.array(PublicSlotSchema),
});

// ---- GET and DELETE /api/public/bookings/:token -------------------------------------------------

/**
 * The booking behind a manage link. `cancelUntil` is the last moment (salon wall clock) the client
 * may cancel online; `canCancel` already says whether that moment has passed.
 */
export const PublicManagedBookingSchema = v.object({
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  serviceName: v.string(),
  stylistName: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  canCancel: v.boolean(),
  cancelUntil: v.object({ date: v.string(), time: v.string() }),
  salon: v.object({ name: v.string(), address: v.string(), phone: v.string() }),
});
export type PublicManagedBooking = v.InferOutput<typeof PublicManagedBookingSchema>;
