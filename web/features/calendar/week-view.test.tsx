import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { SETTINGS_DEFAULT_OPENING_HOURS, type Slot, type WorkingHoursEntry } from "../../../src/domain/availability";
import type { Appointment, SuggestedAppointment } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { weekDays } from "./calendar-state";
import { MonthView } from "./month-view";
import { booked, MARCO } from "./test-fixtures";
import { monthModel } from "./view-models";
import type { VisitItem } from "./visit-items";
import { WeekSection } from "./week-section";
import { initials } from "./week-view";

afterEach(cleanup);

const GIULIA: Stylist = { id: 3, name: "Giulia Verdi", phone: "", email: "" };
const item = (over: Partial<VisitItem> & Pick<VisitItem, "id" | "startTime" | "endTime">): VisitItem => ({
  serviceId: 3,
  serviceName: "Taglio",
  stylistId: GIULIA.id,
  stylistName: GIULIA.name,
  processingMinutes: 0,
  finishingMinutes: 0,
  priceCents: 3500,
  ...over,
});
// Monday 30 March 2026: Anna's Colore with Giulia then Taglio with Marco; Wednesday: Giulia Rossi's cut with Marco.
const anna = {
  ...booked({ id: 7, stylistId: GIULIA.id, startTime: "09:00", endTime: "10:45", client: { firstName: "Anna", lastName: "Bianchi", phone: "", email: "", notes: "" } }),
  items: [
    item({ id: 71, serviceName: "Colore", startTime: "09:00", endTime: "10:15", processingMinutes: 30, finishingMinutes: 15 }),
    item({ id: 72, stylistId: MARCO.id, stylistName: MARCO.name, startTime: "10:15", endTime: "10:45" }),
  ],
  cleanupMinutes: 0,
} as Appointment;
const wednesday = booked({ id: 8, date: "2026-04-01", startTime: "15:00", endTime: "15:30", status: "arrived" });
const days = weekDays("2026-04-02");
const fullDays: WorkingHoursEntry[] = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({ dayOfWeek, isWorking: true, startTime: "08:00", endTime: "22:00", breakStartTime: null, breakEndTime: null }));

function renderWeek(stylistFilter: string) {
  const calls = { slots: [] as [number, string, string][], opened: [] as number[], newAt: [] as string[], days: [] as string[] };
  render(
    <WeekSection
      days={days}
      today="2026-03-31"
      stylistFilter={stylistFilter}
      stylists={[MARCO, GIULIA]}
      opening={SETTINGS_DEFAULT_OPENING_HOURS}
      extraordinaryDays={[]}
      vacations={[]}
      workingHours={new Map([[MARCO.id, fullDays], [GIULIA.id, fullDays]])}
      booked={[anna, wednesday]}
      items={[anna, wednesday]}
      canBook
      onSlotClick={(s: Stylist, slot: Slot, day: string) => calls.slots.push([s.id, slot.time, day])}
      onNewAt={(d) => calls.newAt.push(d)}
      onOpenAppointment={(a: Appointment | SuggestedAppointment) => calls.opened.push(Number(a.id))}
      onOpenDay={(d) => calls.days.push(d)}
    />,
  );
  return calls;
}

test("the week runs Monday to Sunday", () => {
  expect(days).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"]);
});

test("all stylists, compact: each day lists its visits with the stylists' initials; clicks open, book and go to the day", () => {
  const calls = renderWeek("all");
  const monday = screen.getByRole("region", { name: "lun 30" });
  const visit = within(monday).getByTitle("09:00–10:45 Anna Bianchi · Colore e Taglio");
  expect(within(visit).getByLabelText("Giulia Verdi").textContent).toBe("GV");
  expect(within(visit).getByLabelText("Marco").textContent).toBe("MA");
  // A status other than "Prenotato" reads as an icon and a word, not colour alone.
  expect(document.querySelector("[data-appointment='8']")?.textContent).toContain("Arrivato: Giulia Rossi");
  expect(within(screen.getByRole("region", { name: "mar 31" })).getByText("Nessun appuntamento")).toBeDefined();
  fireEvent.click(visit);
  fireEvent.click(screen.getByRole("button", { name: "Nuovo appuntamento il 02/04/2026" }));
  fireEvent.click(screen.getByRole("button", { name: "Apri 05/04/2026" }));
  expect(calls).toMatchObject({ opened: [7], newAt: ["2026-04-02"], days: ["2026-04-05"] });
});

test("one stylist: seven day columns on one grid, her items as blocks, a free slot books on its day", () => {
  const calls = renderWeek(String(MARCO.id));
  expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["lun 30", "mar 31", "mer 1", "gio 2", "ven 3", "sab 4", "dom 5"]);
  const monday = document.querySelector<HTMLElement>('section[data-date="2026-03-30"]')!;
  // Only Marco's item of Anna's visit: the Taglio, 2/2.
  const block = monday.querySelector<HTMLElement>("[data-appointment='7']")!;
  expect(block.textContent).toContain("10:15–10:45");
  expect(block.querySelector("[data-part]")?.textContent).toBe("2/2");
  expect(document.querySelector("section[data-date='2026-04-01'] [data-appointment='8']")).not.toBeNull();
  fireEvent.click(document.querySelector<HTMLElement>(`section[data-date="2026-04-02"] [data-slot="${MARCO.id}@11:00"]`)!);
  expect(calls.slots).toEqual([[MARCO.id, "11:00", "2026-04-02"]]);
  fireEvent.click(block);
  expect(calls.opened).toEqual([7]);
});

test("the month view shows a visit once, with its services", () => {
  const grid = Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(2026, 2, 30 + i)).toISOString().slice(0, 10));
  const { byDay, closedDays } = monthModel({ grid, items: [anna], opening: SETTINGS_DEFAULT_OPENING_HOURS, extraordinaryDays: [] });
  render(<MonthView days={grid} month="2026-04" today="2026-03-31" byDay={byDay} closedDays={closedDays} onOpenDay={() => {}} onOpenAppointment={() => {}} />);
  const cell = document.querySelector<HTMLElement>('[data-day="2026-03-30"]')!;
  expect(cell.querySelectorAll("li")).toHaveLength(1);
  expect(cell.querySelector("[data-services]")?.textContent).toBe(" · Colore e Taglio");
});

test("initials: two words give two letters, one word its first two", () => {
  expect([initials("Giulia Verdi"), initials("Marco"), initials(" anna  maria rossi ")]).toEqual(["GV", "MA", "AM"]);
});
