import { Elysia } from "elysia";
import type * as v from "valibot";
import type { DomainError } from "../domain/errors";
import type { LiveTopic } from "../domain/live-events";
import type { ArchivedResponse } from "../domain/schemas/common";
import { parseId, parseOrThrow } from "../domain/validation";
import type { AppContext } from "./context";

/**
 * The salon's catalogues (services, stylists) behave alike: a list of the rows still in use in
 * Italian name order, create, update, and a removal that archives instead of deleting, so that
 * appointments keep pointing at the row and keep its name. Every write publishes its live event.
 */
type CatalogueRepo<T, I> = {
  listActive(): T[];
  insert(input: I): T;
  update(id: number, input: I, at: string): T | undefined;
};

// Italian order, ignoring case and accents; equal names keep the order they were made in.
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
  collator.compare(a.name, b.name) || a.id - b.id;

export function createCatalogue<T extends { id: number; name: string }, I>(
  ctx: AppContext,
  o: { topic: LiveTopic; repo: CatalogueRepo<T, I>; missing: () => DomainError },
) {
  const now = () => ctx.clock.now().toISOString();
  const publish = (action: "created" | "updated" | "deleted", id: number) =>
    ctx.events.publish({ topic: o.topic, action, ids: [id] });
  return {
    now,
    list: () => o.repo.listActive().sort(byName),
    create(input: I): T {
      const row = o.repo.insert(input);
      publish("created", row.id);
      return row;
    },
    update(id: number, input: I): T {
      const row = o.repo.update(id, input, now());
      if (!row) throw o.missing();
      publish("updated", id);
      return row;
    },
    /** To be called once the row is archived: tells the live clients and answers the DELETE. */
    archived(id: number): ArchivedResponse {
      publish("deleted", id);
      return { id, archived: true };
    },
  };
}

/** GET, POST (201), PUT /:id and DELETE /:id of a catalogue, the bodies checked by its schema. */
export function catalogueRoutes<I>(
  path: `/api/${string}`,
  schema: v.GenericSchema<unknown, I>,
  service: { list(): unknown; create(input: I): unknown; update(id: number, input: I): unknown; remove(id: number): unknown },
) {
  return new Elysia({ name: `${path.slice(5)}-routes` })
    .get(path, () => service.list())
    .post(path, ({ body, set }) => {
      const input = parseOrThrow(schema, body ?? {});
      set.status = 201;
      return service.create(input);
    })
    .put(`${path}/:id`, ({ params, body }) => service.update(parseId(params.id), parseOrThrow(schema, body ?? {})))
    .delete(`${path}/:id`, ({ params }) => service.remove(parseId(params.id)));
}
