import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Role } from "../../../src/domain/roles";
import type { Product, StockMovement } from "../../../src/domain/schemas/products";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { PRICE_INVALID, QUANTITY_INVALID } from "./product-form-schema";
import ProductsPage from "./products-page";

afterEach(cleanup);

const SHAMPOO: Product = { id: 1, name: "Shampoo Nutriente", brand: "Davines", category: "Shampoo", barcode: "8004608256663", priceCents: 1850, vatRatePercent: 22, costCents: 900, stock: 2, lowStockThreshold: 3, lowStock: true, active: true };
const MASCHERA: Product = { id: 2, name: "Maschera Ristrutturante", brand: "Kérastase", category: "Trattamenti", barcode: "", priceCents: 3200, vatRatePercent: 22, costCents: 1500, stock: 12, lowStockThreshold: 2, lowStock: false, active: true };
const MOVES: StockMovement[] = [
  { id: 3, productId: 1, kind: "vendita", delta: -1, stockAfter: 2, reason: "", documentId: 7, author: "Anna Rossi", at: "2026-03-10T10:15:00.000Z" },
  { id: 2, productId: 1, kind: "consumo_interno", delta: -2, stockAfter: 3, reason: "Lavaggi", documentId: null, author: "Anna Rossi", at: "2026-03-09T09:00:00.000Z" },
  { id: 1, productId: 1, kind: "inventario", delta: 5, stockAfter: 5, reason: "Giacenza iniziale", documentId: null, author: "Anna Rossi", at: "2026-03-01T08:00:00.000Z" },
];
const withoutCost = ({ costCents: _cost, ...p }: Product): Product => p;

function serve(role: Role, products: Product[], write?: (call: FakeCall) => { status: number; body: unknown } | undefined) {
  const rows = role === "owner" ? products : products.map(withoutCost);
  return fakeApi((call) => {
    if (call.method === "GET" && call.path === "/api/products") return { status: 200, body: rows };
    if (call.method === "GET" && call.path === "/api/products/1/movements") return { status: 200, body: MOVES };
    return write?.(call);
  });
}

async function renderPage(role: Role = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <ProductsPage />
      <Toaster />
    </Provider>,
  );
  await settle(30);
}

const rowOf = (name: string) => screen.getAllByTestId("product-row").find((r) => r.textContent?.includes(name))!;
const text = (el: Element) => el.textContent?.replaceAll("\u00a0", " ") ?? "";
const typeIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  fireEvent.click(screen.getByRole("button", { name }));
  await settle(30);
};

