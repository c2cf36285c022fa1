import { invalid, notFound } from "../../domain/errors";
import { firstReminderDate, isDue } from "../../domain/reminders";
import type { ReminderInput, ReminderLastMessage, ReminderView } from "../../domain/schemas/reminders";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { remindersRepo, type MessageRow, type ReminderRow } from "./repo";
import { displayName } from "../../domain/names";

const CLIENT_MISSING = "Cliente non trovato";
const SERVICE_MISSING = "Servizio non trovato";
const STYLIST_MISSING = "Parrucchiere non trovato";
const REMINDER_MISSING = "Promemoria non trovato";

function toLastMessage(row: MessageRow): ReminderLastMessage {
  return {
    occurrenceDate: row.occurrenceDate,
    status: row.status,
    sentAt: row.sentAt,
    deliveredAt: row.deliveredAt,
    readAt: row.readAt,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    updatedAt: row.updatedAt,
  };
}

const sameSchedule = (row: ReminderRow, input: ReminderInput) =>
  row.frequency === input.frequency && row.dayOfWeek === input.dayOfWeek && row.dayOfMonth === input.dayOfMonth;

export function createRemindersService(ctx: AppContext) {
  const repo = remindersRepo(ctx.db);

  const list = (id?: number): ReminderView[] => {
    const last = new Map(repo.lastMessages(id).map((m) => [m.reminderId, toLastMessage(m)]));
    return repo.list(id).map(({ reminder: r, client, service, stylist }) => ({
      id: r.id,
      clientId: r.clientId,
      serviceId: r.serviceId,
      stylistId: r.stylistId,
      frequency: r.frequency,
      dayOfWeek: r.dayOfWeek,
      dayOfMonth: r.dayOfMonth,
      preferredTime: r.preferredTime,
      isActive: r.isActive,
      nextReminderDate: r.nextReminderDate,
      client,
      service,
      stylist,
      lastMessage: last.get(r.id) ?? null,
    }));
  };

  const one = (id: number): ReminderView => {
    const found = list(id)[0];
    if (!found) throw notFound(REMINDER_MISSING);
    return found;
  };

  /** Every referenced row must exist; a changed service or stylist must not be archived. */
  const checkReferences = (tx: Parameters<typeof repo.findById>[0], input: ReminderInput, before?: ReminderRow) => {
    const fields: Record<string, string> = {};
    if (!repo.clientExists(tx, input.clientId)) fields.clientId = CLIENT_MISSING;
    if (input.serviceId !== before?.serviceId && !repo.serviceActive(tx, input.serviceId)) fields.serviceId = SERVICE_MISSING;
    if (input.stylistId !== before?.stylistId && !repo.stylistActive(tx, input.stylistId)) fields.stylistId = STYLIST_MISSING;
    const first = Object.values(fields)[0];
    if (first) throw invalid(first, fields, "validation");
  };

  const trail = createTrail(ctx);
  const publish = (actor: Actor, action: "created" | "updated" | "deleted", id: number) =>
    trail.publish(actor, { topic: "reminders", action, ids: [id] });
  // What the trail keeps of a reminder: names rather than ids, and the schedule.
  const snap = (r: ReminderView) => ({
    client: displayName(r.client),
    service: r.service.name,
    stylist: r.stylist.name,
    frequency: r.frequency,
    dayOfWeek: r.dayOfWeek,
    dayOfMonth: r.dayOfMonth,
    preferredTime: r.preferredTime,
    isActive: r.isActive,
    nextReminderDate: r.nextReminderDate,
  });
  const summary = (r: ReminderView) => `${displayName(r.client)} · ${r.service.name}`;

  return {
    list: () => list(),

    create(actor: Actor, input: ReminderInput): ReminderView {
      const wallClock = wallClockIn(ctx.config.timeZone, ctx.clock.now());
      const created = ctx.db.transaction(
        (tx) => {
          checkReferences(tx, input);
          const created = repo.insert(tx, { ...input, nextReminderDate: firstReminderDate({ ...input, wallClock }) });
          const view = one(created.id);
          trail.record(actor, { action: "created", entity: "reminder", entityId: created.id, summary: summary(view), changes: diffRecords(null, snap(view)) }, tx);
          return created;
        },
        { behavior: "immediate" },
      );
      publish(actor, "created", created.id);
      return one(created.id);
    },

    /**
     * The next date is recomputed from today, except when the schedule (frequency and day) is
     * unchanged and the saved date is still ahead: then it is kept, so renaming the service of a
     * biweekly reminder does not shift its fortnight.
     */
    update(actor: Actor, id: number, input: ReminderInput): ReminderView {
      const now = ctx.clock.now();
      const wallClock = wallClockIn(ctx.config.timeZone, now);
      ctx.db.transaction(
        (tx) => {
          const before = repo.findById(tx, id);
          if (!before) throw notFound(REMINDER_MISSING);
          const beforeView = one(id);
          checkReferences(tx, input, before);
          const keep =
            sameSchedule(before, input) &&
            !isDue({ nextReminderDate: before.nextReminderDate, preferredTime: input.preferredTime }, wallClock);
          const nextReminderDate = keep ? before.nextReminderDate : firstReminderDate({ ...input, wallClock });
          repo.update(tx, id, { ...input, nextReminderDate }, now.toISOString());
          const after = one(id);
          trail.record(actor, { action: "updated", entity: "reminder", entityId: id, summary: summary(after), changes: diffRecords(snap(beforeView), snap(after)) }, tx);
        },
        { behavior: "immediate" },
      );
      publish(actor, "updated", id);
      return one(id);
    },

    remove(actor: Actor, id: number): void {
      ctx.db.transaction(
        (tx) => {
          const found = list(id)[0];
          if (!found || !repo.delete(tx, id)) throw notFound(REMINDER_MISSING);
          trail.record(actor, { action: "deleted", entity: "reminder", entityId: id, summary: summary(found), changes: diffRecords(snap(found), null) }, tx);
        },
        { behavior: "immediate" },
      );
      publish(actor, "deleted", id);
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
