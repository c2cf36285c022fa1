import type { Appointment, AppointmentDeleted, AppointmentCreateInput, AppointmentUpdateInput } from "../../domain/schemas/appointments";
import type { AppointmentItemInput } from "../../domain/schemas/appointment-items";
import { appointmentUpdateAction, diffRecords } from "../../domain/activity";
import { isClientActor, type Actor, type ClientActor } from "../../activity/trail";
import { holdsTime } from "../../domain/appointment-status";
import { visitSpan } from "../../domain/visit-time";
import type { AppointmentsCore } from "./service-core";
import type { ItemValues } from "./items-repo";
import { flatKey, itemKey, throwFields, type FieldKey } from "./visit-items";
import { movedItems } from "./visit-move";
import { CLIENT_NOT_FOUND, guard, snapshot, summary, type CreateOrigin, type PlannedAppointment } from "./write-rules";

/** A create body as one shape: the spec's flat body becomes a one-item visit. */
type VisitInput = {
  clientId?: number;
  newClient?: AppointmentCreateInput["newClient"];
  date: string;
  items: AppointmentItemInput[];
  cleanupMinutes: number;
  notes: string;
  /** Where a message about an item goes: "serviceId" for the spec's body, "items.0.serviceId" for a visit. */
  key: FieldKey;
};

function toVisit(input: AppointmentCreateInput | PlannedAppointment): VisitInput {
  const common = { clientId: input.clientId, newClient: input.newClient, date: input.date, notes: input.notes, cleanupMinutes: input.cleanupMinutes ?? 0 };
  if ("items" in input && input.items !== undefined) return { ...common, items: input.items, key: itemKey };
  const flat = input as { serviceId: number; stylistId: number; startTime: string; endTime: string };
  return {
    ...common,
    items: [{ serviceId: flat.serviceId, stylistId: flat.stylistId, startTime: flat.startTime, endTime: flat.endTime }],
    key: flatKey,
  };
}

/** The row's own columns follow the items: first item's stylist and service, the visit's span. */
const rowValues = (values: readonly ItemValues[]) => {
  const first = values[0] as ItemValues;
  const span = visitSpan(values)!;
  return { stylistId: first.stylistId, serviceId: first.serviceId, startTime: span.startTime, endTime: span.endTime };
};

