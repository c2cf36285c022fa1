import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { ClientBalance } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { ClientBalanceNote } from "./client-balance";

afterEach(cleanup);

const OWES: ClientBalance = {
  clientId: 7,
  balanceCents: 4500,
  sales: [
    { id: 3, number: "2026/000003", date: "2026-03-10", totalCents: 9000, balanceCents: 2500 },
    { id: 9, number: "2026/000009", date: "2026-03-29", totalCents: 2000, balanceCents: 2000 },
  ],
};

async function renderNote(role: Role, balance: ClientBalance) {
  const calls = fakeApi((call) => (call.path === "/api/sales/balances/7" ? { status: 200, body: balance } : undefined));
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <ClientBalanceNote clientId={7} />
      </MemoryRouter>
    </Provider>,
  );
  await settle(30);
  return calls;
}

describe("Da saldare", () => {
  test("what she owes and each sale with its balance, linking to the sale's document", async () => {
    await renderNote("reception", OWES);
    const note = screen.getByRole("region", { name: "Da saldare" });
    const text = note.textContent?.replaceAll("\u00a0", " ");
    expect(text).toContain("Da saldare: 45,00 €");
    expect(text).toContain("Vendita 2026/000003 del 10/03/2026: 25,00 € su 90,00 €");
    expect(screen.getByRole("link", { name: "Vendita 2026/000009 del 29/03/2026" }).getAttribute("href")).toBe("/cassa/documenti/9");
  });

  test("nothing when she owes nothing", async () => {
    await renderNote("owner", { clientId: 7, balanceCents: 0, sales: [] });
    expect(screen.queryByTestId("client-balance")).toBeNull();
  });

  test("a stylist, who does not read sales, neither sees it nor asks for it", async () => {
    const calls = await renderNote("stylist", OWES);
    expect(screen.queryByTestId("client-balance")).toBeNull();
    expect(calls).toEqual([]);
  });
});
