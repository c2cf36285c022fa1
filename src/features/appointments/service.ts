import { createGroupCommitter } from "../../../db/group-commit";
import { clashMessage, findClash } from "../../domain/appointments";
import { conflict, invalid, notFound } from "../../domain/errors";
import {
  END_AFTER_START,
  type Appointment,
  type AppointmentDeleted,
  type AppointmentCreateInput,
  type AppointmentUpdateInput,
  type SuggestedAppointment,
} from "../../domain/schemas/appointments";
import { assertPhoneFree } from "../../domain/client-duplicates";
import { isWalkInInput, type NewClientInput } from "../../domain/schemas/clients";
import { newClientRecord } from "../../domain/new-client";
import { toMinutes } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { createReadCache } from "./read-cache";
import { appointmentsRepo, type AppointmentRecord, type ListFilter } from "./repo";
import { publicBookingRepo } from "./public-repo";
import { slotOf } from "../../domain/appointment-replies";
import { suggestFor } from "./suggestions";
import { appointmentUpdateAction, diffRecords } from "../../domain/activity";
import type { ActivityEntry } from "../../domain/schemas/activity";
import { activityRepo } from "../../activity/repo";
import { createTrail, isClientActor, type Actor, type ClientActor } from "../../activity/trail";
import { canMove, holdsTime, STATUS_LABELS, takesTimeBack } from "../../domain/appointment-status";
import { displayName } from "../../domain/names";
import {
  CLIENT_NOT_FOUND,
  guard,
  NOT_FOUND,
  SERVICE_ARCHIVED,
  SERVICE_NOT_FOUND,
  snapshot,
  STALE_VERSION,
  statusNotAllowed,
  STYLIST_ARCHIVED,
  STYLIST_NOT_FOUND,
  summary,
  type CreateOrigin,
  type PlannedAppointment,
  type Slot,
  type StatusChange,
} from "./write-rules";

