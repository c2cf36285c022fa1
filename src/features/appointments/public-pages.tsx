import { Elysia } from "elysia";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DomainError } from "../../domain/errors";
import { PublicBookingCreateSchema, PublicSlotSchema, type PublicBookingInfo } from "../../domain/schemas/online-booking";
import { parseOrThrow } from "../../domain/validation";
import * as v from "valibot";
import { readBodyText } from "../../http/body-limit";
import type { AppContext } from "../../http/context";
import { assertSameOrigin, requestIsHttps } from "../../http/security";
import { BookingPage, OFF_MESSAGE, type BookingView } from "../../../web/public-booking/booking-page";
import type { DetailsForm, FieldErrors } from "../../../web/public-booking/details-step";
import { ManageBooking, NOT_FOUND_MESSAGE, PublicMessage, type ManageView } from "../../../web/public-booking/manage-page";
import { BOOKING_PATH, managePath } from "../../../web/public-booking/paths";
import { CallSalon } from "../../../web/public-booking/call-salon";
import { dailyLimitMessage } from "../../domain/online-booking";
import { PublicDocument, type Salon } from "../../../web/public-booking/salon-header";
import { choiceOf, pageStartOf, timeView, viewOf, type PageParams, type VisitTimes } from "./public-page-views";
import { PUBLIC_BODY_MAX_BYTES, type PublicBookingDesk } from "./public-routes";
import type { PublicBookingService } from "./public-service";

/**
 * The pages ship no script at all: nothing runs but the browser's own links and forms. Styles come
 * from the page's own hashed stylesheet; forms post back to this server only.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const DETAIL_KEYS = ["firstName", "lastName", "phone", "notes", "whatsappConsent"] as const;

/** A page, gzipped for a browser that takes it (the day grid is 20 KB of markup, 1.5 KB gzipped). */
function html(request: Request, body: ReactNode, status = 200, extra: Record<string, string> = {}) {
  const text = `<!doctype html>${renderToStaticMarkup(body)}`;
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    // Free times change every minute and a manage page holds a secret: never stored by a cache.
    "Cache-Control": "no-store",
    "Content-Security-Policy": PAGE_CSP,
    Vary: "Accept-Encoding",
    ...extra,
  };
  if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) return new Response(text, { status, headers });
  return new Response(Bun.gzipSync(text), { status, headers: { ...headers, "Content-Encoding": "gzip" } });
}

/** The page's questions about a visit, asked of the public booking service (the API's rules). */
const visitTimes = (service: PublicBookingService): VisitTimes => ({
  availability: (serviceIds, stylistId, from, to) => service.availability({ serviceId: serviceIds[0]!, serviceIds, stylistId: stylistId ?? undefined, from, to }),
  refusal: (serviceIds, stylistId, date, startTime) => service.refusal(serviceIds, stylistId, date, startTime),
});

const originOf = (request: Request) => {
  const url = new URL(request.url);
  return `${requestIsHttps(request) ? "https:" : url.protocol}//${url.host}`;
};

/**
 * /prenota and /prenota/gestisci/<token>, rendered on the server with React from
 * web/public-booking: every step is a link carrying the choice in its query, the details and the
 * cancellation are ordinary forms. They call the same service and limits as /api/public/*.
 * No CSRF token: there is no session to ride on (anyone may book), and a cancellation needs the
 * manage token, which is the secret itself; a cross-site post is refused by its Origin as well.
 */
