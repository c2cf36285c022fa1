import { Elysia } from "elysia";
import type { AppointmentHistory } from "../../domain/schemas/activity";
import { invalid } from "../../domain/errors";
import {
  AppointmentCreateSchema,
  AppointmentStatusUpdateSchema,
  AppointmentUpdateSchema,
  DATE_INVALID,
  VERSION_INVALID,
} from "../../domain/schemas/appointments";
import type { FreeStylist } from "../../domain/schemas/conflicts";
import { compareDays, isValidDate, todayIn } from "../../domain/time";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { cachedJsonResponse } from "../../http/cached-response";
import type { ListFilter } from "./repo";
import { freeStylistsFor, toRelocate } from "../../schedule/booked-conflicts";
import { createReadCache } from "./read-cache";
import type { PendingApprovals } from "./pending";
import type { AppointmentsService } from "./service";
import { NOT_FOUND } from "./write-rules";

export const QUERY_REQUIRED = "Specifica una data, un intervallo o un cliente";
export const RANGE_BOTH = "Specifica sia startDate sia endDate";
export const RANGE_ORDER = "La data di fine non può precedere la data di inizio";
export const RANGE_TOO_LONG = "L'intervallo può coprire al massimo 366 giorni";
export const DATE_OR_RANGE = "Usa date oppure startDate e endDate, non entrambi";
export const CLIENT_INVALID = "Cliente non valido";
const MAX_RANGE_DAYS = 366;

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) throw invalid(`Parametro ${key} ripetuto`, { [key]: `Parametro ${key} ripetuto` }, "invalid_query");
  return value === undefined || value === "" ? undefined : value;
}

function day(query: Query, key: string): string | undefined {
  const value = single(query, key);
  if (value !== undefined && !isValidDate(value)) throw invalid(DATE_INVALID, { [key]: DATE_INVALID }, "invalid_query");
  return value;
}

/**
 * ?date=YYYY-MM-DD, ?startDate&endDate (both included, at most 366 days) or ?clientId; clientId
 * may also narrow a date or a range. Nothing at all is a 400, not "every appointment ever".
 */
function parseAppointmentQuery(query: Query): ListFilter {
  const date = day(query, "date");
  const startDate = day(query, "startDate");
  const endDate = day(query, "endDate");
  const rawClient = single(query, "clientId");
  let clientId: number | undefined;
  if (rawClient !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(rawClient)) throw invalid(CLIENT_INVALID, { clientId: CLIENT_INVALID }, "invalid_query");
    clientId = Number(rawClient);
  }
  if (date !== undefined && (startDate !== undefined || endDate !== undefined)) {
    throw invalid(DATE_OR_RANGE, { date: DATE_OR_RANGE }, "invalid_query");
  }
  if (date !== undefined) return { kind: "date", date, clientId };
  if (startDate !== undefined || endDate !== undefined) {
    if (startDate === undefined || endDate === undefined) {
      throw invalid(RANGE_BOTH, { [startDate === undefined ? "startDate" : "endDate"]: RANGE_BOTH }, "invalid_query");
    }
    if (compareDays(startDate, endDate) > 0) throw invalid(RANGE_ORDER, { endDate: RANGE_ORDER }, "invalid_query");
    // Both are real "YYYY-MM-DD" days, which Date.parse reads as UTC midnight: no DST in between.
    if ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1 > MAX_RANGE_DAYS) {
      throw invalid(RANGE_TOO_LONG, { endDate: RANGE_TOO_LONG }, "invalid_query");
    }
    return { kind: "range", startDate, endDate, clientId };
  }
  if (clientId !== undefined) return { kind: "client", clientId };
  throw invalid(QUERY_REQUIRED, undefined, "invalid_query");
}

function parseVersion(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string" || !/^[1-9]\d{0,15}$/.test(raw)) throw invalid(VERSION_INVALID, { version: VERSION_INVALID }, "validation");
  return Number(raw);
}

export function appointmentsRoutes(ctx: AppContext, service: AppointmentsService, pending: PendingApprovals) {
  // "Da ricollocare" is asked by every open screen after each change: computed once per change.
  const relocations = createReadCache(ctx.db, 4 * 1024 * 1024);
  const toRelocateJson = (today: string) => relocations.json(`conflicts:${today}`, () => toRelocate(ctx.db, today));
  // Static paths before "/:id" so "suggested" is never read as an id.
  return new Elysia({ name: "appointments-routes" })
    .get("/api/appointments", ({ query }) => cachedJsonResponse(service.listJson(parseAppointmentQuery(query))))
    .get("/api/appointments/suggested", ({ query }) => cachedJsonResponse(service.suggestedJson(parseAppointmentQuery(query))))
    .get("/api/appointments/pending", () => pending.list())
    .get("/api/appointments/conflicts", () => cachedJsonResponse(toRelocateJson(todayIn(ctx.config.timeZone, ctx.clock.now()))))
    .get("/api/appointments/:id/free-stylists", ({ params }): FreeStylist[] => freeStylistsFor(ctx.db, parseId(params.id), NOT_FOUND))
    .get("/api/appointments/:id", ({ params }) => service.get(parseId(params.id)))
    .get("/api/appointments/:id/history", ({ params }): AppointmentHistory => service.history(parseId(params.id)))
    .post("/api/appointments", async ({ body, set, request }) => {
      const row = await service.create(ctx.requireAuth(request).user, parseOrThrow(AppointmentCreateSchema, body ?? {}));
      set.status = 201;
      return row;
    })
    .put("/api/appointments/:id", ({ params, body, request }) => {
      const id = parseId(params.id);
      return service.update(ctx.requireAuth(request).user, id, parseOrThrow(AppointmentUpdateSchema, body ?? {}));
    })
    .put("/api/appointments/:id/status", ({ params, body, request }) => {
      const id = parseId(params.id);
      return service.setStatus(ctx.requireAuth(request).user, id, parseOrThrow(AppointmentStatusUpdateSchema, body ?? {}));
    })
    .delete("/api/appointments/:id", ({ params, query, request }) =>
      service.remove(ctx.requireAuth(request).user, parseId(params.id), parseVersion(query.version)),
    );
}
