import { clientHabits } from "../../domain/client-habits";
import { assertPhoneFree, mergeClientRecords } from "../../domain/client-duplicates";
import { invalid, notFound } from "../../domain/errors";
import {
  type Client,
  type ClientCounts,
  type ClientCreateInput,
  type ClientInput,
  type ClientMerged,
  type ClientSummary,
} from "../../domain/schemas/clients";
import { fromMinutes, wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { createClientListCache } from "./list-cache";
import { clientsRepo } from "./repo";

// Italian order, ignoring case and accents: "D'Amico", "de Luca", "De Rossi", "Èrcole", "Esposito".
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Client, b: Client) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

const missing = () => notFound("Cliente non trovato");
export const MERGE_SELF = "Non puoi unire un cliente con sé stesso";
export const DUPLICATE_NOT_FOUND = "Il cliente da unire non esiste più";

const withoutFlag = ({ allowDuplicatePhone: _flag, ...client }: ClientCreateInput): ClientInput => client;

export function createClientsService(ctx: AppContext) {
  const repo = clientsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const listCache = createClientListCache(
    { all: repo.list, byIds: repo.findMany, version: repo.dataVersion },
    byName,
  );
  // Every writer of clients publishes a "clients" event after commit (the house rule), this
  // service and any other feature alike: the cached list follows them all.
  ctx.events.subscribe((event) => {
    if (event.topic === "clients") listCache.changed(event.ids);
  });

  const counts = (r: ReturnType<typeof clientsRepo>, id: number): ClientCounts => ({
    id,
    appointmentCount: r.countAppointments(id),
    reminderCount: r.countReminders(id),
  });

  return {
    /** Every client sorted by last name, then first name, in Italian order; serialised once per change. */
    listBody: () => listCache.body(),

    summary(id: number): ClientSummary {
      if (!repo.find(id)) throw missing();
      const visits = repo.visits(id);
      const wall = wallClockIn(ctx.config.timeZone, ctx.clock.now());
      const habits = clientHabits(visits, { date: wall.date, time: fromMinutes(wall.minutes) });
      const last = visits.find((v) => v.id === habits.lastVisit?.id);
      // "Prenota" prefills the usual ones: an archived stylist or service cannot be booked any more.
      const usualStylist = visits.find((v) => v.stylistId === habits.usualStylistId && v.stylistArchivedAt === null);
      const usualService = visits.find((v) => v.serviceId === habits.usualServiceId && v.serviceArchivedAt === null);
      return {
        ...counts(repo, id),
        lastVisit: last
          ? {
              appointmentId: last.id,
              date: last.date,
              startTime: last.startTime,
              endTime: last.endTime,
              stylist: { id: last.stylistId, name: last.stylistName },
              service: { id: last.serviceId, name: last.serviceName },
            }
          : null,
        usualStylist: usualStylist ? { id: usualStylist.stylistId, name: usualStylist.stylistName } : null,
        usualService: usualService ? { id: usualService.serviceId, name: usualService.serviceName } : null,
        pastVisits: habits.pastVisits,
      };
    },

    create(input: ClientCreateInput): Client {
      const client = ctx.db.transaction(
        (tx) => {
          const r = clientsRepo(tx);
          assertPhoneFree(input, r.findByPhone(input.phone));
          return r.insert(withoutFlag(input));
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "clients", action: "created", ids: [client.id] });
      return client;
    },

    update(id: number, input: ClientInput): Client {
      const client = repo.update(id, input, now());
      if (!client) throw missing();
      ctx.events.publish({ topic: "clients", action: "updated", ids: [id] });
      return client;
    },

    /**
     * One client entered twice becomes one: the duplicate's appointments and reminders move to
     * the survivor, whose empty fields take the duplicate's (mergeClientRecords), and the
     * duplicate is deleted, all in one transaction: a failure half-way leaves both as they were.
     */
    merge(survivorId: number, duplicateId: number): ClientMerged {
      if (survivorId === duplicateId) throw invalid(MERGE_SELF, { duplicateId: MERGE_SELF });
      const result = ctx.db.transaction(
        (tx) => {
          const r = clientsRepo(tx);
          const survivor = r.find(survivorId);
          if (!survivor) throw missing();
          const duplicate = r.find(duplicateId);
          if (!duplicate) throw invalid(DUPLICATE_NOT_FOUND, { duplicateId: DUPLICATE_NOT_FOUND }, "invalid_reference");
          const appointmentIds = r.appointmentIds(duplicateId);
          const reminderIds = r.reminderIds(duplicateId);
          const dates = r.appointmentDates(duplicateId);
          const at = now();
          r.moveOwnedRows(duplicateId, survivorId, at);
          const client = r.update(survivorId, mergeClientRecords(survivor, duplicate), at)!;
          r.remove(duplicateId);
          return { client, appointmentIds, reminderIds, dates };
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "clients", action: "updated", ids: [survivorId] });
      ctx.events.publish({ topic: "clients", action: "deleted", ids: [duplicateId] });
      if (result.appointmentIds.length > 0) {
        ctx.events.publish({ topic: "appointments", action: "updated", ids: result.appointmentIds, dates: result.dates });
      }
      if (result.reminderIds.length > 0) ctx.events.publish({ topic: "reminders", action: "updated", ids: result.reminderIds });
      return {
        client: result.client,
        mergedId: duplicateId,
        movedAppointments: result.appointmentIds.length,
        movedReminders: result.reminderIds.length,
      };
    },

    /**
     * The right to be forgotten: the client goes with every appointment and reminder (the foreign
     * keys cascade). The counts are taken in the same transaction, so they are what was deleted.
     */
    remove(id: number): ClientCounts {
      const removed = ctx.db.transaction(
        (tx) => {
          const repoTx = clientsRepo(tx);
          if (!repoTx.find(id)) throw missing();
          const summary = counts(repoTx, id);
          repoTx.remove(id);
          return summary;
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "clients", action: "deleted", ids: [id] });
      return removed;
    },
  };
}
