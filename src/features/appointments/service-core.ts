import { createGroupCommitter } from "../../../db/group-commit";
import { conflict, notFound } from "../../domain/errors";
import type { Appointment } from "../../domain/schemas/appointments";
import { assertPhoneFree } from "../../domain/client-duplicates";
import type { ClientCreateInput } from "../../domain/schemas/clients";
import { nextConsent } from "../../domain/whatsapp-consent";
import type { AppContext } from "../../http/context";
import { createReadCache } from "./read-cache";
import { appointmentsRepo, type AppointmentRecord } from "./repo";
import { itemsRepo } from "./items-repo";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { displayName } from "../../domain/names";
import { NOT_FOUND, STALE_VERSION } from "./write-rules";
import { visitItems } from "./visit-items";

/**
 * What the appointments' reads, writes and status changes share: one repo, one read cache, one
 * group committer and one trail per app. Built once in createApp (src/app.ts) and handed to every
 * part that reads or writes appointments, so their writes share one commit queue.
 */
export function createAppointmentsCore(ctx: AppContext) {
  const repo = appointmentsRepo(ctx.db);
  const items = itemsRepo(ctx.db);
  const cache = createReadCache(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
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
  const insertNewClient = (actor: Actor, input: { newClient?: ClientCreateInput }) => {
    if (!input.newClient) return null;
    const { allowDuplicatePhone, whatsappConsent, ...fields } = input.newClient;
    assertPhoneFree({ allowDuplicatePhone }, repo.findClientByPhone(fields.phone));
    // Ticked in the booking's new-client fields: given now, like POST /api/clients.
    const newClient = { ...fields, ...nextConsent(null, whatsappConsent, now()) };
    const id = repo.insertClient(newClient);
    trail.record(actor, {
      action: "created",
      entity: "client",
      entityId: id,
      summary: displayName(fields),
      changes: diffRecords(null, newClient),
    });
    return id;
  };
  // bun:sqlite is synchronous: the callback runs start to finish inside BEGIN IMMEDIATE … COMMIT,
  // holding SQLite's write lock, so no other connection or request writes in between. Writes
  // arriving together share one commit (db/group-commit.ts), each in its own savepoint.
  const group = createGroupCommitter(ctx.db.$client);
  const immediate = <T>(fn: () => T): Promise<T> => group.run(fn);

  function get(id: number): Appointment {
    const row = repo.findRow(id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function loadForWrite(id: number, version: number | undefined): AppointmentRecord {
    const current = repo.findRecord(id);
    if (!current) throw notFound(NOT_FOUND);
    if (version !== undefined && version !== current.version) {
      throw conflict(STALE_VERSION, "stale_version", { current: repo.findRow(id) });
    }
    return current;
  }

  return { ctx, repo, items, visit: visitItems(repo, items), cache, now, trail, publish, publishNewClient, insertNewClient, immediate, get, loadForWrite };
}
export type AppointmentsCore = ReturnType<typeof createAppointmentsCore>;
