import { expect, test } from "bun:test";
import { signInAs } from "../../test/staff";
import { createTestEnv } from "../../test/test-app";

const shampoo = { name: "Shampoo Nutriente", brand: "Davines", category: "Cura", barcode: "8004608256601", priceCents: 1800, vatRatePercent: 22, costCents: 900, stock: 3, lowStockThreshold: 2 };

test("products: the owner sees the cost, reception does not; movements carico/scarico/inventario/consumo interno", async () => {
  const env = await createTestEnv();
  const created = await env.json("POST", "/api/products", shampoo);
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: "Shampoo Nutriente", costCents: 900, stock: 3, lowStock: false, active: true });
  const reception = await signInAs(env, "reception");
  const seen = await reception.json("GET", `/api/products?q=8004608256601`);
  expect(seen.body).toHaveLength(1);
  expect("costCents" in seen.body[0]).toBe(false);
  const move = (body: unknown) => reception.json("POST", `/api/products/${created.body.id}/movements`, body);
  expect((await move({ kind: "carico", quantity: 10, reason: "Consegna" })).body.product.stock).toBe(13);
  expect((await move({ kind: "scarico", quantity: 2, reason: "Rotto" })).body.product.stock).toBe(11);
  expect((await move({ kind: "consumo_interno", quantity: 1, reason: "Lavaggi" })).body.product.stock).toBe(10);
  const counted = await move({ kind: "inventario", quantity: 2, reason: "Conteggio" });
  expect(counted.body).toMatchObject({ product: { stock: 2, lowStock: true }, movement: { kind: "inventario", delta: -8, stockAfter: 2, author: "Giulia Bianchi" } });
  expect((await move({ kind: "carico", quantity: -1, reason: "" })).status).toBe(400);
  const list = await reception.json("GET", `/api/products/${created.body.id}/movements`);
  expect(list.body.map((m: any) => m.kind)).toEqual(["inventario", "consumo_interno", "scarico", "carico", "inventario"]);
  // Reception's edit keeps the owner's cost.
  await reception.json("PUT", `/api/products/${created.body.id}`, { ...shampoo, costCents: 1 });
  expect((await env.json("GET", `/api/products/${created.body.id}`)).body.costCents).toBe(900);
});

test("bad input in Italian; a VAT rate outside 22/10/5/4/0 is refused; a barcode is unique", async () => {
  const env = await createTestEnv();
  const bad = await env.json("POST", "/api/products", { ...shampoo, vatRatePercent: 21 });
  expect(bad.status).toBe(400);
  expect(bad.body.fields.vatRatePercent).toBe("L'aliquota IVA può essere 22, 10, 5, 4 o 0");
  expect((await env.json("POST", "/api/products", { ...shampoo, name: "" })).body.fields.name).toBe("Il nome del prodotto è richiesto");
  await env.json("POST", "/api/products", shampoo);
  expect((await env.json("POST", "/api/products", { ...shampoo, name: "Altro" })).body.fields.barcode).toBe("Codice a barre già usato da un altro prodotto");
});

test("delete: a product never sold goes, one that was sold is archived", async () => {
  const env = await createTestEnv();
  const never = await env.json("POST", "/api/products", { ...shampoo, barcode: "" });
  expect((await env.json("DELETE", `/api/products/${never.body.id}`)).body).toEqual({ id: never.body.id, archived: false });
  expect((await env.json("GET", `/api/products/${never.body.id}`)).status).toBe(404);
  const sold = await env.json("POST", "/api/products", shampoo);
  await env.json("POST", "/api/sales", { lines: [{ kind: "product", productId: sold.body.id, quantity: 1, unitPriceCents: 1800 }], payments: [{ method: "cash", amountCents: 1800 }] });
  expect((await env.json("DELETE", `/api/products/${sold.body.id}`)).body).toEqual({ id: sold.body.id, archived: true });
  expect((await env.json("GET", `/api/products/${sold.body.id}`)).body.active).toBe(false);
  expect((await env.json("GET", "/api/products")).body).toEqual([]);
});