describe("Prodotti", () => {
  test("rows show brand, category, barcode, price, VAT and stock; low stock is flagged in words and filterable", async () => {
    serve("owner", [MASCHERA, SHAMPOO]);
    await renderPage();
    expect(text(rowOf("Shampoo"))).toContain("Davines · Shampoo");
    expect(text(rowOf("Shampoo"))).toContain("8004608256663");
    expect(text(rowOf("Shampoo"))).toContain("18,50 €");
    expect(text(rowOf("Shampoo"))).toContain("IVA 22%");
    expect(text(rowOf("Shampoo"))).toContain("costo 9,00 €");
    expect(within(rowOf("Shampoo")).getByText("Sotto scorta")).toBeTruthy();
    expect(within(rowOf("Maschera")).queryByText("Sotto scorta")).toBeNull();

    const filter = screen.getByRole("button", { name: "Sotto scorta (1)" });
    fireEvent.click(filter);
    expect(filter.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByTestId("product-row").map((r) => r.querySelector("h2")?.textContent)).toEqual(["Shampoo Nutriente"]);
    expect(screen.getByText("1 di 2 prodotti")).toBeTruthy();
    fireEvent.click(filter);

    typeIn("Cerca prodotti", "kerastase");
    expect(screen.getAllByTestId("product-row").map((r) => r.querySelector("h2")?.textContent)).toEqual(["Maschera Ristrutturante"]);
    typeIn("Cerca prodotti", "800460825");
    expect(screen.getAllByTestId("product-row").map((r) => r.querySelector("h2")?.textContent)).toEqual(["Shampoo Nutriente"]);
    typeIn("Cerca prodotti", "balsamo");
    expect(screen.getByText("Nessun prodotto trovato.")).toBeTruthy();
  });

  test("create: price with a decimal comma, VAT, cost and initial stock; messages under the fields", async () => {
    const calls = serve("owner", [], (call) => (call.method === "POST" ? { status: 201, body: { ...MASCHERA, id: 9 } } : undefined));
    await renderPage();
    expect(screen.getByText("Nessun prodotto ancora")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Nuovo prodotto" })[0]!);
    typeIn("Nome", "Maschera Ristrutturante");
    typeIn("Prezzo", "trentadue");
    await submit("Crea prodotto");
    expect(screen.getByText(PRICE_INVALID)).toBeTruthy();
    typeIn("Prezzo", "32,5");
    typeIn("Marca", "Kérastase");
    fireEvent.change(screen.getByLabelText("Aliquota IVA"), { target: { value: "10" } });
    typeIn("Costo d'acquisto", "15");
    typeIn("Giacenza iniziale", "12");
    typeIn("Scorta minima", "2");
    await submit("Crea prodotto");
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({
        path: "/api/products",
        body: { name: "Maschera Ristrutturante", brand: "Kérastase", category: "", barcode: "", priceCents: 3250, vatRatePercent: 10, costCents: 1500, stock: 12, lowStockThreshold: 2 },
      }),
    ]);
    expect(await screen.findByText("Prodotto creato")).toBeTruthy();
  });

  test("reception: no cost field nor cost sent; editing sends no stock", async () => {
    const calls = serve("reception", [MASCHERA], (call) => (call.method === "PUT" ? { status: 200, body: withoutCost(MASCHERA) } : undefined));
    await renderPage("reception");
    expect(text(rowOf("Maschera"))).not.toContain("costo");
    fireEvent.click(screen.getByRole("button", { name: "Modifica Maschera Ristrutturante" }));
    expect(screen.queryByLabelText("Costo d'acquisto")).toBeNull();
    expect(screen.queryByLabelText("Giacenza iniziale")).toBeNull();
    expect((screen.getByLabelText("Prezzo") as HTMLInputElement).value).toBe("32,00");
    typeIn("Prezzo", "33");
    await submit("Salva modifiche");
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.path).toBe("/api/products/2");
    expect(put.body).toEqual({ name: "Maschera Ristrutturante", brand: "Kérastase", category: "Trattamenti", barcode: "", priceCents: 3300, vatRatePercent: 22, lowStockThreshold: 2 });
  });

  test("a movement: kind, quantity and reason sent; the stock after is previewed; zero pieces refused", async () => {
    const calls = serve("reception", [SHAMPOO], (call) =>
      call.method === "POST" ? { status: 201, body: { product: { ...withoutCost(SHAMPOO), stock: 8, lowStock: false }, movement: { ...MOVES[0]!, id: 9, kind: "carico", delta: 6, stockAfter: 8 } } } : undefined,
    );
    await renderPage("reception");
    fireEvent.click(screen.getByRole("button", { name: "Nuovo movimento di Shampoo Nutriente" }));
    const dialog = screen.getByRole("dialog", { name: "Movimento · Shampoo Nutriente" });
    expect(text(dialog)).toContain("Giacenza attuale: 2");
    typeIn("Quantità", "0");
    await submit("Registra movimento");
    expect(screen.getByText(QUANTITY_INVALID)).toBeTruthy();
    typeIn("Quantità", "6");
    expect(text(dialog)).toContain("Giacenza dopo il movimento: 8");
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "inventario" } });
    expect(screen.getByLabelText("Giacenza contata")).toBeTruthy();
    expect(text(dialog)).toContain("Giacenza dopo il movimento: 6");
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "carico" } });
    typeIn("Motivo", "Consegna Davines");
    await submit("Registra movimento");
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ path: "/api/products/1/movements", body: { kind: "carico", quantity: 6, reason: "Consegna Davines" } }),
    ]);
    expect(await screen.findByText("Movimento registrato")).toBeTruthy();
  });

  test("the movements list: kind in Italian, change, stock after, date, author and reason; sales too", async () => {
    serve("owner", [SHAMPOO]);
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Movimenti di Shampoo Nutriente" }));
    await settle(30);
    const rows = (await screen.findAllByTestId("movement")).map(text);
    expect(rows).toEqual([
      "Vendita−1→ 210/03/2026 11:15 · Anna Rossi",
      "Consumo interno−2→ 309/03/2026 10:00 · Anna Rossi · Lavaggi",
      "Inventario+5→ 501/03/2026 09:00 · Anna Rossi · Giacenza iniziale",
    ].map((r) => r.replace("→ ", "Giacenza dopo → ")));
  });

  test("Elimina: a product sold is archived and the toast says so", async () => {
    serve("owner", [SHAMPOO], (call) => (call.method === "DELETE" ? { status: 200, body: { id: 1, archived: true } } : undefined));
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina Shampoo Nutriente" }));
    const confirm = screen.getByRole("dialog", { name: "Eliminare questo prodotto?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Elimina" }));
    expect(await screen.findByText("Prodotto archiviato: è stato venduto, resta nei documenti")).toBeTruthy();
  });
});
