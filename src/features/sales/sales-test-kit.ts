// Rows and calls the till's tests share: the basics, a shampoo on the shelf, a visit to cash.
import { products } from "../../../db/schema-sales";
import type { LiveEvent } from "../../domain/live-events";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { TestEnv } from "../../test/test-app";

export type Kit = { env: TestEnv; b: Basics; events: LiveEvent[]; shampoo: number };

export async function tillKit(): Promise<Kit> {
  const { env, b, events } = await envWithBasics();
  const shampoo = env.app.ctx.db
    .insert(products)
    .values({ name: "Shampoo Nutriente", brand: "Davines", barcode: "8004608256601", priceCents: 1800, vatRatePercent: 22, costCents: 900, stock: 5, lowStockThreshold: 2 })
    .returning({ id: products.id })
    .get().id;
  return { env, b, events, shampoo };
}

/** A visit on 2026-03-10 (the test clock's day) for Maria with Giulia. */
export async function visit(kit: Kit, over: Record<string, unknown> = {}): Promise<number> {
  const res = await kit.env.json("POST", "/api/appointments", {
    clientId: kit.b.maria,
    stylistId: kit.b.giulia,
    serviceId: kit.b.colore,
    date: "2026-03-10",
    startTime: "10:00",
    endTime: "11:30",
    ...over,
  });
  if (res.status !== 201) throw new Error(`visit not created: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const serviceLine = (serviceId: number, unitPriceCents: number, over: Record<string, unknown> = {}) => ({ kind: "service", serviceId, quantity: 1, unitPriceCents, ...over });
export const productLine = (productId: number, quantity: number, unitPriceCents = 1800) => ({ kind: "product", productId, quantity, unitPriceCents });
