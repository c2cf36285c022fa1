import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { lastMonth, monthOf } from "../../../src/domain/report-periods";
import type { Role } from "../../../src/domain/roles";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { salonToday } from "../../lib/salon-time";
import { agendaFixture, clientsFixture, OCTOBER, takingsFixture } from "./fixtures";
import StatisticsPage from "./statistics-page";

afterEach(cleanup);

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\u00a0/g, " ");
const params = (path: string) => new URL(path, "http://x").searchParams;

function serve(): FakeCall[] {
  return fakeApi((call) => {
    const p = params(call.path);
    const [from, to] = [p.get("from") ?? "", p.get("to") ?? ""];
    if (call.path.startsWith("/api/reports/takings?")) return { status: 200, body: takingsFixture(from, to) };
    if (call.path.startsWith("/api/reports/agenda?")) return { status: 200, body: agendaFixture() };
    if (call.path.startsWith("/api/reports/clients?")) return { status: 200, body: clientsFixture() };
    return undefined;
  });
}

function open(role: Role = "owner", path = "/statistiche") {
  return render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter initialEntries={[path]}>
        <StatisticsPage />
      </MemoryRouter>
    </Provider>,
  );
}

const october = `/statistiche?period=month&from=${OCTOBER.from}&to=${OCTOBER.to}`;

test("the owner sees this month's takings first, each figure beside the previous period and last year", async () => {
  const calls = serve();
  open();
  const total = await screen.findByTestId("figure-total");
  const month = monthOf(salonToday());
  expect(calls.map((c) => c.path)).toEqual([`/api/reports/takings?from=${month.from}&to=${month.to}`]);
  expect(text(total)).toContain("1.234,50 €");
  // Up on the previous period and down on last year: an arrow and a sign, not a colour alone.
  expect(text(total)).toContain("Periodo precedente: 1.097,33 €▲ +137,17 € (+12,5 %)");
  expect(text(total)).toContain("Anno scorso: 1.371,67 €▼ -137,17 € (-10,0 %)");
  expect(text(screen.getByTestId("figure-sales"))).toContain("▲ +2 (+25,0 %)");
  expect(text(screen.getByTestId("figure-sales"))).toContain("= invariato");
  expect(screen.getByRole("button", { name: "Mese", pressed: true })).toBeTruthy();
});

