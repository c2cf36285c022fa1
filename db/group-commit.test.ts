import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { createGroupCommitter } from "./group-commit";

function setup() {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE slots (stylist INTEGER, start INTEGER, PRIMARY KEY (stylist, start))");
  const insert = (stylist: number, start: number) => () => {
    const taken = db.query("SELECT 1 FROM slots WHERE stylist = ? AND start = ?").get(stylist, start);
    if (taken) throw new Error(`taken ${stylist}@${start}`);
    db.query("INSERT INTO slots VALUES (?, ?)").run(stylist, start);
    return `${stylist}@${start}`;
  };
  return { db, insert, group: createGroupCommitter(db) };
}

test("writes of one turn share a transaction; a failing one is rolled back alone", async () => {
  const { db, insert, group } = setup();
  const results = await Promise.allSettled([
    group.run(insert(1, 600)),
    group.run(insert(1, 600)), // sees the first one: refused
    group.run(() => {
      db.query("INSERT INTO slots VALUES (2, 600)").run();
      throw new Error("changed my mind"); // its own insert must not survive
    }),
    group.run(insert(3, 600)),
  ]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
  expect((results[1] as PromiseRejectedResult).reason.message).toBe("taken 1@600");
  expect(db.query("SELECT stylist, start FROM slots ORDER BY stylist").all()).toEqual([
    { stylist: 1, start: 600 },
    { stylist: 3, start: 600 },
  ]);
});

test("fifty conflicting writes in one turn: exactly one wins", async () => {
  const { insert, group } = setup();
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => group.run(insert(7, 900))));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
});

test("nothing resolves before the commit, and a later turn starts a new transaction", async () => {
  const { db, insert, group } = setup();
  let resolvedInside = false;
  const first = group.run(() => {
    insert(4, 60)();
    return db.inTransaction;
  });
  first.then(() => (resolvedInside = db.inTransaction));
  expect(await first).toBe(true);
  expect(resolvedInside).toBe(false);
  expect(await group.run(insert(4, 75))).toBe("4@75");
});