export function createAppointmentsService(ctx: AppContext) {
  const repo = appointmentsRepo(ctx.db);
  const online = publicBookingRepo(ctx.db);
  const cache = createReadCache(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
  const history = activityRepo(ctx.db);
  const publish = (actor: Actor, action: "created" | "updated" | "deleted", id: number, dates: string[]) =>
    trail.publish(actor, { topic: "appointments", action, ids: [id], dates: [...new Set(dates)] });
  const publishNewClient = (actor: Actor, clientId: number | null) => {
    if (clientId !== null) trail.publish(actor, { topic: "clients", action: "created", ids: [clientId] });
  };
  /**
   * The new client's id, inserted (and recorded in the trail) in the caller's transaction: a
   * refused slot rolls both back too. A phone another client has is refused like POST
   * /api/clients (409 duplicate_phone) unless allowDuplicatePhone.
   */
  const insertNewClient = (actor: Actor, input: { newClient?: NewClientInput }) => {
    if (!input.newClient) return null;
    // A walk-in has no phone to share.
    if (!isWalkInInput(input.newClient)) assertPhoneFree(input.newClient, repo.findClientByPhone(input.newClient.phone));
    const newClient = newClientRecord(input.newClient, now());
    const id = repo.insertClient(newClient);
    trail.record(actor, {
      action: "created",
      entity: "client",
      entityId: id,
      summary: displayName(newClient),
      changes: diffRecords(null, newClient),
    });
    return id;
  };
  // bun:sqlite is synchronous: the callback runs start to finish inside BEGIN IMMEDIATE … COMMIT,
  // holding SQLite's write lock, so no other connection or request writes in between. Writes
  // arriving together share one commit (db/group-commit.ts), each in its own savepoint.
  const group = createGroupCommitter(ctx.db.$client);
  const immediate = <T>(fn: () => T): Promise<T> => group.run(fn);

  /**
   * Client, stylist and service must exist. An archived stylist or service takes no new bookings,
   * but an appointment that already has one keeps it through a move or an edit of its notes:
   * only a reference that changes is held to "active".
   */
  function checkReferences(next: { clientId?: number; stylistId?: number; serviceId?: number }, current?: AppointmentRecord) {
    const fields: Record<string, string> = {};
    if (next.clientId !== undefined && next.clientId !== current?.clientId && !repo.findClient(next.clientId)) {
      fields.clientId = CLIENT_NOT_FOUND;
    }
    if (next.stylistId !== undefined && next.stylistId !== current?.stylistId) {
      const stylist = repo.findStylist(next.stylistId);
      if (!stylist) fields.stylistId = STYLIST_NOT_FOUND;
      else if (stylist.archivedAt !== null) fields.stylistId = STYLIST_ARCHIVED;
    }
    if (next.serviceId !== undefined && next.serviceId !== current?.serviceId) {
      const service = repo.findService(next.serviceId);
      if (!service) fields.serviceId = SERVICE_NOT_FOUND;
      else if (service.archivedAt !== null) fields.serviceId = SERVICE_ARCHIVED;
    }
    const first = Object.values(fields)[0];
    if (first !== undefined) throw invalid(first, fields, "invalid_reference");
  }

  /** The double-booking rule; called inside the write's BEGIN IMMEDIATE transaction. */
  function assertFree(slot: Slot, excludeId?: number) {
    const { stylistId, date, startTime, endTime } = slot;
    const clash = findClash({ id: excludeId, stylistId, date, startTime, endTime }, repo.bookingsOf(slot));
    if (!clash) return;
    const name = repo.findStylist(slot.stylistId)?.name ?? "Lo stilista";
    throw conflict(clashMessage(name, clash), "slot_taken", { conflict: repo.findRow(clash.id) });
  }

  function loadForWrite(id: number, version: number | undefined): AppointmentRecord {
    const current = repo.findRecord(id);
    if (!current) throw notFound(NOT_FOUND);
    if (version !== undefined && version !== current.version) {
      throw conflict(STALE_VERSION, "stale_version", { current: repo.findRow(id) });
    }
    return current;
  }

  function get(id: number): Appointment {
    const row = repo.findRow(id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function suggested(filter: ListFilter): SuggestedAppointment[] {
    return suggestFor(repo, filter);
  }

  return {
    /** GET lists as JSON bytes, from the read cache when nothing changed since they were built. */
    listJson: (filter: ListFilter): Uint8Array<ArrayBuffer> => cache.json(`list:${JSON.stringify(filter)}`, () => repo.list(filter)),
    suggestedJson: (filter: ListFilter): Uint8Array<ArrayBuffer> => cache.json(`suggested:${JSON.stringify(filter)}`, () => suggested(filter)),
    suggested,
    get,

    /** The appointment's trail, newest first (the details dialog's "Creato da …", "Spostato da …"). */
    /** A cancelled appointment keeps its history; an id that never had one is a 404. */
    history(id: number): ActivityEntry[] {
      const entries = history.list({ entity: "appointment", entityId: id }, 200);
      if (entries.length === 0) get(id);
      return entries;
    },

    /**
     * A client actor books online: `source` defaults to "online" for her, "staff" otherwise; the
     * status starts "booked" unless the origin says "pending" (waiting for the salon's approval).
     */
    async create(actor: Actor, input: AppointmentCreateInput, origin: CreateOrigin = {}): Promise<Appointment> {
      guard(actor, null, input);
      const source = origin.source ?? (isClientActor(actor) && actor.channel === "online" ? "online" : "staff");
      const status = origin.status ?? "booked";
      const { row, newClientId } = await immediate(() => {
        checkReferences(input);
        assertFree(input);
        const newClientId = insertNewClient(actor, input);
        // The schema lets through exactly one of clientId and newClient.
        const clientId = newClientId ?? input.clientId!;
        const { stylistId, serviceId, date, startTime, endTime, notes } = input;
        const row = get(repo.insert({ clientId, stylistId, serviceId, date, startTime, endTime, notes }, now(), { status, source }));
        trail.record(actor, { action: "created", entity: "appointment", entityId: row.id, summary: summary(row), changes: diffRecords(null, snapshot(row)) });
        return { row, newClientId };
      });
      publishNewClient(actor, newClientId);
      publish(actor, "created", row.id, [row.date]);
      return row;
    },

    /**
     * A booking whose values are decided inside the write transaction: a client booking online.
     * `plan` runs holding the write lock (it re-checks the time, picks the stylist, finds the
     * client by phone) and returns what to insert; `after` runs in the same transaction once the
     * row exists (a queued confirmation). Same references, overlap rule, trail entry and live
     * event as `create`. It makes no staff role check: only the public booking routes call it.
     */
    async createPlanned(actor: ClientActor, plan: () => PlannedAppointment, after?: (row: Appointment) => void): Promise<Appointment> {
      const { row, newClientId } = await immediate(() => {
        const input = plan();
        checkReferences(input);
        assertFree(input);
        const newClientId = insertNewClient(actor, input);
        const { stylistId, serviceId, date, startTime, endTime, notes, source, status, manageTokenHash } = input;
        const values = { clientId: newClientId ?? input.clientId!, stylistId, serviceId, date, startTime, endTime, notes };
        const row = get(repo.insertWith(values, { source, status, manageTokenHash }, now()));
        trail.record(actor, { action: "created", entity: "appointment", entityId: row.id, summary: summary(row), changes: diffRecords(null, snapshot(row)) });
        after?.(row);
        return { row, newClientId };
      });
      publishNewClient(actor, newClientId);
      publish(actor, "created", row.id, [row.date]);
      return row;
    },

    /** Full or partial; a move changes date/times and maybe stylist. Every update bumps `version`. */
    async update(actor: Actor, id: number, input: AppointmentUpdateInput): Promise<Appointment> {
      const { row, previousDate, newClientId } = await immediate(() => {
        const current = loadForWrite(id, input.version);
        const before = get(id);
        const next = {
          clientId: input.clientId ?? current.clientId,
          stylistId: input.stylistId ?? current.stylistId,
          serviceId: input.serviceId ?? current.serviceId,
          date: input.date ?? current.date,
          startTime: input.startTime ?? current.startTime,
          endTime: input.endTime ?? current.endTime,
          notes: input.notes ?? current.notes,
        };
        guard(actor, current, next);
        if (toMinutes(next.endTime) <= toMinutes(next.startTime)) {
          throw invalid(END_AFTER_START, { endTime: END_AFTER_START }, "validation");
        }
        checkReferences(input, current);
        const moved =
          next.stylistId !== current.stylistId ||
          next.date !== current.date ||
          next.startTime !== current.startTime ||
          next.endTime !== current.endTime;
        // Editing only the notes never fails on an overlap this appointment did not create; a
        // cancelled appointment holds no time, its restore checks the overlap instead.
        if (moved && holdsTime(current.status)) assertFree(next, id);
        const newClientId = insertNewClient(actor, input);
        repo.update(id, { ...next, clientId: newClientId ?? next.clientId }, now());
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

    /**
     * One status change (PUT /api/appointments/{id}/status, a WhatsApp reply, the manage link).
     * The same status again changes nothing (no version bump, no trail, no event). A move the
     * domain does not allow is a 409 carrying the current row; restoring a cancelled appointment
     * onto a time taken meanwhile is a 409 slot_taken like a clash.
     */
    async setStatus(actor: Actor, id: number, change: StatusChange): Promise<Appointment> {
      const row = await immediate(() => {
        const current = loadForWrite(id, change.version);
        guard(actor, current, current);
        if (current.status === change.status) return null;
        if (!canMove(current.status, change.status)) {
          throw conflict(statusNotAllowed(current.status, change.status), "status_not_allowed", { current: repo.findRow(id) });
        }
        if (takesTimeBack(current.status, change.status)) assertFree(current, id);
        const cancelledBy = change.status === "cancelled" ? (change.cancelledBy ?? (isClientActor(actor) ? "client" : "staff")) : null;
        repo.setStatus(id, { status: change.status, cancelledBy }, now());
        const row = get(id);
        const changes = diffRecords({ status: current.status, cancelledBy: current.cancelledBy }, { status: row.status, cancelledBy: row.cancelledBy });
        trail.record(actor, { action: "status", entity: "appointment", entityId: id, summary: `${summary(row)} · ${STATUS_LABELS[row.status]}`, changes });
        // An online booking the salon approves: the client is told on WhatsApp, if she consented.
        // A number whose consent is still pending gets the confirmation instead, which asks it.
        if (current.status === "pending" && holdsTime(row.status) && row.source === "online") {
          if (online.hasConsent(row.clientId)) online.queueMessage(id, "approval", slotOf(row));
          else if (online.consentRequested(row.clientId)) online.queueMessage(id, "confirmation", slotOf(row));
        }
        return row;
      });
      if (row === null) return get(id);
      publish(actor, "updated", id, [row.date]);
      return row;
    },

    async remove(actor: Actor, id: number, version?: number): Promise<AppointmentDeleted> {
      const date = await immediate(() => {
        const current = loadForWrite(id, version);
        guard(actor, current, null);
        const before = get(id);
        repo.remove(id);
        trail.record(actor, { action: "deleted", entity: "appointment", entityId: id, summary: summary(before), changes: diffRecords(snapshot(before), null) });
        return current.date;
      });
      publish(actor, "deleted", id, [date]);
      return { id, message: "Appuntamento cancellato" };
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