test("Mese scorso asks for the whole month before this one, in one tap", async () => {
  const calls = serve();
  open();
  await screen.findByTestId("figure-total");
  fireEvent.click(screen.getByRole("button", { name: "Mese scorso" }));
  const last = lastMonth(salonToday());
  await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/reports/takings?from=${last.from}&to=${last.to}`));
  expect(screen.getByRole("button", { name: "Mese scorso", pressed: true })).toBeTruthy();
});

test("takings by stylist: a chart whose name is its summary, and the table beside it", async () => {
  serve();
  open("owner", october);
  const chart = await screen.findByRole("img", { name: /^Incassi per collaboratore/ });
  expect(text(chart).length).toBeGreaterThan(0);
  expect(chart.getAttribute("aria-label")?.replace(/\u00a0/g, " ")).toBe(
    "Incassi per collaboratore: Anna 620,00 € (servizi 600,00 €, prodotti 20,00 €); Marco 614,50 € (servizi 500,00 €, prodotti 114,50 €).",
  );
  const table = screen.getByRole("table", { name: "Incassi per collaboratore" });
  const rows = within(table).getAllByRole("row").map((r) => text(r));
  expect(rows).toEqual(["CollaboratoreTotaleServiziProdotti", "Anna620,00 €600,00 €20,00 €", "Marco614,50 €500,00 €114,50 €"]);
  const byDay = screen.getByRole("img", { name: /^Incassi per giorno/ });
  expect(byDay.getAttribute("aria-label")?.replace(/\u00a0/g, " ")).toBe(
    "Incassi per giorno dal 01/10/2026 al 31/10/2026: totale 1.234,50 €; il giorno migliore 31/10/2026 con 894,50 €.",
  );
  expect(text(screen.getByRole("table", { name: "IVA per aliquota" }))).toContain("22 %1.011,89 €222,61 €1.234,50 €");
  expect(text(screen.getByRole("table", { name: "Incassi per metodo di pagamento" }))).toContain("Carta/Bancomat1.000,00 €81,0 %");
  expect(screen.getByRole("link", { name: "Scarica CSV: Incassi" }).getAttribute("href")).toBe(`/api/reports/takings.csv?from=${OCTOBER.from}&to=${OCTOBER.to}`);
});

test("Clienti: new and returning as a chart and a table, rates in points, overdue clients to call", async () => {
  const calls = serve();
  open("owner", october);
  await screen.findByTestId("figure-total");
  fireEvent.click(screen.getByRole("tab", { name: "Clienti" }));
  const chart = await screen.findByRole("img", { name: /^Clienti nuovi e di ritorno/ });
  expect(calls.at(-1)?.path).toBe(`/api/reports/clients?from=${OCTOBER.from}&to=${OCTOBER.to}`);
  expect(chart.getAttribute("aria-label")).toBe(
    "Clienti nuovi e di ritorno: Periodo 4 nuovi e 10 di ritorno; Periodo precedente 2 nuovi e 10 di ritorno; Anno scorso 4 nuovi e 10 di ritorno.",
  );
  expect(screen.getByRole("tab", { name: "Clienti", selected: true })).toBeTruthy();
  expect(text(screen.getByTestId("figure-retention60"))).toContain("50,0 %");
  expect(text(screen.getByTestId("figure-retention60"))).toContain("▲ +10,0 punti");
  expect(text(screen.getByTestId("figure-rebook"))).toContain("▼ -5,0 punti");
  const call = screen.getByRole("link", { name: "+39 333 123 4567" });
  expect(call.getAttribute("href")).toBe("tel:+393331234567");
  expect(text(screen.getByRole("table", { name: "Clienti da richiamare" }))).toContain("02/08/202635 giorni");
  expect(screen.getByRole("link", { name: "Scarica CSV: Clienti" }).getAttribute("href")).toBe(`/api/reports/clients.csv?from=${OCTOBER.from}&to=${OCTOBER.to}`);
  expect(screen.getByRole("link", { name: "Vendite (CSV)" }).getAttribute("href")).toBe("/api/exports/sales.csv");
});

test("Agenda: occupancy, no-show rate and statuses", async () => {
  serve();
  open("owner", `${october}&tab=agenda`);
  const rate = await screen.findByTestId("figure-noShowRate");
  expect(text(rate)).toContain("5,0 %");
  expect(text(rate)).toContain("▼ -5,0 punti");
  expect(text(screen.getByRole("table", { name: "Occupazione per collaboratore" }))).toContain("Anna62,5 %100 h160 h");
  expect(text(screen.getByRole("table", { name: "Visite per stato" }))).toContain("Completato2767,5 %");
  expect(text(screen.getByTestId("figure-lead"))).toContain("6,5 giorni");
});

test("a typed period in the wrong order says so and asks for nothing", async () => {
  const calls = serve();
  open("owner", october);
  await screen.findByTestId("figure-total");
  fireEvent.click(screen.getByRole("button", { name: "Personalizzato" }));
  const before = calls.length;
  const from = screen.getByLabelText("Dal");
  fireEvent.change(from, { target: { value: "05/11/2026" } });
  fireEvent.blur(from);
  expect(await screen.findByText("La data di inizio deve precedere quella di fine")).toBeTruthy();
  expect(calls.length).toBe(before);
});

test("reception reads today's takings only: no period, no other report, no exports", async () => {
  const calls = serve();
  open("reception");
  const total = await screen.findByTestId("figure-total");
  const today = salonToday();
  expect(text(total)).toContain("Incassi di oggi1.234,50 €");
  expect(calls.map((c) => c.path)).toEqual([`/api/reports/takings?from=${today}&to=${today}`]);
  expect(screen.queryByRole("tablist")).toBeNull();
  expect(screen.queryByRole("button", { name: "Mese scorso" })).toBeNull();
  expect(screen.queryByText("Scarica CSV")).toBeNull();
  expect(screen.queryByText("Esportazioni")).toBeNull();
  expect(text(screen.getByRole("table", { name: "Incassi di oggi per metodo di pagamento" }))).toContain("Contanti234,50 €");
});

test("fewer no-shows and cancellations read as better, more as worse: the tone follows the figure's meaning, the arrow its direction", async () => {
  serve();
  open("owner", `${october}&tab=agenda`);
  const rate = await screen.findByTestId("figure-noShowRate");
  // 5 % against 10 % the period before: down, and better.
  const trends = (el: HTMLElement) => [...el.querySelectorAll("[data-trend]")].map((e) => [text(e), e.getAttribute("data-trend")]);
  expect(trends(rate)).toEqual([["▼ -5,0 punti", "better"], ["= invariato", "same"]]);
  expect(trends(screen.getByTestId("figure-noShows"))).toEqual([["▼ -2 (-50,0 %)", "better"], ["= invariato", "same"]]);
  // More visits than a smaller period would be better; the same count is neither.
  expect(trends(screen.getByTestId("figure-visits"))).toEqual([["= invariato", "same"], ["= invariato", "same"]]);
});

test("services, products and discounts each beside the previous period and last year", async () => {
  serve();
  open("owner", october);
  const services = await screen.findByTestId("figure-services");
  expect(text(services)).toContain("Servizi1.100,00 €Periodo precedente: 1.000,00 €▲ +100,00 € (+10,0 %)Anno scorso: 1.200,00 €▼ -100,00 € (-8,3 %)");
  expect(text(screen.getByTestId("figure-products"))).toContain("Prodotti134,50 €");
  // Fewer discounts than last year: down, and not a loss.
  const discounts = screen.getByTestId("figure-discounts");
  expect(text(discounts)).toContain("Anno scorso: 50,00 €▼ -25,00 € (-50,0 %)");
  expect([...discounts.querySelectorAll("[data-trend]")].map((e) => e.getAttribute("data-trend"))).toEqual(["same", "better"]);
});
