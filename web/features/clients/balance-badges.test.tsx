import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { Client } from "../../../src/domain/schemas/clients";
import type { ClientBalance, ClientBalanceTotal } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { answerClients } from "../../entities/clients-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import ClientsPage from "./clients-page";

afterEach(cleanup);

const client = (id: number, firstName: string): Client => ({
  id,
  firstName,
  lastName: "Rossi",
  phone: `333000000${id}`,
  email: "",
  notes: "",
  whatsappConsent: false,
  whatsappConsentAt: null,
  walkIn: false,
});
const CLIENTS = [client(1, "Anna"), client(2, "Bice"), client(3, "Carla")];
const OWING: ClientBalanceTotal[] = [
  { clientId: 1, balanceCents: 2500 },
  { clientId: 3, balanceCents: 1000 },
];
const ANNA: ClientBalance = { clientId: 1, balanceCents: 2500, sales: [{ id: 4, number: "2026/000004", date: "2026-03-10", totalCents: 5500, balanceCents: 2500 }] };

async function renderPage(role: Role) {
  const calls = fakeApi((call) => {
    if (call.path === "/api/sales/balances") return { status: 200, body: OWING };
    if (call.path === "/api/sales/balances/1") return { status: 200, body: ANNA };
    if (call.path.startsWith("/api/appointments") || call.path.includes("/history")) return { status: 200, body: [] };
    return answerClients(() => CLIENTS, call.method, call.path) as { status: number; body: unknown } | undefined;
  });
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <ClientsPage />
      </MemoryRouter>
    </Provider>,
  );
  await settle(30);
  return calls;
}

const card = (name: string) => screen.getAllByTestId("client-card").find((c) => c.textContent?.includes(name))!;
const text = (e: Element | null) => e?.textContent?.replaceAll("\u00a0", " ");

describe("'Da saldare' on the cards of the client list", () => {
  test("one request for the whole list; a badge on each card that owes, which opens her balance", async () => {
    const calls = await renderPage("reception");
    expect(calls.filter((c) => c.path.startsWith("/api/sales")).map((c) => c.path)).toEqual(["/api/sales/balances"]);
    expect(text(within(card("Anna")).getByTestId("balance-badge"))).toBe("Da saldare 25,00 €");
    expect(text(within(card("Carla")).getByTestId("balance-badge"))).toBe("Da saldare 10,00 €");
    expect(within(card("Bice")).queryByTestId("balance-badge")).toBeNull();
    fireEvent.click(within(card("Anna")).getByRole("button", { name: /Da saldare 25,00/ }));
    await settle(30);
    expect(text(within(card("Anna")).getByRole("region", { name: "Da saldare" }))).toContain("Vendita 2026/000004 del 10/03/2026");
  });

  test("a stylist neither sees the badges nor asks for them", async () => {
    const calls = await renderPage("stylist");
    expect(screen.getAllByTestId("client-card")).toHaveLength(3);
    expect(screen.queryByTestId("balance-badge")).toBeNull();
    expect(calls.filter((c) => c.path.startsWith("/api/sales"))).toEqual([]);
  });
});
