import * as v from "valibot";
import { APPOINTMENT_STATUSES } from "../appointment-status";
import { MAX_SEARCH_DAYS } from "../free-slots";
import { MAX_VISIT_SERVICES, serviceIdsParam } from "./availability";
import { isValidDate } from "../time";
import { dateField, idField, START_INVALID, START_REQUIRED, timeField } from "./appointments";
import { phoneField } from "./clients";
import { nameText, publicText } from "./common";

// ---- The owner's settings: GET/PUT /api/settings/online-booking --------------------------------

export const SLOT_STEP_OPTIONS = [5, 10, 15, 20, 30, 60] as const;
export const MAX_NOTICE_MINUTES = 30 * 24 * 60;
export const MAX_WINDOW_DAYS = 365;
export const MAX_CANCEL_LIMIT_HOURS = 30 * 24;
export const MAX_DAILY_LIMIT = 1000;
export const MAX_PENDING_EXPIRY_HOURS = 7 * 24;

export const ONLINE_BOOKING_DEFAULTS = {
  enabled: false,
  serviceIds: [] as number[],
  stylistIds: [] as number[],
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  windowDays: 60,
  cancelLimitHours: 24,
  requireApproval: false,
  /** Online bookings the page takes per salon day, all clients together; past it, "call the salon". */
  dailyLimit: 40,
  /** A booking still "Da approvare" this many hours after it was made is cancelled and frees its time. */
  pendingExpiryHours: 12,
};

export const SETTINGS_INVALID = "Impostazioni non valide";
export const STEP_INVALID = `Intervallo non valido: scegli tra ${SLOT_STEP_OPTIONS.join(", ")} minuti`;
export const NOTICE_INVALID = `Preavviso non valido (da 0 a ${MAX_NOTICE_MINUTES} minuti)`;
export const WINDOW_INVALID = `Finestra di prenotazione non valida (da 1 a ${MAX_WINDOW_DAYS} giorni)`;
export const CANCEL_LIMIT_INVALID = `Limite di cancellazione non valido (da 0 a ${MAX_CANCEL_LIMIT_HOURS} ore)`;
export const DAILY_LIMIT_INVALID = `Limite giornaliero non valido (da 1 a ${MAX_DAILY_LIMIT} prenotazioni)`;
export const PENDING_EXPIRY_INVALID = `Scadenza delle richieste non valida (da 1 a ${MAX_PENDING_EXPIRY_HOURS} ore)`;
export const ENABLE_INCOMPLETE = "Per attivare le prenotazioni online scegli almeno un servizio e uno stilista";
export const ENABLE_NO_SERVICE = "Scegli almeno un servizio prenotabile online";
export const ENABLE_NO_STYLIST = "Scegli almeno uno stilista che riceve prenotazioni online";
export const BOOLEAN_INVALID = "Deve essere vero o falso";
export const IDS_INVALID = "Elenco non valido";
export const IDS_REPEATED = "Un elemento è ripetuto";
export const ONLINE_SERVICE_UNKNOWN = "Servizio non trovato o non più disponibile";
export const ONLINE_STYLIST_UNKNOWN = "Stilista non trovato o non più attivo";

/**
 * What switching online booking on still lacks: at least one of the chosen services and one of
 * the chosen stylists must be active (not archived). Field by field; empty when nothing is missing.
 */
export function missingToEnable(
  next: Pick<OnlineBookingSettingsShape, "serviceIds" | "stylistIds">,
  activeServices: ReadonlySet<number>,
  activeStylists: ReadonlySet<number>,
): Partial<Record<"serviceIds" | "stylistIds", string>> {
  const fields: Partial<Record<"serviceIds" | "stylistIds", string>> = {};
  if (!next.serviceIds.some((id) => activeServices.has(id))) fields.serviceIds = ENABLE_NO_SERVICE;
  if (!next.stylistIds.some((id) => activeStylists.has(id))) fields.stylistIds = ENABLE_NO_STYLIST;
  return fields;
}
type OnlineBookingSettingsShape = { serviceIds: number[]; stylistIds: number[] };

const integerIn = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const idList = v.pipe(
  v.array(integerIn(IDS_INVALID, 1, Number.MAX_SAFE_INTEGER), IDS_INVALID),
  v.maxLength(500, IDS_INVALID),
  v.check((ids) => new Set(ids).size === ids.length, IDS_REPEATED),
);

const SettingsEntries = {
  enabled: v.boolean(BOOLEAN_INVALID),
  serviceIds: idList,
  stylistIds: idList,
  slotStepMinutes: v.pipe(
    v.number(STEP_INVALID),
    v.check((n) => (SLOT_STEP_OPTIONS as readonly number[]).includes(n), STEP_INVALID),
  ),
  minNoticeMinutes: integerIn(NOTICE_INVALID, 0, MAX_NOTICE_MINUTES),
  windowDays: integerIn(WINDOW_INVALID, 1, MAX_WINDOW_DAYS),
  cancelLimitHours: integerIn(CANCEL_LIMIT_INVALID, 0, MAX_CANCEL_LIMIT_HOURS),
  requireApproval: v.boolean(BOOLEAN_INVALID),
  dailyLimit: integerIn(DAILY_LIMIT_INVALID, 1, MAX_DAILY_LIMIT),
  pendingExpiryHours: integerIn(PENDING_EXPIRY_INVALID, 1, MAX_PENDING_EXPIRY_HOURS),
};

