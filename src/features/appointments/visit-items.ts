import { clashMessage } from "../../domain/appointments";
import { conflict, invalid } from "../../domain/errors";
import type { AppointmentItem, AppointmentItemInput } from "../../domain/schemas/appointment-items";
import { ITEM_ID_INVALID, PARTS_TOO_LONG, partsFit } from "../../domain/schemas/appointment-items";
import { fromMinutes, toMinutes } from "../../domain/time";
import { END_AFTER_START } from "../../domain/schemas/appointments";
import { findOwnClash, findVisitClash } from "../../domain/visit-overlap";
import type { ItemTimes } from "../../domain/visit-time";
import type { ItemsRepo, ItemValues } from "./items-repo";
import type { AppointmentsRepo } from "./repo";
import { SERVICE_ARCHIVED, SERVICE_NOT_FOUND, STYLIST_ARCHIVED, STYLIST_NOT_FOUND } from "./write-rules";

export const PAST_MIDNIGHT = "Il servizio finirebbe dopo mezzanotte: scegli un orario prima";
/** "Marco non esegue Colore": the service names who performs it and she is not among them. */
export const notPerformedBy = (stylist: string, service: string) => `${stylist} non esegue ${service}`;
export const ownClashMessage = (stylist: string, service: string) =>
  `${stylist} è già occupato con ${service} in quell'orario della stessa visita`;

/** A 400 with every field's message, when there is one; references first ("invalid_reference"). */
export function throwFields(fields: Record<string, string>) {
  const first = Object.values(fields)[0];
  if (first === undefined) return;
  throw invalid(first, fields, Object.keys(fields).some((k) => k.endsWith("Id")) ? "invalid_reference" : "validation");
}

/** Where a message goes: the spec's body has flat fields, a visit's items "items.0.serviceId". */
export type FieldKey = (index: number, field: string) => string;
export const itemKey: FieldKey = (index, field) => `items.${index}.${field}`;
export const flatKey: FieldKey = (_, field) => field;

const stylistIdsOf = (json: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
};

/**
 * From what a request sent to the items a visit stores, and the overlap rule; both run inside the
 * write's transaction.
 */
export function visitItems(repo: AppointmentsRepo, items: ItemsRepo) {
  /**
   * Each item's service and stylist must exist; a new or changed reference must be active and the
   * service performed by the stylist (its `stylistIds`, [] = everyone). An item kept from the
   * stored visit (same `id`, same service) keeps its snapshot: name, price, posa and finishing
   * follow the catalogue only when the service changes. Missing values come from the service; the
   * end defaults to start + the service's duration. Values taken from a service that do not fit a
   * shorter custom duration are fitted (finishing first, then the posa); values sent are refused.
   */
  function resolve(
    inputs: readonly AppointmentItemInput[],
    key: FieldKey,
    current: readonly AppointmentItem[] = [],
    fields: Record<string, string> = {},
  ): ItemValues[] {
    const out: ItemValues[] = [];
    // An item id names one stored item of this visit, at most once in the list.
    const seen = new Set<number>();
    inputs.forEach((input, index) => {
      const stored = input.id === undefined || seen.has(input.id) ? undefined : current.find((c) => c.id === input.id);
      if (input.id !== undefined && !stored) fields[key(index, "id")] ??= ITEM_ID_INVALID;
      if (input.id !== undefined) seen.add(input.id);
      const service = items.service(input.serviceId);
      const stylist = items.stylist(input.stylistId);
      const sameService = stored !== undefined && stored.serviceId === input.serviceId;
      const sameStylist = stored !== undefined && stored.stylistId === input.stylistId;
      if (!service) fields[key(index, "serviceId")] ??= SERVICE_NOT_FOUND;
      else if (service.archivedAt !== null && !sameService) fields[key(index, "serviceId")] ??= SERVICE_ARCHIVED;
      if (!stylist) fields[key(index, "stylistId")] ??= STYLIST_NOT_FOUND;
      else if (stylist.archivedAt !== null && !sameStylist) fields[key(index, "stylistId")] ??= STYLIST_ARCHIVED;
      if (!service || !stylist) return;
      const performers = stylistIdsOf(service.stylistIds);
      if (!(sameService && sameStylist) && performers.length > 0 && !performers.includes(stylist.id)) {
        fields[key(index, "stylistId")] ??= notPerformedBy(stylist.name, service.name);
      }
      const base = sameService
        ? {
            name: stored.serviceName,
            duration: toMinutes(stored.endTime) - toMinutes(stored.startTime),
            price: stored.priceCents,
            processing: stored.processingMinutes,
            finishing: stored.finishingMinutes,
          }
        : { name: service.name, duration: service.duration, price: service.price, processing: service.processingMinutes, finishing: service.finishingMinutes };
      const start = toMinutes(input.startTime);
      const end = input.endTime === undefined ? start + base.duration : toMinutes(input.endTime);
      if (end >= 24 * 60) {
        fields[key(index, "endTime")] ??= PAST_MIDNIGHT;
        return;
      }
      if (end <= start) {
        fields[key(index, "endTime")] ??= END_AFTER_START;
        return;
      }
      const duration = end - start;
      // Fitted like src/domain/visit-time.ts reads them: one busy minute first, finishing before posa.
      const finishing = input.finishingMinutes ?? Math.min(base.finishing, Math.max(0, duration - 1));
      const processing = input.processingMinutes ?? Math.min(base.processing, Math.max(0, duration - 1 - finishing));
      if (!partsFit(duration, processing, finishing)) fields[key(index, "processingMinutes")] ??= PARTS_TOO_LONG;
      out.push({
        ...(stored ? { id: stored.id } : {}),
        serviceId: service.id,
        serviceName: base.name,
        stylistId: stylist.id,
        startTime: input.startTime,
        endTime: fromMinutes(end),
        processingMinutes: processing,
        finishingMinutes: finishing,
        priceCents: input.priceCents ?? base.price,
      });
    });
    throwFields(fields);
    const own = findOwnClash(out);
    if (own) {
      const item = out[own.index] as ItemValues;
      const message = ownClashMessage(items.stylist(item.stylistId)?.name ?? "Lo stilista", (out[own.with] as ItemValues).serviceName);
      throw invalid(message, { [key(own.index, "startTime")]: message }, "validation");
    }
    return out;
  }

  /**
   * The double-booking rule, inside the write's BEGIN IMMEDIATE transaction: each of the visit's
   * stylists against her other visits of that day (their cleaning time included). 409 slot_taken
   * with the other visit, like a clash always answered.
   */
  function assertFree(date: string, values: readonly ItemTimes[], cleanupMinutes: number, excludeId?: number) {
    const stylistIds = [...new Set(values.map((v) => v.stylistId))];
    const others = stylistIds.flatMap((id) => items.busyOf(id, date, excludeId));
    const clash = findVisitClash(values, cleanupMinutes, others);
    if (!clash) return;
    const name = items.stylist(clash.stylistId)?.name ?? "Lo stilista";
    throw conflict(clashMessage(name, clash), "slot_taken", { conflict: repo.findRow(clash.appointmentId) });
  }

  return { resolve, assertFree };
}
export type VisitItems = ReturnType<typeof visitItems>;
