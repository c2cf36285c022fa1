import { expect, test } from "bun:test";
import { serviceLine, tillKit } from "./sales-test-kit";

// valibot's own messages ("Invalid key: Expected …") are English; whatever a body lacks or is,
// the answer names the problem in Italian.
test("a missing field or a body that is not an object is a 400 in Italian on every new write", async () => {
  const kit = await tillKit();
  const { env } = kit;
  const sale = (await env.json("POST", "/api/sales", { clientId: kit.b.maria, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "cash", amountCents: 1000 }], leaveBalance: true })).body;
  const routes: [string, string][] = [
    ["POST", "/api/sales"],
    ["POST", `/api/sales/${sale.id}/refunds`],
    ["POST", `/api/sales/${sale.id}/payments`],
    ["POST", `/api/sales/${sale.id}/send-receipt`],
    ["POST", "/api/cash-closings"],
    ["POST", "/api/products"],
    ["POST", `/api/products/${kit.shampoo}/movements`],
    ["PUT", "/api/settings/fiscal-printer"],
    ["POST", "/api/fiscal-agents"],
  ];
  const english = /Invalid|Expected|received/;
  for (const body of [{}, [], 5, null]) {
    for (const [method, path] of routes) {
      const res = await env.json(method, path, body);
      const seen = { method, path, body, status: res.status, english: english.test(JSON.stringify(res.body)) };
      expect(seen).toEqual({ method, path, body, status: 400, english: false });
    }
  }
  const missing = await env.json("POST", "/api/sales", {});
  expect(missing.body).toEqual({ message: "Campo obbligatorio", code: "validation", fields: { lines: "Campo obbligatorio" } });
  const notObject = await env.json("POST", "/api/sales", 5);
  expect(notObject.body).toEqual({ message: "Dati non validi", code: "validation", fields: { _: "Dati non validi" } });
});
