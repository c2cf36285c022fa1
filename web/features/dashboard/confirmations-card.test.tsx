import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import type { DashboardStats, ToConfirm } from "../../../src/domain/schemas/dashboard";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { ConfirmationsCard } from "./confirmations-card";

afterEach(cleanup);

const STATS: DashboardStats = {
  totalClients: 40,
  todayAppointments: 9,
  totalServices: 6,
  tomorrowAppointments: 7,
  todayConfirmed: 5,
  todayUnconfirmed: 3,
  todayCancelledByClient: 1,
};
const LIST: ToConfirm = {
  date: "2026-11-24",
  appointments: [
    {
      id: 11,
      date: "2026-11-24",
      startTime: "09:30",
      endTime: "10:15",
      client: { firstName: "Anna", lastName: "Gallo", phone: "3331234567" },
      service: { name: "Taglio donna" },
      stylist: { name: "Giulia" },
    },
    {
      id: 12,
      date: "2026-11-24",
      startTime: "15:00",
      endTime: "16:30",
      client: { firstName: "Luca", lastName: "Bianchi", phone: "" },
      service: { name: "Colore" },
      stylist: { name: "Marco" },
    },
  ],
};

function show(list: ToConfirm, stats: DashboardStats = STATS) {
  const answers = { list, stats };
  fakeApi((call) =>
    call.path === "/api/dashboard/stats"
      ? { status: 200, body: answers.stats }
      : call.path === "/api/dashboard/to-confirm"
        ? { status: 200, body: answers.list }
        : undefined,
  );
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Suspense>
          <ConfirmationsCard />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { store, answers };
}

test("today's three counts and tomorrow's unconfirmed appointments, each with a number to call", async () => {
  show(LIST);
  await settle(50);
  expect(screen.getByTestId("stat-todayConfirmed").textContent).toBe("5");
  expect(screen.getByTestId("stat-todayUnconfirmed").textContent).toBe("3");
  expect(screen.getByTestId("stat-todayCancelledByClient").textContent).toBe("1");
  expect(screen.getByText("Domani, martedì 24 novembre 2026: appuntamenti senza conferma del cliente")).toBeTruthy();
  const rows = within(screen.getByRole("list", { name: "Da confermare domani" })).getAllByTestId("to-confirm-row");
  expect(rows.map((r) => r.textContent)).toEqual(["09:30Anna GalloTaglio donna · Giulia+39 333 123 4567", "15:00Luca BianchiColore · MarcoNessun telefono"]);
  const call = screen.getByRole("link", { name: "Chiama Anna Gallo, +39 333 123 4567" });
  expect(call.getAttribute("href")).toBe("tel:+393331234567");
  expect(screen.getByRole("link", { name: "Anna Gallo" }).getAttribute("href")).toBe("/calendar?view=day&date=2026-11-24&appointment=11");
});

test("a confirmation arriving live takes the row off the list", async () => {
  const { store, answers } = show(LIST);
  await settle(50);
  expect(screen.getAllByTestId("to-confirm-row")).toHaveLength(2);
  answers.list = { ...LIST, appointments: LIST.appointments.slice(1) };
  answers.stats = { ...STATS, todayConfirmed: 6 };
  store.set(applyChangeAtom, { topic: "appointments", dates: ["2026-11-24"] });
  await settle(50);
  expect(screen.getAllByTestId("to-confirm-row")).toHaveLength(1);
  expect(screen.queryByText("Anna Gallo")).toBeNull();
});

test("nothing left to confirm says so", async () => {
  show({ date: "2026-11-24", appointments: [] });
  await settle(50);
  expect(screen.getByText("Nessun appuntamento da confermare per domani")).toBeTruthy();
});
