import * as v from "valibot";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isValidPhone, normalizePhone } from "../phone";
import { WHATSAPP_CONSENT_INVALID } from "../whatsapp-consent";
import { nameText, optionalNameText, optionalText, requiredText } from "./common";
import { displayName } from "../names";
import { APPOINTMENT_STATUSES } from "../appointment-status";
import { ClientFileFields, ClientFileResponseFields } from "./client-file";

export const PHONE_REQUIRED = "Telefono è richiesto";
export const PHONE_DIGITS_ONLY = "Il telefono può contenere solo cifre";
export const PHONE_LENGTH = `Il telefono deve avere da ${PHONE_MIN_DIGITS} a ${PHONE_MAX_DIGITS} cifre`;
export const EMAIL_INVALID = "Email non valida";

// Separators people type ("333 123-4567", "+39 (06) 1234.5678") are fine; a letter is a typo.
const PHONE_CHARACTERS = /^[\d\s+().\/-]*$/;

/** Required phone: stored as E.164 ("333 123 4567" -> "+393331234567"). */
export const phoneField = v.pipe(
  requiredText(PHONE_REQUIRED, 40),
  v.check((s) => PHONE_CHARACTERS.test(s), PHONE_DIGITS_ONLY),
  v.check((s) => isValidPhone(s), PHONE_LENGTH),
  v.transform(normalizePhone),
);

/** Optional phone (stylists): "" stays "", anything else must be a valid number. */
export const optionalPhoneField = v.pipe(
  optionalText(40),
  v.transform((s) => s.trim()),
  v.check((s) => s === "" || PHONE_CHARACTERS.test(s), PHONE_DIGITS_ONLY),
  v.check((s) => s === "" || isValidPhone(s), PHONE_LENGTH),
  v.transform(normalizePhone),
);

// Deliberately loose (one @, a dot in the domain, no spaces): the salon types addresses, a
// stricter RFC check would refuse real ones more often than it catches typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email: a valid address or empty, trimmed. */
export const emailField = v.pipe(
  optionalText(254),
  v.transform((s) => s.trim()),
  v.check((s) => s === "" || EMAIL.test(s), EMAIL_INVALID),
);

/** POST and PUT /api/clients, and the client dialog. */
export const ClientSchema = v.object(
  {
    firstName: nameText("Nome è richiesto", 100),
    lastName: nameText("Cognome è richiesto", 100),
    phone: phoneField,
    email: emailField,
    // 20,000 characters: room for years of notes ("10 KB" of text comfortably fits).
    notes: optionalText(20_000),
    // Absent = unchanged: a caller that does not know about consent (an older screen, the
    // booking's "Modifica dati cliente") must never withdraw it by saving.
    whatsappConsent: v.optional(v.boolean(WHATSAPP_CONSENT_INVALID)),
    ...ClientFileFields,
  },
  "Dati non validi",
);
export type ClientInput = v.InferOutput<typeof ClientSchema>;

/** One client as every answer gives it (GET /api/clients rows, POST and PUT). */
export const ClientResponseSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  email: v.string(),
  notes: v.string(),
  whatsappConsent: v.boolean(),
  /** UTC ISO instant the consent was given; null without consent. */
  whatsappConsentAt: v.nullable(v.string()),
  /** "Cliente di passaggio": a first name at most, no phone; saved with a last name and a phone she becomes a full client. */
  walkIn: v.boolean(),
});
export type Client = v.InferOutput<typeof ClientResponseSchema>;
/** What is stored of a client: the answer without its id. */
export type ClientRecord = Omit<Client, "id">;

/** GET /api/clients/{id}, and the answer to a save or a consent: the row and her whole file. */
export const ClientDetailSchema = v.object({ ...ClientResponseSchema.entries, ...ClientFileResponseFields });
export type ClientDetail = v.InferOutput<typeof ClientDetailSchema>;

/**
 * POST /api/clients and an appointment's `newClient`: a phone another client already has is
 * refused (409 duplicate_phone) unless `allowDuplicatePhone` is true, because a family sharing
 * one phone is real and the salon must be able to say "Crea comunque".
 */
export const ClientCreateSchema = v.object(
  { ...ClientSchema.entries, allowDuplicatePhone: v.optional(v.boolean("Deve essere vero o falso"), false) },
  "Dati non validi",
);
export type ClientCreateInput = v.InferOutput<typeof ClientCreateSchema>;

const WALK_IN_INVALID = "Deve essere vero per un cliente di passaggio";

/** An appointment's `newClient` for a walk-in ("Cliente di passaggio"): a first name or nothing, no phone. */
export const WalkInCreateSchema = v.object(
  { walkIn: v.literal(true, WALK_IN_INVALID), firstName: optionalNameText(100) },
  "Dati non validi",
);
export type WalkInCreateInput = v.InferOutput<typeof WalkInCreateSchema>;

