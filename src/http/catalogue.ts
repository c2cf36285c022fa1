import { Elysia } from "elysia";
import type * as v from "valibot";
import type { DomainError } from "../domain/errors";
import type { LiveTopic } from "../domain/live-events";
import type { ArchivedResponse } from "../domain/schemas/common";
import { diffRecords } from "../domain/activity";
import type { ActivityEntity } from "../domain/schemas/activity";
import { parseId, parseOrThrow } from "../domain/validation";
import { createTrail, type Actor } from "../activity/trail";
import type { AppContext } from "./context";

/**
 * The salon's catalogues (services, stylists) behave alike: a list of the rows still in use in
 * Italian name order, create, update, and a removal that archives instead of deleting, so that
 * appointments keep pointing at the row and keep its name. Every write leaves its trail entry in
 * its own transaction and publishes its live event, naming the author.
 */
type CatalogueRepo<T, I> = {
  listActive(): T[];
  findActive(id: number): T | undefined;
  insert(input: I): T;
  update(id: number, input: I, at: string): T | undefined;
};

// Italian order, ignoring case and accents; equal names keep the order they were made in.
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
  collator.compare(a.name, b.name) || a.id - b.id;

export function createCatalogue<T extends { id: number; name: string }, I>(
  ctx: AppContext,
  o: {
    topic: LiveTopic;
    entity: ActivityEntity;
    repo: CatalogueRepo<T, I>;
    missing: () => DomainError;
    /** What the trail keeps of a row (no id, no timestamps). */
    snapshot: (row: T) => Record<string, unknown>;
  },
) {
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
  const publish = (actor: Actor, action: "created" | "updated" | "deleted", id: number) =>
    trail.publish(actor, { topic: o.topic, action, ids: [id] });
  return {
    now,
    trail,
    list: () => o.repo.listActive().sort(byName),
    create(actor: Actor, input: I): T {
      const row = trail.write(actor, (record) => {
        const row = o.repo.insert(input);
        record({ action: "created", entity: o.entity, entityId: row.id, summary: row.name, changes: diffRecords(null, o.snapshot(row)) });
        return row;
      });
      publish(actor, "created", row.id);
      return row;
    },
    update(actor: Actor, id: number, input: I): T {
      const row = trail.write(actor, (record) => {
        const before = o.repo.findActive(id);
        const row = before ? o.repo.update(id, input, now()) : undefined;
        if (!before || !row) throw o.missing();
        record({ action: "updated", entity: o.entity, entityId: id, summary: row.name, changes: diffRecords(o.snapshot(before), o.snapshot(row)) });
        return row;
      });
      publish(actor, "updated", id);
      return row;
    },
    /** To be called once the row is archived: tells the live clients and answers the DELETE. */
    archived(actor: Actor, id: number): ArchivedResponse {
      publish(actor, "deleted", id);
      return { id, archived: true };
    },
  };
}

/** GET, POST (201), PUT /:id and DELETE /:id of a catalogue, the bodies checked by its schema. */
export function catalogueRoutes<I>(
  ctx: AppContext,
  path: `/api/${string}`,
  schema: v.GenericSchema<unknown, I>,
  service: {
    list(): unknown;
    create(actor: Actor, input: I): unknown;
    update(actor: Actor, id: number, input: I): unknown;
    remove(actor: Actor, id: number): unknown;
  },
) {
  const actor = (request: Request) => ctx.requireAuth(request).user;
  return new Elysia({ name: `${path.slice(5)}-routes` })
    .get(path, () => service.list())
    .post(path, ({ body, set, request }) => {
      const input = parseOrThrow(schema, body ?? {});
      set.status = 201;
      return service.create(actor(request), input);
    })
    .put(`${path}/:id`, ({ params, body, request }) =>
      service.update(actor(request), parseId(params.id), parseOrThrow(schema, body ?? {})),
    )
    .delete(`${path}/:id`, ({ params, request }) => service.remove(actor(request), parseId(params.id)));
}
