import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import type { ToConfirm } from "../../../src/domain/schemas/dashboard";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { ConfirmationsCard } from "./confirmations-card";

afterEach(cleanup);

const LIST: ToConfirm = {
  date: "2026-11-24",
  counts: { confirmed: 5, unconfirmed: 2, cancelledByClient: 1 },
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

function show(list: ToConfirm) {
  const answers = { list };
  const calls = fakeApi((call) => (call.path === "/api/dashboard/to-confirm" ? { status: 200, body: answers.list } : undefined));
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
  return { store, answers, calls };
}

test("tomorrow's three counts and tomorrow's unconfirmed appointments, each with a number to call", async () => {
  const { calls } = show(LIST);
  await settle(50);
  // The counts are the listed day's: "Da confermare" is the number of rows below it.
  expect(screen.getByTestId("stat-confirmed").textContent).toBe("5");
  expect(screen.getByTestId("stat-unconfirmed").textContent).toBe("2");
  expect(screen.getByTestId("stat-cancelledByClient").textContent).toBe("1");
  expect(screen.getByText("Da confermare", { selector: "dt" })).toBeTruthy();
  expect(screen.queryByText(/oggi/)).toBeNull();
  expect(calls.map((c) => c.path)).toEqual(["/api/dashboard/to-confirm"]);
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
  answers.list = { ...LIST, counts: { confirmed: 6, unconfirmed: 1, cancelledByClient: 1 }, appointments: LIST.appointments.slice(1) };
  store.set(applyChangeAtom, { topic: "appointments", dates: ["2026-11-24"] });
  await settle(50);
  expect(screen.getAllByTestId("to-confirm-row")).toHaveLength(1);
  expect(screen.queryByText("Anna Gallo")).toBeNull();
  expect([screen.getByTestId("stat-confirmed").textContent, screen.getByTestId("stat-unconfirmed").textContent]).toEqual(["6", "1"]);
});

test("nothing left to confirm says so", async () => {
  show({ date: "2026-11-24", counts: { confirmed: 0, unconfirmed: 0, cancelledByClient: 0 }, appointments: [] });
  await settle(50);
  expect(screen.getByText("Nessun appuntamento da confermare per domani")).toBeTruthy();
});
