import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { MemoryRouter } from "react-router-dom";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import CalendarPage from "./calendar-page";
import { cutAtom } from "./clipboard";
import { booked, MARCO } from "./test-fixtures";

afterEach(cleanup);

const cut = booked();
const other = booked({ id: 6, startTime: "11:00", endTime: "11:30", clientId: 2, client: { firstName: "Anna", lastName: "Neri", phone: "3335556666", email: "", notes: "" } });

/** The salon on Monday 30 March 2026: Marco with two bookings; the PUT answers with the moved row. */
function salon(): FakeCall[] {
  return fakeApi((call) => {
    if (call.method === "PUT" && call.path === `/api/appointments/${cut.id}`) return { status: 200, body: { ...cut, ...call.body, version: 2 } };
    if (call.method !== "GET") return undefined;
    if (call.path === "/api/stylists") return { status: 200, body: [MARCO] };
    if (call.path.startsWith("/api/appointments/suggested")) return { status: 200, body: [] };
    if (call.path.startsWith("/api/appointments?")) return { status: 200, body: [cut, other] };
    if (call.path.startsWith("/api/stylists/vacations?") || call.path.startsWith("/api/salon-extraordinary-days?")) return { status: 200, body: [] };
    if (call.path.startsWith("/api/stylists/working-hours")) return { status: 200, body: [] };
    if (call.path.startsWith("/api/availability/free-slots")) {
      const slots = [
        { date: "2026-03-30", startTime: "09:00", endTime: "09:30", stylistIds: [MARCO.id] },
        { date: "2026-03-30", startTime: "11:30", endTime: "12:00", stylistIds: [MARCO.id] },
        { date: "2026-03-31", startTime: "09:00", endTime: "09:30", stylistIds: [MARCO.id] },
      ];
      return { status: 200, body: { minutes: 30, from: "2026-03-30", to: "2026-04-05", slots } };
    }
    return undefined;
  });
}

async function renderDayWithCut() {
  const store = storeSignedInAs("owner");
  store.set(cutAtom, cut);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={["/?view=day&date=2026-03-30"]}>
        <CalendarPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(60);
  return store;
}

const slot = (time: string) => document.querySelector<HTMLElement>(`[data-slot="${MARCO.id}@${time}"]`)!;
const banner = () => screen.queryByRole("region", { name: "Appuntamento tagliato" });

test("cut, then a click on a free slot moves the appointment there and clears the banner", async () => {
  const calls = salon();
  const store = await renderDayWithCut();
  expect(banner()?.textContent).toContain("Giulia Rossi · Taglio · 30/03/2026 10:00");
  expect(slot("14:00").dataset.state).toBe("available");
  fireEvent.click(slot("14:00"));
  // The move resolves outside any act(): let React run until it has landed (a loaded machine may need several turns).
  await waitFor(async () => {
    await settle();
    expect(banner()).toBeNull();
  });
  expect(calls.filter((c) => c.method === "PUT")).toEqual([
    { method: "PUT", path: "/api/appointments/5", body: { date: "2026-03-30", startTime: "14:00", endTime: "14:30", stylistId: MARCO.id, version: 1 } },
  ]);
  expect(store.get(cutAtom)).toBeNull();
  expect(screen.getByText("Appuntamento incollato")).toBeDefined();
});

test("a paste over another booking is refused before any request and the banner stays", async () => {
  const calls = salon();
  await renderDayWithCut();
  fireEvent.click(slot("10:45"));
  await waitFor(() => expect(screen.getByText("Slot occupato")).toBeDefined());
  expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  expect(banner()).not.toBeNull();
});

test("'Taglia' is in the appointment's details: the dialog closes and the banner offers the paste", async () => {
  salon();
  const store = await renderDayWithCut();
  store.set(cutAtom, null);
  await settle();
  expect(banner()).toBeNull();
  fireEvent.click(document.querySelector<HTMLElement>(`[data-appointment="${other.id}"]`)!);
  await waitFor(() => expect(screen.getByRole("dialog")).toBeDefined());
  fireEvent.click(screen.getByRole("button", { name: "Taglia" }));
  await waitFor(() => expect(banner()?.textContent).toContain("Anna Neri · Taglio · 30/03/2026 11:00"));
  expect(store.get(cutAtom)?.id).toBe(other.id);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a paste onto a busy time offers the nearest free times of that stylist; one click pastes there", async () => {
  const calls = salon();
  const store = await renderDayWithCut();
  fireEvent.click(slot("10:45"));
  const offers = await waitFor(() => screen.getByRole("group", { name: "Orari liberi più vicini" }));
  expect([...offers.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["11:30", "09:00", "31/03 09:00"]);
  const query = calls.find((c) => c.path.startsWith("/api/availability/"))!.path;
  expect(Object.fromEntries(new URLSearchParams(query.split("?")[1]))).toMatchObject({ duration: "30", stylistId: String(MARCO.id), from: "2026-03-30", excludeId: "5" });
  fireEvent.click(screen.getByRole("button", { name: "Incolla il 30/03/2026 alle 11:30" }));
  await waitFor(async () => {
    await settle();
    expect(banner()).toBeNull();
  });
  expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
    { date: "2026-03-30", startTime: "11:30", endTime: "12:00", stylistId: MARCO.id, version: 1 },
  ]);
  expect(store.get(cutAtom)).toBeNull();
});

test("the day view asks only for its day's vacations and extraordinary days, and no client list", async () => {
  const calls = salon();
  await renderDayWithCut();
  const paths = calls.filter((c) => c.method === "GET").map((c) => c.path);
  expect(paths).toContain("/api/stylists/vacations?from=2026-03-30&to=2026-03-30");
  expect(paths).toContain("/api/salon-extraordinary-days?from=2026-03-30&to=2026-03-30");
  expect(paths.filter((p) => p.startsWith("/api/stylists/vacations") || p.startsWith("/api/salon-extraordinary-days")).every((p) => p.includes("?from="))).toBe(true);
  expect(paths.some((p) => p.startsWith("/api/clients"))).toBe(false);
});
