import { displayName } from "../domain/names";
import type { LiveActor, LiveChange } from "../domain/live-events";
import type { ActivityAction, ActivityChanges, ActivityEntity } from "../domain/schemas/activity";
import type { PublicUser } from "../domain/schemas/auth";
import type { AppContext } from "../http/context";
import { insertActivity, type Writer } from "./repo";

/**
 * A client acting on her own appointment: a WhatsApp reply or the public booking page. She has no
 * user row; the trail names her by the channel ("Cliente via WhatsApp", "Cliente online").
 */
export type ClientActor = { kind: "client"; channel: "whatsapp" | "online" };

/** Who makes a write: the signed-in user, a client, or null for the system (jobs, the command line). */
export type Actor = PublicUser | ClientActor | null;

export const isClientActor = (actor: Actor): actor is ClientActor => actor !== null && "kind" in actor && actor.kind === "client";

/** The signed-in user behind a write, or null for a client or the system. */
export const actorUser = (actor: Actor): PublicUser | null => (actor === null || isClientActor(actor) ? null : actor);

export const CLIENT_ACTOR_NAMES: Record<ClientActor["channel"], string> = {
  whatsapp: "Cliente via WhatsApp",
  online: "Cliente online",
};

export type ActivityInput = {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: number | null;
  summary: string;
  changes: ActivityChanges;
};

const SYSTEM_NAME = "Sistema";

const actorName = (actor: Actor) =>
  actor === null ? SYSTEM_NAME : isClientActor(actor) ? CLIENT_ACTOR_NAMES[actor.channel] : displayName(actor);

/**
 * Inserts one trail entry on `db`. Call it only inside the write's own transaction, so the entry
 * commits or rolls back with the change it describes.
 */
export function recordActivity(db: Writer, at: string, actor: Actor, entry: ActivityInput) {
  insertActivity(db, {
    at,
    userId: actorUser(actor)?.id ?? null,
    actorName: actorName(actor),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
    changes: JSON.stringify(entry.changes),
  });
}

/** A client shows as "Cliente via WhatsApp" with firstName "Cliente" and no user id. */
export const liveActor = (actor: Actor): LiveActor | undefined => {
  if (actor === null) return undefined;
  if (isClientActor(actor)) return { id: null, name: CLIENT_ACTOR_NAMES[actor.channel], firstName: "Cliente", kind: "client", channel: actor.channel };
  return { id: actor.id, name: displayName(actor), firstName: actor.firstName };
};

/**
 * What every writing service uses: `write` runs its callback in one BEGIN IMMEDIATE transaction
 * (nested calls become savepoints) and hands it `record`, so a change and its trail entry commit
 * together or not at all; `publish` sends the live event, after the commit, with the author.
 */
export function createTrail(ctx: Pick<AppContext, "db" | "clock" | "events">) {
  /** Inside a transaction already open (drizzle's `tx`, or the appointments' group commit). */
  const record = (actor: Actor, entry: ActivityInput, db: Writer = ctx.db) =>
    recordActivity(db, ctx.clock.now().toISOString(), actor, entry);
  return {
    record,
    write<T>(actor: Actor, fn: (record: (entry: ActivityInput) => void) => T): T {
      return ctx.db.$client.transaction(() => fn((entry) => record(actor, entry))).immediate();
    },
    publish(actor: Actor, change: LiveChange) {
      const who = liveActor(actor);
      ctx.events.publish(who ? { ...change, actor: who } : change);
    },
  };
}
export type Trail = ReturnType<typeof createTrail>;