export function publicPagesRoutes(ctx: AppContext, desk: PublicBookingDesk, stylesheet: string | null) {
  const { service } = desk;
  const times = visitTimes(service);
  const page = (request: Request, title: string, salon: Salon | null, body: ReactNode, status = 200, headers: Record<string, string> = {}) =>
    html(
      request,
      <PublicDocument title={title} stylesheet={stylesheet} salon={salon}>
        {body}
      </PublicDocument>,
      status,
      headers,
    );
  const salonOf = (info: PublicBookingInfo): Salon => ({ name: info.salonName, address: info.salonAddress, phone: info.salonPhone });
  const bookingPage = (request: Request, info: PublicBookingInfo, view: BookingView, status = 200, headers: Record<string, string> = {}) =>
    page(request, `Prenota online · ${info.salonName}`, salonOf(info), <BookingPage info={info} view={view} />, status, headers);
  const salonIfOn = (): Salon | null => {
    try {
      return salonOf(service.info());
    } catch {
      return null;
    }
  };

  /** The service's refusals every page shares: switched off (404) and too many requests (429). */
  const guarded = async (request: Request, work: () => Response | Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError && error.code === "online_booking_off") return page(request, OFF_MESSAGE, null, <PublicMessage message={OFF_MESSAGE} back={false} />, 404);
      if (error instanceof DomainError && error.kind === "too_many") {
        const retry = Number(error.details?.retryAfterSeconds ?? 60);
        return page(request, "Prenota online", salonIfOn(), <PublicMessage message={error.message} />, 429, { "Retry-After": String(retry) });
      }
      throw error;
    }
  };

  const manage = (request: Request, token: string) =>
    guarded(request, () => {
      desk.count("reads", request);
      let booking;
      try {
        booking = service.get(token);
      } catch (error) {
        if (error instanceof DomainError && error.code === "not_found") return page(request, NOT_FOUND_MESSAGE, salonIfOn(), <PublicMessage message={NOT_FOUND_MESSAGE} />, 404);
        throw error;
      }
      const query = new URL(request.url).searchParams;
      const view: ManageView =
        query.get("nuova") === "1" ? "new" : query.get("annulla") === "1" ? "confirm-cancel" : query.get("annullata") === "1" && booking.status === "cancelled" ? "cancelled" : "booking";
      const body = <ManageBooking token={token} booking={booking} view={view} origin={originOf(request)} notice={null} />;
      return page(request, "La tua prenotazione", salonIfOn(), body);
    });

  return new Elysia({ name: "public-pages" })
    .get(BOOKING_PATH, ({ request }) =>
      guarded(request, () => {
        desk.count("reads", request);
        const info = service.info();
        if (info.dailyLimitReached) {
          const body = <CallSalon message={dailyLimitMessage(info.salonPhone)} phone={info.salonPhone} />;
          return page(request, `Prenota online · ${info.salonName}`, salonOf(info), body);
        }
        const query = new URL(request.url).searchParams;
        // A link may be old (a service since archived): its step again, saying why, with a 200.
        return bookingPage(request, info, viewOf(info, (name) => query.get(name), times, () => desk.count("availability", request)));
      }),
    )
    .post(
      BOOKING_PATH,
      async ({ request }) => {
        assertSameOrigin(request);
        return guarded(request, async () => {
          desk.count("writes", request);
          const form = new URLSearchParams((await readBodyText(request, PUBLIC_BODY_MAX_BYTES)) ?? "");
          const get: PageParams = (name) => form.get(name);
          const info = service.info();
          const choice = choiceOf(info, get);
          // A tampered or stale choice: the step that asks for it again, as a GET would show it.
          if (choice.step !== "details") return bookingPage(request, info, viewOf(info, get, times, () => desk.count("availability", request)), 400);
          const value: DetailsForm = {
            firstName: form.get("firstName") ?? "",
            lastName: form.get("lastName") ?? "",
            phone: form.get("phone") ?? "",
            whatsappConsent: form.get("whatsappConsent") !== null,
            notes: form.get("notes") ?? "",
          };
          const details = (errors: FieldErrors, notice: string | null, status: number, headers: Record<string, string> = {}) =>
            bookingPage(request, info, { ...choice, step: "details", pageFrom: pageStartOf(info, choice.date), value, errors, notice }, status, headers);
          try {
            const serviceIds = choice.services.map((s) => s.id);
            const input = parseOrThrow(PublicBookingCreateSchema, {
              serviceId: serviceIds[0],
              stylistId: choice.stylistId,
              date: choice.date,
              startTime: choice.startTime,
              ...value,
              website: form.get("website") ?? "",
            });
            const created = await desk.book(request, { ...input, serviceIds });
            return new Response(null, { status: 303, headers: { Location: `${managePath(created.token)}?nuova=1`, "Cache-Control": "no-store" } });
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            // A time no longer (or never) offered: the day's free times, with why this one was refused.
            if (error.kind === "conflict") {
              const slots = v.is(v.array(PublicSlotSchema), error.details?.slots) ? error.details.slots : [];
              return bookingPage(request, info, timeView(info, choice, slots, error.message), 409);
            }
            if (error.kind === "too_many") {
              return details({}, error.message, 429, { "Retry-After": String(Number(error.details?.retryAfterSeconds ?? 60)) });
            }
            if (error.kind === "invalid") {
              const errors: FieldErrors = {};
              for (const key of DETAIL_KEYS) if (error.fields?.[key]) errors[key] = error.fields[key];
              return details(errors, Object.keys(errors).length === 0 ? error.message : null, 400);
            }
            throw error;
          }
        });
      },
      { parse: "none" },
    )
    .get(`${BOOKING_PATH}/gestisci/:token`, ({ request, params }) => manage(request, params.token))
    .post(
      `${BOOKING_PATH}/gestisci/:token/annulla`,
      ({ request, params }) => {
        assertSameOrigin(request);
        return guarded(request, async () => {
          desk.count("writes", request);
          try {
            await service.cancel(params.token);
          } catch (error) {
            if (error instanceof DomainError && error.code === "not_found") return page(request, NOT_FOUND_MESSAGE, salonIfOn(), <PublicMessage message={NOT_FOUND_MESSAGE} />, 404);
            if (error instanceof DomainError && error.kind === "conflict") {
              const booking = service.get(params.token);
              const body = <ManageBooking token={params.token} booking={booking} view="booking" origin={originOf(request)} notice={error.message} />;
              return page(request, "La tua prenotazione", salonIfOn(), body, 409);
            }
            throw error;
          }
          return new Response(null, { status: 303, headers: { Location: `${managePath(params.token)}?annullata=1`, "Cache-Control": "no-store" } });
        });
      },
      { parse: "none" },
    )
    // Any other address under /prenota: back to the first step.
    .get(`${BOOKING_PATH}/*`, () => new Response(null, { status: 303, headers: { Location: BOOKING_PATH } }));
}
