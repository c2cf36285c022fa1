import { expect, test } from "bun:test";
import { createTestEnv } from "../test/test-app";
import { activityRepo, type ActivityFilter } from "./repo";

const before = { at: "2026-06-01T10:00:00.000Z", id: 120_000 };

// A deep page seeks straight to its cursor in an index ending in (at, id) rather than scanning
// the index from the newest entry and discarding everything newer: `at <= cursor` bounds the range.
test.each<[string, ActivityFilter]>([
  ["no filter", { before }],
  ["a person", { before, userId: 3 }],
  ["a kind", { before, entity: "appointment" }],
  ["a record", { before, entity: "appointment", entityId: 7 }],
  ["days", { before, fromAt: "2026-03-01T00:00:00.000Z", toAt: "2026-07-01T00:00:00.000Z" }],
  ["a person and a kind", { before, userId: 3, entity: "vacation" }],
])("a page after a cursor (%s) searches an index by its cursor, no scan", async (_what, filter) => {
  const env = await createTestEnv();
  const db = env.app.ctx.db;
  const { sql, params } = activityRepo(db).page(filter, 50);
  const plan = db.$client
    .query(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...(params as (string | number)[]))
    .map((row) => (row as { detail: string }).detail);
  expect(plan.some((detail) => /^SEARCH activity USING (COVERING )?INDEX activity_\w+ \(.*at<\?/.test(detail))).toBe(true);
  expect(plan.filter((detail) => detail.startsWith("SCAN") || detail.includes("TEMP B-TREE"))).toEqual([]);
});

test("the keyset keeps entries of the same instant: after (at, id) come the same at with a smaller id, then older ones", async () => {
  const env = await createTestEnv();
  const db = env.app.ctx.db;
  const insert = db.$client.prepare("INSERT INTO activity (id, at, actor_name, action, entity, summary) VALUES (?, ?, 'Giulia', 'created', 'client', 'x')");
  insert.run(1, "2026-06-01T09:00:00.000Z");
  insert.run(2, "2026-06-01T10:00:00.000Z");
  insert.run(3, "2026-06-01T10:00:00.000Z");
  insert.run(4, "2026-06-01T10:00:00.000Z");
  insert.run(5, "2026-06-01T11:00:00.000Z");
  const ids = (filter: ActivityFilter) => activityRepo(db).list(filter, 10).map((e) => e.id);
  expect(ids({ before: { at: "2026-06-01T10:00:00.000Z", id: 4 } })).toEqual([3, 2, 1]);
  expect(ids({ before: { at: "2026-06-01T11:00:00.000Z", id: 5 } })).toEqual([4, 3, 2, 1]);
  expect(ids({})).toEqual([5, 4, 3, 2, 1]);
});

// A person's entries of a rare kind (her vacations among 200,000 appointment entries) are one
// index range on both, from the first page on, not a walk through all her entries.
test.each<[string, ActivityFilter]>([
  ["first page", { userId: 3, entity: "vacation" }],
  ["after a cursor", { before, userId: 3, entity: "vacation" }],
  ["with days", { userId: 3, entity: "vacation", fromAt: "2026-03-01T00:00:00.000Z", toAt: "2026-07-01T00:00:00.000Z" }],
])("a person and a kind together (%s) search one index on both", async (_what, filter) => {
  const env = await createTestEnv();
  const db = env.app.ctx.db;
  const { sql, params } = activityRepo(db).page(filter, 50);
  const plan = db.$client
    .query(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...(params as (string | number)[]))
    .map((row) => (row as { detail: string }).detail);
  expect(plan).toHaveLength(1);
  expect(plan[0]).toMatch(/^SEARCH activity USING INDEX activity_\w+ \(user_id=\? AND entity=\?/);
});

// A database analysed before the (user_id, entity, at, id) index existed (the fifth-year bench's,
// or any an owner ran ANALYZE on) has stats for every index but that one: SQLite then took it for
// a person alone and sorted all her entries. The pages name their index, so the stats cannot matter.
test("with statistics older than the newest index, a person's pages still seek in (at, id) order", async () => {
  const env = await createTestEnv();
  const sqlite = env.app.ctx.db.$client;
  const insert = sqlite.prepare("INSERT INTO activity (at, user_id, actor_name, action, entity, summary) VALUES (?, 1, 'Giulia', 'created', ?, 'x')");
  sqlite.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run(new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), i % 9 ? "appointment" : "client");
  })();
  sqlite.exec("ANALYZE");
  sqlite.exec("DELETE FROM sqlite_stat1 WHERE idx = 'activity_user_entity_at_idx'");
  sqlite.exec("ANALYZE sqlite_schema");
  const plan = (filter: ActivityFilter) => {
    const { sql, params } = activityRepo(env.app.ctx.db).page(filter, 50);
    return sqlite
      .query(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...(params as (string | number)[]))
      .map((row) => (row as { detail: string }).detail);
  };
  expect(plan({ userId: 1 })).toEqual(["SEARCH activity USING INDEX activity_user_at_idx (user_id=?)"]);
  expect(plan({ userId: 1, before })).toEqual(["SEARCH activity USING INDEX activity_user_at_idx (user_id=? AND at<?)"]);
  expect(plan({ userId: 1, entity: "vacation" })).toEqual(["SEARCH activity USING INDEX activity_user_entity_at_idx (user_id=? AND entity=?)"]);
  expect(activityRepo(env.app.ctx.db).list({ userId: 1 }, 3).map((e) => e.at)).toEqual([
    "2026-01-02T09:19:00.000Z",
    "2026-01-02T09:18:00.000Z",
    "2026-01-02T09:17:00.000Z",
  ]);
  expect(activityRepo(env.app.ctx.db).list({ userId: 1, entity: "client" }, 1)[0]).toMatchObject({ userId: 1, actorName: "Giulia", entity: "client", changes: {} });
});
