import type { ClientActor } from "../../activity/trail";
import { onlineNameIfDifferent, slotOf } from "../../domain/appointment-replies";
import { conflict, DomainError, invalid } from "../../domain/errors";
import {
  bookedMinutes,
  bookingWindow,
  onlineVisitItems,
  onlineVisitTimes,
  type VisitService,
  BOOKINGS_PER_PHONE_PER_DAY,
  cancelPolicy,
  dailyLimitMessage,
  daySlots,
  freeStylistsAt,
  PHONE_WINDOW_MS,
  phoneRetryAfterSeconds,
  pickStylist,
  publicSlots,
  type PublicSlotsQuery,
} from "../../domain/online-booking";
import { italianList } from "../../domain/names";
import { refusalOf } from "../../domain/online-refusals";
import {
  AVAILABILITY_SERVICE_INVALID,
  AVAILABILITY_STYLIST_INVALID,
  SLOT_TAKEN_MESSAGE,
  type OnlineBookingSettings,
  type PublicAvailability,
  type PublicAvailabilityQuery,
  type PublicBooking,
  type PublicBookingCreated,
  type PublicBookingCreateInput,
  type PublicBookingInfo,
  type PublicSlot,
} from "../../domain/schemas/online-booking";
import { addDays, dayOfWeek, fromMinutes, toMinutes } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { onlineBookingToday } from "../../schedule/online-booking-day";
import { onlineBookingSettingsRepo } from "../../schedule/online-booking-settings";
import { salonContact, whatsappCanSend } from "../../settings/salon-contact";
import { publicBookingRepo } from "./public-repo";
import type { AppointmentsService } from "./service";
import { serviceNames } from "./write-rules";

export const ONLINE_OFF = "Prenotazioni online non disponibili";
export const BOOKING_NOT_FOUND = "Prenotazione non trovata";
export const HONEYPOT_MESSAGE = "Non è stato possibile completare la prenotazione: contatta il salone";
export const PHONE_LIMIT_MESSAGE = `Con questo numero sono già state fatte ${BOOKINGS_PER_PHONE_PER_DAY} prenotazioni online nelle ultime 24 ore: per altre contatta il salone`;
export const CANCEL_TOO_LATE = (date: string, time: string) =>
  `La prenotazione si può annullare online fino al ${date.slice(8, 10)}/${date.slice(5, 7)} alle ${time}: per annullarla ora contatta il salone`;
export const BOOKING_CHANGED = "La prenotazione è appena stata modificata dal salone: ricarica la pagina";

/** The trail's author of an online booking (shown as "Cliente online"). */
const ONLINE_CLIENT: ClientActor = { kind: "client", channel: "online" };

const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("hex");
/** 32 random bytes, base64url: 43 characters, 256 bits — not guessable, not an id. */
const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
/** "Giulia Bianchi" -> "Giulia": the public page never shows a stylist's surname. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

const offError = () => new DomainError("not_found", ONLINE_OFF, "online_booking_off");
const notFoundError = () => new DomainError("not_found", BOOKING_NOT_FOUND, "not_found");
const slotTaken = (date: string, slots: PublicSlot[]) => new DomainError("conflict", SLOT_TAKEN_MESSAGE, "slot_taken", undefined, { date, slots });
/** A time the page would not offer: 409 with what is wrong (past, closed, off the grid, taken…) and the day's free times. */
const refused = (q: Omit<PublicSlotsQuery, "from" | "to">, date: string, startTime: string) => {
  const why = refusalOf(q, date, startTime);
  return new DomainError("conflict", why.message, why.code, undefined, { date, slots: daySlots(q, date) });
};

