import { invalid, notFound } from "../../domain/errors";
import { firstReminderDate, isDue } from "../../domain/reminders";
import type { ReminderInput, ReminderLastMessage, ReminderView } from "../../domain/schemas/reminders";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { remindersRepo, type MessageRow, type ReminderRow } from "./repo";

const CLIENT_MISSING = "Cliente non trovato";
const SERVICE_MISSING = "Servizio non trovato";
const STYLIST_MISSING = "Parrucchiere non trovato";
const REMINDER_MISSING = "Promemoria non trovato";

export function toLastMessage(row: MessageRow): ReminderLastMessage {
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

  const publish = (action: "created" | "updated" | "deleted", id: number) =>
    ctx.events.publish({ topic: "reminders", action, ids: [id] });

  return {
    list: () => list(),

    create(input: ReminderInput): ReminderView {
      const wallClock = wallClockIn(ctx.config.timeZone, ctx.clock.now());
      const created = ctx.db.transaction(
        (tx) => {
          checkReferences(tx, input);
          return repo.insert(tx, { ...input, nextReminderDate: firstReminderDate({ ...input, wallClock }) });
        },
        { behavior: "immediate" },
      );
      publish("created", created.id);
      return one(created.id);
    },

    /**
     * The next date is recomputed from today, except when the schedule (frequency and day) is
     * unchanged and the saved date is still ahead: then it is kept, so renaming the service of a
     * biweekly reminder does not shift its fortnight.
     */
    update(id: number, input: ReminderInput): ReminderView {
      const now = ctx.clock.now();
      const wallClock = wallClockIn(ctx.config.timeZone, now);
      ctx.db.transaction(
        (tx) => {
          const before = repo.findById(tx, id);
          if (!before) throw notFound(REMINDER_MISSING);
          checkReferences(tx, input, before);
          const keep =
            sameSchedule(before, input) &&
            !isDue({ nextReminderDate: before.nextReminderDate, preferredTime: input.preferredTime }, wallClock);
          const nextReminderDate = keep ? before.nextReminderDate : firstReminderDate({ ...input, wallClock });
          repo.update(tx, id, { ...input, nextReminderDate }, now.toISOString());
        },
        { behavior: "immediate" },
      );
      publish("updated", id);
      return one(id);
    },

    remove(id: number): void {
      const deleted = ctx.db.transaction((tx) => repo.delete(tx, id), { behavior: "immediate" });
      if (!deleted) throw notFound(REMINDER_MISSING);
      publish("deleted", id);
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
