import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { fakeApi } from "../../lib/fake-api";
import { salonToday } from "../../lib/salon-time";
import DashboardPage from "./dashboard-page";

afterEach(cleanup);

const row = (id: number, firstName: string, over: Partial<Appointment> = {}): Appointment => ({
  id,
  clientId: id,
  stylistId: 2,
  serviceId: 3,
  date: salonToday(),
  startTime: `1${id}:00`,
  endTime: `1${id}:30`,
  notes: "",
  version: 1,
  updatedAt: "2026-03-20T08:00:00.000Z",
  client: { firstName, lastName: "Rossi", phone: "3331234567", email: "", notes: "" },
  service: { name: "Taglio", duration: 30, price: 3500 },
  stylist: { name: "Marco" },
  status: "booked",
  statusChangedAt: null,
  cancelledBy: null,
  source: "staff",
  clientMessage: null, onlineName: null, wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
  ...over,
});

test("today's list leaves out a cancelled appointment, as the count does", async () => {
  const today = salonToday();
  fakeApi((call) => {
    if (call.path === "/api/dashboard/stats") return { status: 200, body: { totalClients: 2, todayAppointments: 1, totalServices: 1, tomorrowAppointments: 0 } };
    if (call.path === `/api/appointments?date=${today}`)
      return { status: 200, body: [row(1, "Giulia"), row(2, "Anna", { status: "cancelled", cancelledBy: "client" })] };
    if (call.path.startsWith("/api/appointments?")) return { status: 200, body: [] };
    return undefined;
  });
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </Provider>,
  );
  const list = await waitFor(() => screen.getByRole("list", { name: "Appuntamenti di oggi" }));
  expect(within(list).getAllByRole("listitem").map((li) => li.textContent?.includes("Giulia Rossi"))).toEqual([true]);
});