/** The stored and answered shape (GET, PUT's answer). */
export const OnlineBookingSettingsSchema = v.object(SettingsEntries, SETTINGS_INVALID);
export type OnlineBookingSettings = v.InferOutput<typeof OnlineBookingSettingsSchema>;

/**
 * PUT: any subset of the fields; those left out keep their saved value. Ids must name services
 * and stylists that exist and are not archived (checked by the service, 400 otherwise).
 */
export const OnlineBookingSettingsInputSchema = v.partial(v.object(SettingsEntries, SETTINGS_INVALID));
export type OnlineBookingSettingsInput = v.InferOutput<typeof OnlineBookingSettingsInputSchema>;

/** GET /api/online-booking/today: the public page's bookings today against the owner's daily limit. */
export const OnlineBookingTodaySchema = v.object({ enabled: v.boolean(), count: v.number(), limit: v.number(), reached: v.boolean() });
export type OnlineBookingToday = v.InferOutput<typeof OnlineBookingTodaySchema>;

// ---- Public: GET /api/public/booking -----------------------------------------------------------

export const PublicBookingInfoSchema = v.object({
  salonName: v.string(),
  /** "" when the salon has not set one (SALON_ADDRESS). */
  salonAddress: v.string(),
  /** The salon's phone from Informazioni Salone, the number clients are told to call; "" when not set. */
  salonPhone: v.string(),
  /** The page has taken the owner's daily limit of bookings: no more today, "call the salon". */
  dailyLimitReached: v.boolean(),
  /** Bookable online, in name order; price in cents ("35,00 €" is 3500). */
  services: v.array(v.object({ id: v.number(), name: v.string(), duration: v.number(), price: v.number() })),
  /** Stylists who take online bookings: first name only. */
  stylists: v.array(v.object({ id: v.number(), firstName: v.string() })),
  /** The first and last day a booking may fall on, in the salon's wall clock (today .. today + windowDays - 1). */
  firstDate: v.string(),
  lastDate: v.string(),
  windowDays: v.number(),
  slotStepMinutes: v.number(),
  minNoticeMinutes: v.number(),
  cancelLimitHours: v.number(),
  requireApproval: v.boolean(),
});
export type PublicBookingInfo = v.InferOutput<typeof PublicBookingInfoSchema>;

// ---- Public: GET /api/public/availability ------------------------------------------------------

export const AVAILABILITY_SERVICE_REQUIRED = "Scegli un servizio";
export const AVAILABILITY_SERVICE_INVALID = "Servizio non disponibile per la prenotazione online";
export const AVAILABILITY_STYLIST_INVALID = "Stilista non disponibile per la prenotazione online";
export const AVAILABILITY_FROM_INVALID = "Data di inizio non valida";
export const AVAILABILITY_TO_INVALID = "Data di fine non valida";
export const AVAILABILITY_ORDER = "La data di fine non può precedere la data di inizio";
export const AVAILABILITY_TOO_LONG = `Si possono chiedere al massimo ${MAX_SEARCH_DAYS} giorni per volta`;

const idParam = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => /^[1-9]\d{0,14}$/.test(s), message),
    v.transform(Number),
  );
const dayParam = (message: string) => v.pipe(v.string(message), v.check(isValidDate, message));

export const SERVICES_TOO_MANY = `Scegli da 1 a ${MAX_VISIT_SERVICES} servizi`;

/**
 * The query, one string per key: serviceIds ("3,7": up to three services, following each other in
 * that order) or the single serviceId (one is required; serviceIds wins), stylistId (absent or ""
 * = any), from..to (both included, ≤ 31 days).
 */
