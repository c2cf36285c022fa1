import { Elysia } from "elysia";
import { DomainError, invalid } from "../../domain/errors";
import { ADDRESS_WINDOW_MS, addressLimitMessage, BOOKINGS_PER_ADDRESS_PER_DAY } from "../../domain/online-booking";
import type { PublicBookingCreated } from "../../domain/schemas/online-booking";
import { PublicAvailabilityQuerySchema, PublicBookingCreateSchema } from "../../domain/schemas/online-booking";
import { parseOrThrow } from "../../domain/validation";
import { readJsonBody } from "../../http/body-limit";
import type { AppContext } from "../../http/context";
import { addressBucket } from "../../http/address-bucket";
import { createAttemptLimiter, type AttemptLimiter } from "../../http/rate-limit";
import { salonContact } from "../../settings/salon-contact";
import { createPublicBookingService } from "./public-service";
import type { AppointmentsService } from "./service";

/** A booking form is well under 2 KB; anything past this is not one. */
export const PUBLIC_BODY_MAX_BYTES = 8 * 1024;
export const RATE_LIMITED = "Troppe richieste: riprova tra qualche minuto";

/** Per address and minute: what a person on the page needs, far below what a script would use. */
export const PUBLIC_LIMITS = { reads: 60, availability: 30, writes: 10 } as const;

/** The query as one string per key; a key given twice is a 400 rather than a silent pick. */
function singleValues(url: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key in query) throw invalid(`Parametro ${key} ripetuto`, { [key]: `Parametro ${key} ripetuto` }, "invalid_query");
    query[key] = value;
  }
  return query;
}

/**
 * The public booking service and its per-address limits, shared by the JSON API and the
 * server-rendered pages: a booking made from either counts against the same allowance.
 * Every call counts, successful or not: a slot is never given back.
 */
export function createPublicBooking(ctx: AppContext, appointments: AppointmentsService) {
  const service = createPublicBookingService(ctx, appointments);
  const now = () => ctx.clock.now().getTime();
  const limiters: Record<keyof typeof PUBLIC_LIMITS, AttemptLimiter> = {
    reads: createAttemptLimiter({ max: PUBLIC_LIMITS.reads, windowMs: 60_000, now }),
    availability: createAttemptLimiter({ max: PUBLIC_LIMITS.availability, windowMs: 60_000, now }),
    writes: createAttemptLimiter({ max: PUBLIC_LIMITS.writes, windowMs: 60_000, now }),
  };
  // Bookings made per address in 24 hours: only those that succeed count (a typo costs nothing).
  const daily = createAttemptLimiter({ max: BOOKINGS_PER_ADDRESS_PER_DAY, windowMs: ADDRESS_WINDOW_MS, now });
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const count = (which: keyof typeof PUBLIC_LIMITS, request: Request) => {
    const attempt = limiters[which].reserve([addressBucket(ctx.clientAddress(request))]);
    if (!attempt.ok) {
      throw new DomainError("too_many", RATE_LIMITED, "rate_limited", undefined, { retryAfterSeconds: seconds(attempt.retryAfterMs) });
    }
  };
  /**
   * A booking, within the address's daily allowance: the place is taken before the booking starts
   * (so a burst from one address cannot all pass) and given back when the booking is refused.
   */
  const book = async (request: Request, input: Parameters<typeof service.book>[0]): Promise<PublicBookingCreated> => {
    const place = daily.reserve([addressBucket(ctx.clientAddress(request))]);
    if (!place.ok) {
      throw new DomainError("too_many", addressLimitMessage(salonContact(ctx).phone), "too_many_from_address", undefined, { retryAfterSeconds: seconds(place.retryAfterMs) });
    }
    try {
      return await service.book(input);
    } catch (error) {
      place.reservation.release();
      throw error;
    }
  };
  return { service, count, book };
}
export type PublicBookingDesk = ReturnType<typeof createPublicBooking>;

/**
 * The public booking API: no session. Every route answers 404 while online booking is off,
 * and counts each call against the caller's address (TRUST_PROXY decides which address that is;
 * an IPv6 address counts as its /64).
 */
export function publicBookingRoutes(ctx: AppContext, desk: PublicBookingDesk) {
  const { service } = desk;
  const count = (which: keyof typeof PUBLIC_LIMITS, request: Request) => desk.count(which, request);
  const [reads, availability, writes] = ["reads", "availability", "writes"] as const;

  return new Elysia({ name: "public-booking-routes" })
    .get("/api/public/booking", ({ request }) => {
      count(reads, request);
      return service.info();
    })
    .get("/api/public/availability", ({ request }) => {
      count(availability, request);
      return service.availability(parseOrThrow(PublicAvailabilityQuerySchema, singleValues(request.url)));
    })
    .post(
      "/api/public/bookings",
      async ({ request, set }) => {
        count(writes, request);
        const body = await readJsonBody(request, PUBLIC_BODY_MAX_BYTES);
        const created = await desk.book(request, parseOrThrow(PublicBookingCreateSchema, body ?? {}));
        set.status = 201;
        return created;
      },
      { parse: "none" },
    )
    .get("/api/public/bookings/:token", ({ params, request }) => {
      count(reads, request);
      return service.get(params.token);
    })
    .delete("/api/public/bookings/:token", ({ params, request }) => {
      count(writes, request);
      return service.cancel(params.token);
    });
}