export function createPublicBookingService(ctx: AppContext, appointments: AppointmentsService) {
  const repo = publicBookingRepo(ctx.db);
  const settingsRepo = onlineBookingSettingsRepo(ctx.db);
  const tz = ctx.config.timeZone;

  /** The settings, or 404 for every public route while online booking is off. */
  function enabled(): OnlineBookingSettings {
    const settings = settingsRepo.get();
    if (!settings.enabled) throw offError();
    return settings;
  }

  /** The visit's services in the order chosen, each offered online; their items and total length. */
  function bookableVisit(settings: OnlineBookingSettings, ids: readonly number[], field: "serviceId" | "serviceIds") {
    const found = new Map(repo.visitServices(ids.filter((id) => settings.serviceIds.includes(id))).map((s) => [s.id, s]));
    const services = ids.map((id) => found.get(id));
    if (services.some((s) => s === undefined)) throw invalid(AVAILABILITY_SERVICE_INVALID, { [field]: AVAILABILITY_SERVICE_INVALID }, "invalid_reference");
    const list = services as VisitService[] & { name: string }[];
    return { services: list, items: onlineVisitItems(list), duration: list.reduce((sum, s) => sum + s.duration, 0) };
  }
  type Visit = ReturnType<typeof bookableVisit>;
  const visitOf = (settings: OnlineBookingSettings, q: { serviceId?: number | null; serviceIds?: number[] }) =>
    q.serviceIds ? bookableVisit(settings, q.serviceIds, "serviceIds") : bookableVisit(settings, [q.serviceId!], "serviceId");

  /** The one stylist asked for, or every one taking online bookings ("Nessuna preferenza"). */
  function candidates(settings: OnlineBookingSettings, stylistId: number | null | undefined): number[] {
    const bookable = repo.stylists(settings.stylistIds).map((s) => s.id);
    if (stylistId == null) return bookable.sort((a, b) => a - b);
    if (!bookable.includes(stylistId)) throw invalid(AVAILABILITY_STYLIST_INVALID, { stylistId: AVAILABILITY_STYLIST_INVALID }, "invalid_reference");
    return [stylistId];
  }

  function slotQuery(settings: OnlineBookingSettings, stylistIds: number[], visit: Visit, from: string, to: string) {
    return { ...repo.schedule(stylistIds, from, to), settings, stylistIds, durationMinutes: visit.duration, items: visit.items, now: ctx.clock.now(), timeZone: tz };
  }

  /** A booking as its manage link shows it: times, service, the stylist's first name, status. */
  function publicView(
    row: { date: string; startTime: string; endTime: string; status: PublicBooking["status"]; serviceName: string; itemNames: string; stylistName: string; clientConsent: boolean },
    settings: OnlineBookingSettings,
  ): PublicBooking {
    const items = JSON.parse(row.itemNames) as string[];
    const serviceNames = items.length > 0 ? items : [row.serviceName];
    const policy = cancelPolicy({ ...row, cancelLimitHours: settings.cancelLimitHours, now: ctx.clock.now(), timeZone: tz });
    return {
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      serviceName: italianList(serviceNames),
      serviceNames,
      stylistName: firstNameOf(row.stylistName),
      status: row.status,
      canCancel: policy.canCancel,
      cancelUntil: policy.cancelUntil.toISOString(),
      cancelUntilDate: policy.cancelUntilDate,
      cancelUntilTime: policy.cancelUntilTime,
      // "Ti avviseremo" only when a message can really go: WhatsApp set up and her consent given.
      clientNotified: whatsappCanSend(ctx) && row.clientConsent,
    };
  }

  /** The hash is looked up on a unique index: no comparison of the token itself, so a malformed one costs the same. */
  function findByToken(token: string) {
    const row = repo.byTokenHash(sha256(token));
    if (!row) throw notFoundError();
    return row;
  }

  // Informazioni Salone, read on every page so the owner's edit shows at once.
  return {
    info(): PublicBookingInfo {
      const settings = enabled();
      const window = bookingWindow(ctx.clock.now(), tz, settings.windowDays);
      const salon = salonContact(ctx);
      return {
        salonName: salon.name,
        salonAddress: salon.address,
        salonPhone: salon.phone,
        dailyLimitReached: onlineBookingToday(ctx.db, settings.dailyLimit, ctx.clock.now(), tz).reached,
        services: repo.services(settings.serviceIds),
        stylists: repo.stylists(settings.stylistIds).map((s) => ({ id: s.id, firstName: firstNameOf(s.name) })),
        ...window,
        windowDays: settings.windowDays,
        slotStepMinutes: settings.slotStepMinutes,
        minNoticeMinutes: settings.minNoticeMinutes,
        cancelLimitHours: settings.cancelLimitHours,
        requireApproval: settings.requireApproval,
      };
    },

    /** Free times per day: one range read in a few statements, then the pure search. */
    availability(query: PublicAvailabilityQuery): PublicAvailability {
      const settings = enabled();
      const visit = visitOf(settings, query);
      const stylistIds = candidates(settings, query.stylistId);
      return publicSlots({ ...slotQuery(settings, stylistIds, visit, query.from, query.to), from: query.from, to: query.to });
    },

    /**
     * Books a time for a client, through the appointments service's write transaction: under the
     * write lock it counts the phone's recent bookings, checks that the time is still one the page
     * would offer, picks the stylist for "Nessuna preferenza", finds the client by phone or adds
     * one, then records consent and queues the WhatsApp confirmation with the appointment.
     */
    async book(input: PublicBookingCreateInput): Promise<PublicBookingCreated> {
      const settings = enabled();
      if (input.website) throw invalid(HONEYPOT_MESSAGE, undefined, "rejected");
      const visit = visitOf(settings, input);
      const stylistIds = candidates(settings, input.stylistId);
      const token = newToken();
      const status = settings.requireApproval ? "pending" : "booked";
      let stored: { id: number; firstName: string; lastName: string } | null = null;
      const plan = () => {
        const now = ctx.clock.now();
        const recent = repo.onlineBookingsSince(input.phone, new Date(now.getTime() - PHONE_WINDOW_MS).toISOString());
        if (recent.length >= BOOKINGS_PER_PHONE_PER_DAY) {
          throw new DomainError("too_many", PHONE_LIMIT_MESSAGE, "too_many_bookings", undefined, { retryAfterSeconds: phoneRetryAfterSeconds(recent, now) });
        }
        // The page's allowance for the day, counted under the write lock: bookings sent together
        // are counted one after the other, so no burst gets past the owner's limit.
        const today = onlineBookingToday(ctx.db, settings.dailyLimit, now, tz);
        if (today.reached) {
          throw new DomainError("too_many", dailyLimitMessage(salonContact(ctx).phone), "daily_limit_reached", undefined, { retryAfterSeconds: today.retryAfterSeconds });
        }
        // The week around the day: the free-time check reads its day, the even spread the week.
        const monday = addDays(input.date, -((dayOfWeek(input.date) + 6) % 7));
        const q = slotQuery(settings, stylistIds, visit, monday, addDays(monday, 6));
        const free = freeStylistsAt(q, input.date, input.startTime);
        const stylistId = pickStylist(free, bookedMinutes(q.bookings, input.date));
        if (stylistId === null) throw refused(q, input.date, input.startTime);
        const client = repo.clientByPhone(input.phone);
        stored = client ?? null;
        const { firstName, lastName, phone, notes, date, startTime } = input;
        return {
          clientId: client?.id,
          // An anonymous form never writes a stored client: a new number gets a card, without
          // consent (the number itself confirms it).
          newClient: client ? undefined : { firstName, lastName, phone, email: "", notes: "", whatsappConsent: false, allowDuplicatePhone: false },
          stylistId,
          serviceId: visit.services[0]!.id,
          // The items follow each other in the order chosen, all with the stylist picked.
          items: onlineVisitTimes(visit.services, stylistId, startTime),
          date,
          startTime,
          endTime: fromMinutes(toMinutes(startTime) + visit.duration),
          notes,
          source: "online" as const,
          status: status as "pending" | "booked",
          manageTokenHash: sha256(token),
        };
      };
      const row = await appointments
        .createPlanned(ONLINE_CLIENT, plan, (created) => {
          if (stored) {
            // Whoever knows her number can type it: her card, her consent and her notes stay the
            // salon's; another name marks the booking "Da verificare".
            const typed = onlineNameIfDifferent(input, stored);
            if (typed !== null) repo.setOnlineName(created.id, typed);
          } else if (input.whatsappConsent) {
            repo.requestConsent(created.clientId, ctx.clock.now().toISOString());
          }
          // Waiting for approval, the client hears from the salon when it is approved. The
          // confirmation goes to a client with consent, and asks a number whose consent is pending.
          if (status === "booked" && (repo.hasConsent(created.clientId) || repo.consentRequested(created.clientId))) {
            repo.queueMessage(created.id, "confirmation", slotOf(created));
          }
        })
        .catch((error: unknown) => {
          // The staff's overlap refusal names the other appointment: never pass it on to the public.
          if (error instanceof DomainError && error.code === "slot_taken" && error.details?.slots === undefined) {
            const q = slotQuery(settings, stylistIds, visit, input.date, input.date);
            throw slotTaken(input.date, daySlots(q, input.date));
          }
          throw error;
        });
      return {
        token,
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
        serviceName: serviceNames(row),
        stylistName: firstNameOf(row.stylist.name),
        status: row.status,
      };
    },

    /** Why a time is not offered now: the page's notice when a link's time has gone or never was. */
    refusal(serviceIds: number | readonly number[], stylistId: number | null, date: string, startTime: string) {
      const settings = enabled();
      const visit = visitOf(settings, typeof serviceIds === "number" ? { serviceId: serviceIds } : { serviceIds: [...serviceIds] });
      const q = slotQuery(settings, candidates(settings, stylistId), visit, date, date);
      return refusalOf(q, date, startTime);
    },

    get(token: string): PublicBooking {
      const settings = enabled();
      return publicView(findByToken(token), settings);
    },

    /**
     * The client cancels from her link, up to the owner's limit: the appointments service's status
     * change (cancelled by the client, trail "Cliente online", live event), refused if the salon
     * changed the booking since it was read. Cancelling a cancelled booking again answers it as it is.
     */
    async cancel(token: string): Promise<PublicBooking> {
      const settings = enabled();
      const row = findByToken(token);
      if (row.status === "cancelled") return publicView(row, settings);
      const view = publicView(row, settings);
      if (!view.canCancel) throw conflict(CANCEL_TOO_LATE(view.cancelUntilDate, view.cancelUntilTime), "too_late_to_cancel");
      await appointments.setStatus(ONLINE_CLIENT, row.id, { status: "cancelled", version: row.version }).catch((error: unknown) => {
        // Its refusals carry the staff's view of the appointment: the client gets a sentence.
        if (error instanceof DomainError && error.kind === "conflict") throw conflict(BOOKING_CHANGED, "booking_changed");
        throw error;
      });
      return publicView(findByToken(token), settings);
    },
  };
}
export type PublicBookingService = ReturnType<typeof createPublicBookingService>;
