import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { DashboardStats } from "../../../src/domain/schemas/dashboard";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import DashboardPage from "./dashboard-page";

afterEach(cleanup);

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\u00a0/g, " ");
const COUNTS = { totalClients: 2, todayAppointments: 0, totalServices: 1, tomorrowAppointments: 0 };

function open(stats: DashboardStats, role: Role = "owner") {
  fakeApi((call) => {
    if (call.path === "/api/dashboard/stats") return { status: 200, body: stats };
    if (call.path.startsWith("/api/appointments?")) return { status: 200, body: [] };
    return undefined;
  });
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </Provider>,
  );
}

test("the owner sees today's takings and this week against last week's same days, with sign and percentage", async () => {
  open({ ...COUNTS, takings: { todayCents: 123450, weekCents: 450000, lastWeekCents: 400000 } });
  expect(text(await screen.findByTestId("takings-today"))).toBe("1.234,50 €");
  expect(text(screen.getByTestId("takings-week"))).toBe("4.500,00 €");
  expect(text(screen.getByTestId("takings-week-delta"))).toBe("Settimana scorsa, stessi giorni: 4.000,00 € · ▲ +500,00 € (+12,5 %)");
});

test("reception: today's takings only (the server sends no weeks)", async () => {
  open({ ...COUNTS, takings: { todayCents: 5000, weekCents: null, lastWeekCents: null } }, "reception");
  expect(text(await screen.findByTestId("takings-today"))).toBe("50,00 €");
  expect(screen.queryByTestId("takings-week")).toBeNull();
});

test("no takings in the answer, no takings card", async () => {
  open(COUNTS);
  await screen.findByText("2");
  expect(screen.queryByTestId("dashboard-takings")).toBeNull();
});
