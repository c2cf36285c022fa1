import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { Role } from "../../../src/domain/roles";
import type { ClientSummary } from "../../../src/domain/schemas/clients";
import type { ClientBalance } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { ClientPanel } from "./client-panel";

afterEach(cleanup);

const SUMMARY: ClientSummary = { id: 4, appointmentCount: 0, reminderCount: 0, lastVisit: null, usualStylist: null, usualService: null, pastVisits: 0, noShows: 0, patchTestDate: null, patchTestMonths: 6 };
const OWES: ClientBalance = { clientId: 4, balanceCents: 2500, sales: [{ id: 3, number: "2026/000003", date: "2026-03-10", totalCents: 9000, balanceCents: 2500 }] };

function renderPanel(role: Role, balance: ClientBalance) {
  const calls = fakeApi((call) => {
    if (call.path === "/api/clients/4/summary") return { status: 200, body: SUMMARY };
    if (call.path === "/api/sales/balances/4") return { status: 200, body: balance };
    return undefined;
  });
  render(
    <Provider store={storeSignedInAs(role)}>
      <ClientPanel clientId={4} />
    </Provider>,
  );
  return calls;
}

test("the booking form's client panel says 'Da saldare' with what she owes", async () => {
  renderPanel("reception", OWES);
  await waitFor(() => expect(screen.getByTestId("client-panel").textContent?.replaceAll("\u00a0", " ")).toContain("Da saldare25,00 €"));
});

test("nothing when she owes nothing; a stylist does not even ask", async () => {
  renderPanel("owner", { clientId: 4, balanceCents: 0, sales: [] });
  await waitFor(() => expect(screen.getByTestId("client-panel").textContent).toContain("Prima visita"));
  await settle(30);
  expect(screen.getByTestId("client-panel").textContent).not.toContain("Da saldare");
  cleanup();
  const calls = renderPanel("stylist", OWES);
  await waitFor(() => expect(screen.getByTestId("client-panel").textContent).toContain("Prima visita"));
  expect(calls.some((c) => c.path.startsWith("/api/sales"))).toBe(false);
});