export const PublicAvailabilityQuerySchema = v.pipe(
  v.object({
    serviceId: v.pipe(v.optional(v.string(), ""), v.transform((s) => (s === "" ? undefined : s)), v.optional(idParam(AVAILABILITY_SERVICE_INVALID))),
    serviceIds: serviceIdsParam(SERVICES_TOO_MANY),
    stylistId: v.pipe(
      v.optional(v.string(), ""),
      v.transform((s) => (s === "" || s === "any" ? undefined : s)),
      v.optional(idParam(AVAILABILITY_STYLIST_INVALID)),
    ),
    from: dayParam(AVAILABILITY_FROM_INVALID),
    to: dayParam(AVAILABILITY_TO_INVALID),
  }),
  v.forward(
    v.check((q) => q.serviceId !== undefined || q.serviceIds !== undefined, AVAILABILITY_SERVICE_REQUIRED),
    ["serviceId"],
  ),
  v.forward(
    v.check((q) => q.from <= q.to, AVAILABILITY_ORDER),
    ["to"],
  ),
  v.forward(
    // Both are real days, which Date.parse reads as UTC midnights: no DST in between.
    v.check((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_SEARCH_DAYS, AVAILABILITY_TOO_LONG),
    ["to"],
  ),
);
export type PublicAvailabilityQuery = v.InferOutput<typeof PublicAvailabilityQuerySchema>;

export const PublicSlotSchema = v.object({ startTime: v.string(), stylistIds: v.array(v.number()) });
export type PublicSlot = v.InferOutput<typeof PublicSlotSchema>;

/** Every day from..to in order, each with its free start times (empty when none). */
export const PublicAvailabilitySchema = v.object({
  days: v.array(v.object({ date: v.string(), slots: v.array(PublicSlotSchema) })),
});
export type PublicAvailability = v.InferOutput<typeof PublicAvailabilitySchema>;

// ---- Public: POST /api/public/bookings ---------------------------------------------------------

export const BOOKING_FIRST_NAME_REQUIRED = "Nome è richiesto";
export const BOOKING_LAST_NAME_REQUIRED = "Cognome è richiesto";
export const BOOKING_SERVICE_REQUIRED = "Scegli un servizio";
export const BOOKING_STYLIST_INVALID = "Stilista non valido";
export const CONSENT_INVALID = "Indica se accetti i messaggi WhatsApp";
export const NOTES_MAX = 1000;

/**
 * The client's own booking: the same field rules as the staff's (names, +39 phone normalised to
 * national digits, a real day, "HH:mm"). `stylistId` null (or absent) means "Nessuna preferenza".
 * `website` is the honeypot: a hidden field that people leave empty and form-filling bots do not.
 * `serviceIds: [3, 7]` books a visit of up to three services following each other in that order
 * (it wins over `serviceId`, which alone still books one service).
 */
export const PublicBookingCreateSchema = v.pipe(v.object(
  {
    serviceId: v.pipe(
      v.optional(v.nullable(v.unknown()), null),
      v.transform((raw) => (raw === null || raw === "" ? null : raw)),
      v.nullable(idField(BOOKING_SERVICE_REQUIRED)),
    ),
    serviceIds: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(SERVICES_TOO_MANY), v.integer(SERVICES_TOO_MANY), v.minValue(1, SERVICES_TOO_MANY)), SERVICES_TOO_MANY),
        v.minLength(1, SERVICES_TOO_MANY),
        v.maxLength(MAX_VISIT_SERVICES, SERVICES_TOO_MANY),
      ),
    ),
    stylistId: v.pipe(
      v.optional(v.nullable(v.unknown()), null),
      v.transform((raw) => (raw === null || raw === "" ? null : raw)),
      v.nullable(idField(BOOKING_STYLIST_INVALID)),
    ),
    date: dateField,
    startTime: timeField(START_REQUIRED, START_INVALID),
    firstName: nameText(BOOKING_FIRST_NAME_REQUIRED, 100),
    lastName: nameText(BOOKING_LAST_NAME_REQUIRED, 100),
    phone: phoneField,
    whatsappConsent: v.optional(v.boolean(CONSENT_INVALID), false),
    notes: publicText(NOTES_MAX),
    website: v.optional(v.nullable(v.string()), ""),
  },
  "Dati non validi",
), v.forward(
  v.check((i) => i.serviceId !== null || i.serviceIds !== undefined, BOOKING_SERVICE_REQUIRED),
  ["serviceId"],
));
export type PublicBookingCreateInput = v.InferOutput<typeof PublicBookingCreateSchema>;

/** 201: what the confirmation page shows; `token` is the manage link's secret (shown once). */
export const PublicBookingCreatedSchema = v.object({
  token: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  serviceName: v.string(),
  /** First name only. */
  stylistName: v.string(),
  /** "pending" when the salon approves online bookings first, else "booked". */
  status: v.picklist(APPOINTMENT_STATUSES),
});
export type PublicBookingCreated = v.InferOutput<typeof PublicBookingCreatedSchema>;

export const SLOT_TAKEN_MESSAGE = "Questo orario è appena stato prenotato: scegli un altro orario";

/** 409 slot_taken: the day's free times as they are now, to choose again. */
export const SlotTakenSchema = v.object({
  message: v.string(),
  code: v.literal("slot_taken"),
  date: v.string(),
  slots: v.array(PublicSlotSchema),
});

// ---- Public: GET and DELETE /api/public/bookings/:token ----------------------------------------

export const PublicBookingSchema = v.object({
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  /** The visit's services as a sentence says them: "Colore e Taglio Donna". */
  serviceName: v.string(),
  /** The same, one by one in the order they follow each other. */
  serviceNames: v.array(v.string()),
  stylistName: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  /** Whether the client may still cancel it from the link. */
  canCancel: v.boolean(),
  /** The last moment to cancel: a UTC instant, and the same on the salon's wall clock. */
  cancelUntil: v.string(),
  cancelUntilDate: v.string(),
  cancelUntilTime: v.string(),
  /** Whether the salon's answer reaches her on WhatsApp (set up, and her consent given); else the salon calls. */
  clientNotified: v.boolean(),
});
export type PublicBooking = v.InferOutput<typeof PublicBookingSchema>;
