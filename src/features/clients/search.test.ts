import { describe, expect, test } from "bun:test";
import { clients } from "../../../db/schema";
import { CURSOR_INVALID, LIMIT_INVALID, SEARCH_TOO_LONG } from "../../domain/schemas/client-pages";
import { createTestEnv, type TestEnv } from "../../test/test-app";

type Row = { firstName: string; lastName: string; phone: string; email?: string };

/** Straight into the table, as a bulk import or another process would write them. */
function seed(env: TestEnv, rows: Row[]) {
  env.app.ctx.db.insert(clients).values(rows.map((r) => ({ email: "", notes: "", ...r }))).run();
}

const names = (body: any) => body.clients.map((c: any) => `${c.firstName} ${c.lastName}`);

describe("GET /api/clients?q= (server search)", () => {
  const people: Row[] = [
    { firstName: "Niccolò", lastName: "Bianchi", phone: "3331234567", email: "nicco@example.it" },
    { firstName: "Giulia", lastName: "Rossi", phone: "3479876543" },
    { firstName: "Anna", lastName: "D'Amico", phone: "+393401112222" },
    { firstName: "Élodie", lastName: "Ferri", phone: "0612345678", email: "elodie@salone.it" },
  ];

  test.each([
    ["nicco", ["Niccolò Bianchi"]],
    ["NICCOLO", ["Niccolò Bianchi"]],
    ["elodie", ["Élodie Ferri"]],
    ["rossi giulia", ["Giulia Rossi"]],
    ["d’amico", ["Anna D'Amico"]],
    ["333 123", ["Niccolò Bianchi"]],
    ["+39 333 123 4567", ["Niccolò Bianchi"]],
    ["3331234567", ["Niccolò Bianchi"]],
    ["0039 347 987", ["Giulia Rossi"]],
    // A number stored with its country code (+39…) is found with or without it.
    ["340 111 2222", ["Anna D'Amico"]],
    ["+39 340 1112222", ["Anna D'Amico"]],
    ["salone.it", ["Élodie Ferri"]],
    ["zzz", []],
  ])("%p finds %p", async (q, expected) => {
    const env = await createTestEnv();
    seed(env, people);
    const res = await env.json("GET", `/api/clients?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body).toMatchObject({ matched: expected.length, total: 4, nextCursor: null });
  });

  test("an empty q pages the whole list in Italian order (accents and case ignored)", async () => {
    const env = await createTestEnv();
    seed(env, [
      { firstName: "A", lastName: "esposito", phone: "3330000001" },
      { firstName: "B", lastName: "Èrcole", phone: "3330000002" },
      { firstName: "C", lastName: "de Luca", phone: "3330000003" },
      { firstName: "D", lastName: "D'Amico", phone: "3330000004" },
    ]);
    const res = await env.json("GET", "/api/clients?q=");
    expect(res.body.clients.map((c: any) => c.lastName)).toEqual(["D'Amico", "de Luca", "Èrcole", "esposito"]);
  });

  test("phone= finds the clients with exactly that number, however it is typed", async () => {
    const env = await createTestEnv();
    seed(env, [
      // Stored as the API stores them: E.164.
      { firstName: "Anna", lastName: "Gallo", phone: "+393331112222" },
      { firstName: "Marta", lastName: "Gallo", phone: "+393331112222" },
      { firstName: "Rita", lastName: "Neri", phone: "+3933311122220" },
    ]);
    const res = await env.json("GET", `/api/clients?phone=${encodeURIComponent("+39 333 111 2222")}&limit=5`);
    expect(names(res.body)).toEqual(["Anna Gallo", "Marta Gallo"]);
    expect((await env.json("GET", "/api/clients?phone=333")).body.clients).toEqual([]);
  });

  test("follows writes at once: a created, renamed or deleted client", async () => {
    const env = await createTestEnv();
    const created = await env.json("POST", "/api/clients", { firstName: "Lucia", lastName: "Marino", phone: "3331234567", email: "", notes: "" });
    expect(names((await env.json("GET", "/api/clients?q=marino")).body)).toEqual(["Lucia Marino"]);
    await env.json("PUT", `/api/clients/${created.body.id}`, { firstName: "Lucia", lastName: "Greco", phone: "3331234567", email: "", notes: "" });
    expect(names((await env.json("GET", "/api/clients?q=marino")).body)).toEqual([]);
    expect(names((await env.json("GET", "/api/clients?q=greco")).body)).toEqual(["Lucia Greco"]);
    await env.json("DELETE", `/api/clients/${created.body.id}`);
    expect((await env.json("GET", "/api/clients?q=greco")).body).toMatchObject({ clients: [], matched: 0, total: 0 });
  });

  test("bad parameters are 400 with an Italian message, never 500", async () => {
    const env = await createTestEnv();
    for (const [query, message] of [
      ["limit=0", LIMIT_INVALID],
      ["limit=201", LIMIT_INVALID],
      ["limit=abc", LIMIT_INVALID],
      ["cursor=not-json", CURSOR_INVALID],
      [`cursor=${encodeURIComponent('["a","b",1]')}`, CURSOR_INVALID],
      [`cursor=${encodeURIComponent("c1:%E0%A4%A:x")}`, CURSOR_INVALID],
      [`q=${"a".repeat(101)}`, SEARCH_TOO_LONG],
    ] as const) {
      const res = await env.json("GET", `/api/clients?${query}`);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
    }
  });

  test("without parameters GET /api/clients is still the whole list (existing callers)", async () => {
    const env = await createTestEnv();
    seed(env, [{ firstName: "Anna", lastName: "Gallo", phone: "3331112222" }]);
    const res = await env.json("GET", "/api/clients");
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
  });
});

describe("paging", () => {
  test("cursor pages walk the list once, 50 a page by default, whatever is written between pages", async () => {
    const env = await createTestEnv();
    seed(env, Array.from({ length: 120 }, (_, i) => ({ firstName: `Nome${String(i).padStart(3, "0")}`, lastName: "Rossi", phone: `33300${String(i).padStart(5, "0")}` })));
    const first = await env.json("GET", "/api/clients?q=rossi");
    expect(first.body.clients).toHaveLength(50);
    const cursor = first.body.nextCursor;
    expect(typeof cursor).toBe("string");
    expect(first.body).toMatchObject({ matched: 120, total: 120 });
    // A client sorted before the cursor arrives and the first one on page 1 leaves: page 2 neither repeats nor skips.
    await env.json("POST", "/api/clients", { firstName: "Nome000a", lastName: "Rossi", phone: "3471234567", email: "", notes: "" });
    await env.json("DELETE", `/api/clients/${first.body.clients[0].id}`);
    const second = await env.json("GET", `/api/clients?q=rossi&cursor=${encodeURIComponent(cursor)}`);
    expect(second.body.clients[0].firstName).toBe("Nome050");
    const third = await env.json("GET", `/api/clients?q=rossi&limit=200&cursor=${encodeURIComponent(second.body.nextCursor)}`);
    expect(third.body.clients.map((c: any) => c.firstName)).toEqual(Array.from({ length: 20 }, (_, i) => `Nome${100 + i}`));
    expect(third.body.nextCursor).toBeNull();
  });

  test("the last full page has no next cursor", async () => {
    const env = await createTestEnv();
    seed(env, Array.from({ length: 4 }, (_, i) => ({ firstName: `N${i}`, lastName: "Bruno", phone: `333000000${i}` })));
    const res = await env.json("GET", "/api/clients?limit=4");
    expect(res.body.clients).toHaveLength(4);
    expect(res.body.nextCursor).toBeNull();
    expect((await env.json("GET", "/api/clients?limit=3")).body.nextCursor).not.toBeNull();
  });
});

describe("GET /api/clients/:id", () => {
  test("one client by id; 404 for one that does not exist; 400 for a bad id", async () => {
    const env = await createTestEnv();
    const created = await env.json("POST", "/api/clients", { firstName: "Lucia", lastName: "Marino", phone: "3331234567", email: "l@example.it", notes: "Nota" });
    const res = await env.json("GET", `/api/clients/${created.body.id}`);
    expect(res).toEqual({ status: 200, body: created.body });
    expect((await env.json("GET", "/api/clients/9999")).status).toBe(404);
    expect((await env.json("GET", "/api/clients/9999")).body.message).toBe("Cliente non trovato");
    expect((await env.json("GET", "/api/clients/abc")).status).toBe(400);
  });
});

describe("GET /api/clients/duplicates", () => {
  test("groups by phone and by name, counted in all, paged with offset and limit", async () => {
    const env = await createTestEnv();
    seed(env, [
      { firstName: "Anna", lastName: "Gallo", phone: "3331112222" },
      { firstName: "Marta", lastName: "Gallo", phone: "3331112222" },
      { firstName: "Niccolò", lastName: "Bianchi", phone: "3470000001" },
      { firstName: "niccolo", lastName: "BIANCHI", phone: "3470000002" },
      { firstName: "Sara", lastName: "Neri", phone: "3470000003" },
    ]);
    const all = await env.json("GET", "/api/clients/duplicates");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.groups.map((g: any) => [g.reason, g.key, g.clients.map((c: any) => c.firstName)])).toEqual([
      ["phone", "3331112222", ["Anna", "Marta"]],
      ["name", "niccolo bianchi", ["Niccolò", "niccolo"]],
    ]);
    expect((await env.json("GET", "/api/clients/duplicates?limit=0")).body).toEqual({ total: 2, groups: [] });
    const second = await env.json("GET", "/api/clients/duplicates?offset=1&limit=1");
    expect(second.body.groups.map((g: any) => g.reason)).toEqual(["name"]);
    expect((await env.json("GET", "/api/clients/duplicates?limit=101")).status).toBe(400);
    expect((await env.json("GET", "/api/clients/duplicates?offset=-1")).status).toBe(400);
  });

  test("a merge removes the group", async () => {
    const env = await createTestEnv();
    seed(env, [
      { firstName: "Anna", lastName: "Gallo", phone: "3331112222" },
      { firstName: "Anna", lastName: "Gallo", phone: "3339990000" },
    ]);
    const [a, b] = (await env.json("GET", "/api/clients/duplicates")).body.groups[0].clients;
    expect((await env.json("POST", `/api/clients/${a.id}/merge`, { duplicateId: b.id })).status).toBe(200);
    expect((await env.json("GET", "/api/clients/duplicates")).body).toEqual({ total: 0, groups: [] });
  });
});
