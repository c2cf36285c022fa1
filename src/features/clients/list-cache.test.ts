import { describe, expect, test } from "bun:test";
import type { Client } from "../../domain/schemas/clients";
import { createClientListCache } from "./list-cache";

const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Client, b: Client) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

/** A fake table with counters, so the tests can see what the cache reads. */
function table(initial: Client[]) {
  const rows = new Map(initial.map((c) => [c.id, c]));
  const reads = { all: 0, byIds: 0 };
  let version = 1;
  return {
    rows,
    reads,
    bumpVersion: () => void version++,
    source: {
      all: () => (reads.all++, [...rows.values()]),
      byIds: (ids: number[]) => (reads.byIds++, ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []))),
      version: () => version,
    },
  };
}

const c = (id: number, lastName: string, firstName = "Anna"): Client => ({ id, firstName, lastName, phone: "3331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false });
const names = (list: readonly Client[]) => list.map((x) => `${x.lastName} ${x.firstName}`);

describe("the client list cache", () => {
  test("reads the table once, then serves from memory", () => {
    const t = table([c(1, "Rossi"), c(2, "Bianchi")]);
    const cache = createClientListCache(t.source, byName);
    expect(names(cache.list())).toEqual(["Bianchi Anna", "Rossi Anna"]);
    const first = cache.body();
    expect(cache.body().json).toBe(first.json);
    expect(first.gzip()).toBe(cache.body().gzip());
    expect(t.reads).toEqual({ all: 1, byIds: 0 });
  });

  test("patches only the rows an event names, in their sorted place", () => {
    const t = table([c(1, "Rossi"), c(2, "Bianchi"), c(3, "Verdi")]);
    const cache = createClientListCache(t.source, byName);
    cache.list();
    t.rows.set(1, c(1, "Abate")); // renamed: moves to the top
    t.rows.set(4, c(4, "Esposito")); // created
    t.rows.delete(3); // deleted
    cache.changed([1]);
    cache.changed([4]);
    cache.changed([3]);
    expect(names(cache.list())).toEqual(["Abate Anna", "Bianchi Anna", "Esposito Anna"]);
    expect(JSON.parse(cache.body().json)).toEqual([...t.rows.values()].sort(byName));
    expect(t.reads).toEqual({ all: 1, byIds: 1 });
  });

  test("hundreds of random writes leave it equal to a fresh sort of the table", () => {
    const last = ["Rossi", "de Luca", "D'Amico", "Èrcole", "Esposito", "Bianchi", "rossi", "Zeta"];
    const t = table(Array.from({ length: 50 }, (_, i) => c(i + 1, last[i % last.length]!, `N${i % 7}`)));
    const cache = createClientListCache(t.source, byName);
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let nextId = 51;
    for (let i = 0; i < 300; i++) {
      const op = rand(3);
      const id = op === 0 ? nextId++ : rand(nextId - 1) + 1;
      if (op === 2) t.rows.delete(id);
      else t.rows.set(id, c(id, last[rand(last.length)]!, `N${rand(5)}`));
      cache.changed([id]);
      if (rand(4) === 0) expect(cache.list()).toEqual([...t.rows.values()].sort(byName));
    }
    expect(cache.list()).toEqual([...t.rows.values()].sort(byName));
    expect(t.reads.all).toBe(1);
  });

  test("an event without ids, or another process writing the file, reloads everything", () => {
    const t = table([c(1, "Rossi")]);
    const cache = createClientListCache(t.source, byName);
    cache.list();
    t.rows.set(2, c(2, "Bianchi"));
    cache.changed([]);
    expect(names(cache.list())).toEqual(["Bianchi Anna", "Rossi Anna"]);
    t.rows.set(3, c(3, "Abate"));
    t.bumpVersion();
    expect(names(cache.list())).toEqual(["Abate Anna", "Bianchi Anna", "Rossi Anna"]);
    expect(t.reads.all).toBe(3);
  });
});
