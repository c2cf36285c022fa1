import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { clients } from "../../db/schema";
import { envWithBasics } from "../test/seed-basics";

// A JSON body's keys that its route does not know are dropped by the schema before any code reads
// the body (valibot's v.object): an older or newer screen still saves, and a key the server
// decides itself (an id, a total, an author, an erasure date) cannot be set from outside.
test("unknown and server-owned keys in a body are ignored, never stored", async () => {
  const { env, b } = await envWithBasics();
  const created = await env.json("POST", "/api/clients", {
    firstName: "Giada",
    lastName: "Neri",
    phone: "3401112233",
    id: 9999,
    erasedAt: "2026-01-01T00:00:00.000Z",
    createdAt: "2000-01-01T00:00:00.000Z",
    colore: "rosso",
  });
  expect(created.status).toBe(201);
  expect(created.body.id).not.toBe(9999);
  expect(created.body).not.toHaveProperty("colore");
  const row = env.app.ctx.db.select().from(clients).where(eq(clients.id, created.body.id)).get()!;
  expect(row).toMatchObject({ firstName: "Giada", erasedAt: null });
  expect(row.createdAt).not.toBe("2000-01-01T00:00:00.000Z");

  const sale = await env.json("POST", "/api/sales", {
    clientId: b.maria,
    lines: [{ kind: "service", serviceId: b.colore, quantity: 1, unitPriceCents: 5500, netCents: 1 }],
    payments: [{ method: "cash", amountCents: 5500 }],
    totalCents: 1,
    number: "2026/999999",
    operatorId: 4242,
  });
  expect(sale.status).toBe(201);
  expect(sale.body).toMatchObject({ totalCents: 5500, lines: [{ netCents: 5500 }] });
  expect(sale.body.number).not.toBe("2026/999999");
  expect(sale.body.operatorId).not.toBe(4242);
});