const isWalkInRequest = (input: unknown) => typeof input === "object" && input !== null && "walkIn" in input && (input as { walkIn: unknown }).walkIn !== false;

/**
 * An appointment's `newClient`: `{ walkIn: true, firstName? }` makes a walk-in, anything else is
 * read as a full client (with its field messages, keyed "newClient.phone" etc.).
 */
export const NewClientSchema = v.lazy((input) => (isWalkInRequest(input) ? WalkInCreateSchema : ClientCreateSchema));
export type NewClientInput = ClientCreateInput | WalkInCreateInput;
export const isWalkInInput = (input: NewClientInput): input is WalkInCreateInput => "walkIn" in input && input.walkIn === true;

export const duplicatePhoneMessage = (c: Pick<Client, "firstName" | "lastName">) =>
  `Esiste già un cliente con questo telefono: ${displayName(c)}`;

/** The 409 answer to a create whose phone is taken: the existing client, to propose instead. */
export const DuplicatePhoneErrorSchema = v.object({
  message: v.string(),
  code: v.literal("duplicate_phone"),
  client: ClientResponseSchema,
});

/** What a client delete takes with it (the DELETE answer; the dialog says it). */
export const ClientCountsSchema = v.object({ id: v.number(), appointmentCount: v.number(), reminderCount: v.number() });
export type ClientCounts = v.InferOutput<typeof ClientCountsSchema>;

export const FUTURE_VISITS_CHOICE = "Scegli se annullare o mantenere gli appuntamenti futuri";

/** DELETE /api/clients/{id}?futureVisits=cancel|keep: what happens to her visits still to come. */
export const ClientDeleteQuerySchema = v.object({
  futureVisits: v.optional(v.picklist(["cancel", "keep"], FUTURE_VISITS_CHOICE)),
});
export type FutureVisitsChoice = NonNullable<v.InferOutput<typeof ClientDeleteQuerySchema>["futureVisits"]>;

/** One visit still to come, as the delete's 409 lists it (services in the visit's order). */
export const FutureVisitSchema = v.object({
  id: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  services: v.array(v.string()),
  stylists: v.array(v.string()),
});
export type FutureVisit = v.InferOutput<typeof FutureVisitSchema>;

/** The 409 to a plain delete of a client with visits still to come: the screen asks which. */
export const FutureVisitsErrorSchema = v.object({
  message: v.string(),
  code: v.literal("future_visits"),
  visits: v.array(FutureVisitSchema),
});

/**
 * The DELETE answer: what her file held. `anonymised` when she had visits (they stay, under
 * "Cliente eliminato"); `cancelled` counts the visits to come that the delete cancelled.
 */
export const ClientDeletedSchema = v.object({
  ...ClientCountsSchema.entries,
  anonymised: v.boolean(),
  cancelled: v.number(),
});
export type ClientDeleted = v.InferOutput<typeof ClientDeletedSchema>;

const NamedRef = v.object({ id: v.number(), name: v.string() });

/**
 * GET /api/clients/{id}/summary: what a delete would take with it, and what the booking panel
 * and "Prenota" / "Ripeti ultimo" need: her last visit, her usual stylist and service (the most
 * frequent in her last visits; only ones still bookable).
 */
export const ClientSummarySchema = v.object({
  ...ClientCountsSchema.entries,
  lastVisit: v.nullable(
    v.object({
      appointmentId: v.number(),
      date: v.string(),
      startTime: v.string(),
      endTime: v.string(),
      stylist: NamedRef,
      service: NamedRef,
    }),
  ),
  usualStylist: v.nullable(NamedRef),
  usualService: v.nullable(NamedRef),
  pastVisits: v.number(),
  /** Appointments marked "Non presentato": the booking panel warns "2 mancate presentazioni". */
  noShows: v.number(),
  /** Her patch test's day, null when missing; a service that requires one warns past `patchTestMonths`. */
  patchTestDate: v.nullable(v.string()),
  patchTestMonths: v.number(),
});
export type ClientSummary = v.InferOutput<typeof ClientSummarySchema>;

export const MERGE_PICK = "Scegli il cliente da unire";

/** POST /api/clients/{id}/merge: the client in the path survives, `duplicateId` goes. */
export const ClientMergeSchema = v.object(
  {
    duplicateId: v.pipe(
      // The default (null) makes valibot run the check on a missing key too.
      v.optional(v.unknown(), null),
      v.check((n) => typeof n === "number" && Number.isSafeInteger(n) && n > 0, MERGE_PICK),
      v.transform((n) => n as number),
    ),
  },
  "Dati non validi",
);

export const ClientMergedSchema = v.object({
  client: ClientResponseSchema,
  mergedId: v.number(),
  movedAppointments: v.number(),
  movedReminders: v.number(),
});
export type ClientMerged = v.InferOutput<typeof ClientMergedSchema>;