export function appointmentWrites(core: AppointmentsCore) {
  const { repo, items, visit, trail, now, immediate, get, loadForWrite, publish, publishNewClient, insertNewClient } = core;

  const checkClient = (clientId: number | undefined, fields: Record<string, string>) => {
    if (clientId !== undefined && !repo.findClient(clientId)) fields.clientId = CLIENT_NOT_FOUND;
  };

  /** Inserts a visit in the caller's transaction: the client, the row, its items, the trail entry. */
  function insertVisit(actor: Actor, input: VisitInput, origin: Omit<PlannedAppointment, keyof VisitInput | "serviceId" | "stylistId" | "startTime" | "endTime">) {
    const fields: Record<string, string> = {};
    checkClient(input.clientId, fields);
    const values = visit.resolve(input.items, input.key, [], fields);
    visit.assertFree(input.date, values, input.cleanupMinutes);
    const newClientId = insertNewClient(actor, input);
    // The schema lets through exactly one of clientId and newClient.
    const clientId = newClientId ?? input.clientId!;
    const id = repo.insertWith(
      { clientId, ...rowValues(values), date: input.date, notes: input.notes, cleanupMinutes: input.cleanupMinutes },
      origin,
      now(),
    );
    items.replace(id, input.date, values);
    const row = get(id);
    trail.record(actor, { action: "created", entity: "appointment", entityId: id, summary: summary(row), changes: diffRecords(null, snapshot(row)) });
    return { row, newClientId };
  }

  return {
    /**
     * A client actor books online: `source` defaults to "online" for her, "staff" otherwise; the
     * status starts "booked" unless the origin says "pending" (waiting for the salon's approval).
     */
    async create(actor: Actor, input: AppointmentCreateInput, origin: CreateOrigin = {}): Promise<Appointment> {
      const source = origin.source ?? (isClientActor(actor) && actor.channel === "online" ? "online" : "staff");
      const status = origin.status ?? "booked";
      const visitInput = toVisit(input);
      // A stylist books only visits whose every item is hers.
      for (const item of visitInput.items) guard(actor, null, item);
      const { row, newClientId } = await immediate(() => insertVisit(actor, visitInput, { source, status, manageTokenHash: null }));
      publishNewClient(actor, newClientId);
      publish(actor, "created", row.id, [row.date]);
      return row;
    },

    /**
     * A booking whose values are decided inside the write transaction: a client booking online.
     * `plan` runs holding the write lock (it re-checks the time, picks the stylist, finds the
     * client by phone) and returns what to insert (one service, or `items`); `after` runs in the
     * same transaction once the row exists (a queued confirmation). Same references, overlap rule,
     * trail entry and live event as `create`. It makes no staff role check: only the public
     * booking routes call it.
     */
    async createPlanned(actor: ClientActor, plan: () => PlannedAppointment, after?: (row: Appointment) => void): Promise<Appointment> {
      const { row, newClientId } = await immediate(() => {
        const input = plan();
        const result = insertVisit(actor, toVisit(input), { source: input.source, status: input.status, manageTokenHash: input.manageTokenHash });
        after?.(result.row);
        return result;
      });
      publishNewClient(actor, newClientId);
      publish(actor, "created", row.id, [row.date]);
      return row;
    },

    /**
     * Full or partial. `items` replaces the visit's list; the spec's move body moves the visit (see
     * visit-move.ts). Every update bumps `version`; the overlap rule runs when the time it holds
     * changes.
     */
    async update(actor: Actor, id: number, input: AppointmentUpdateInput): Promise<Appointment> {
      const { row, previousDate, newClientId } = await immediate(() => {
        const current = loadForWrite(id, input.version);
        const before = get(id);
        const date = input.date ?? current.date;
        const fields: Record<string, string> = {};
        if (input.clientId !== current.clientId) checkClient(input.clientId, fields);
        const requested = input.items ?? movedItems(before, input);
        if (requested === null) throwFields(fields);
        const values = requested === null ? before.items : visit.resolve(requested, input.items ? itemKey : flatKey, before.items, fields);
        const next = { ...rowValues(values), date, cleanupMinutes: input.cleanupMinutes ?? current.cleanupMinutes };
        guard(actor, current, next);
        for (const item of [...before.items, ...values]) guard(actor, null, item);
        const timesOf = (list: readonly Omit<ItemValues, "id">[]) =>
          JSON.stringify(list.map((i) => [i.stylistId, i.startTime, i.endTime, i.processingMinutes, i.finishingMinutes]));
        const beforeTimes = before.items.length > 0 ? timesOf(before.items) : JSON.stringify([[current.stylistId, current.startTime, current.endTime, 0, 0]]);
        const moved = date !== current.date || next.cleanupMinutes !== current.cleanupMinutes || timesOf(values) !== beforeTimes;
        // Editing only the notes never fails on an overlap this appointment did not create; a
        // cancelled appointment holds no time, its restore checks the overlap instead.
        if (moved && holdsTime(current.status)) visit.assertFree(date, values, next.cleanupMinutes, id);
        const newClientId = insertNewClient(actor, input);
        repo.update(id, { ...next, clientId: newClientId ?? input.clientId ?? current.clientId, notes: input.notes ?? current.notes }, now());
        if (requested !== null || date !== current.date) items.replace(id, date, values);
        const row = get(id);
        const changes = diffRecords(snapshot(before), snapshot(row));
        if (Object.keys(changes).length > 0) {
          trail.record(actor, { action: appointmentUpdateAction(changes), entity: "appointment", entityId: id, summary: summary(row), changes });
        }
        return { row, previousDate: current.date, newClientId };
      });
      publishNewClient(actor, newClientId);
      publish(actor, "updated", id, [previousDate, row.date]);
      return row;
    },

    async remove(actor: Actor, id: number, version?: number): Promise<AppointmentDeleted> {
      const date = await immediate(() => {
        const current = loadForWrite(id, version);
        guard(actor, current, null);
        const before = get(id);
        // A stylist deletes only visits whose every item is hers.
        for (const item of before.items) guard(actor, item, null);
        repo.remove(id);
        trail.record(actor, { action: "deleted", entity: "appointment", entityId: id, summary: summary(before), changes: diffRecords(snapshot(before), null) });
        return current.date;
      });
      publish(actor, "deleted", id, [date]);
      return { id, message: "Appuntamento cancellato" };
    },
  };
}
