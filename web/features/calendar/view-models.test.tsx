import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours } from "../../../src/domain/availability";
import { DayView } from "./day-view";
import { booked, MARCO } from "./test-fixtures";
import { dayModel, gridRange } from "./view-models";

afterEach(cleanup);

const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";
const opening: WeeklyOpeningHours = {
  ...SETTINGS_DEFAULT_OPENING_HOURS,
  saturday: { openTime: "09:00", closeTime: "17:00", isOpen: true },
  sunday: { openTime: "10:00", closeTime: "16:00", isOpen: false },
};
const model = (date: string, list: ReturnType<typeof booked>[], extraordinaryDays = [] as Parameters<typeof dayModel>[0]["extraordinaryDays"]) =>
  dayModel({ date, opening, extraordinaryDays, stylists: [MARCO], vacations: [], workingHours: new Map(), booked: list });

test.each([
  ["no bookings: the salon's hours", [], "09:00", "17:00"],
  ["a 17:30-18:00 after a 17:00 closing stretches the end", [{ startTime: "17:30", endTime: "18:00" }], "09:00", "18:00"],
  ["an early 08:10 start rounds down to 08:00, a 17:40 end up to 17:45", [{ startTime: "08:10", endTime: "08:40" }, { startTime: "17:00", endTime: "17:40" }], "08:00", "17:45"],
])("gridRange: %s", (_what, list, open, close) => {
  const range = gridRange("09:00", "17:00", list);
  expect([range.openTime, range.closeTime]).toEqual([open, close]);
});

test("Saturday shortened to 17:00: the 15:30-18:00 and the 17:30 appointments are drawn whole and marked", () => {
  const list = [booked({ id: 1, date: SATURDAY, startTime: "15:30", endTime: "18:00" }), booked({ id: 2, date: SATURDAY, startTime: "17:30", endTime: "18:00" })];
  const day = model(SATURDAY, list);
  expect(day.columns[0]!.slots.at(-1)).toEqual({ time: "17:45", state: "closed" });
  render(
    <DayView
      date={SATURDAY}
      openTime={day.range.openTime}
      closeTime={day.range.closeTime}
      columns={day.columns}
      appointments={list}
      conflicts={day.conflicts}
      nowMinutes={null}
      armedSlot={null}
      onSlotClick={() => {}}
      onOpenAppointment={() => {}}
    />,
  );
  const blocks = screen.getAllByRole("button", { name: /In conflitto: Fuori orario: il salone è aperto 09:00–17:00/ });
  expect(blocks).toHaveLength(2);
  // 15:30 to 18:00 is ten rows of the grid, all drawn: the block is not cut at 17:00.
  const long = document.querySelector('[data-appointment="1"]')!.parentElement!;
  expect(parseFloat(long.style.height)).toBeGreaterThan(9 * 60);
});

test("an appointment on a closed Sunday is in the day view, with the reason", () => {
  const day = model(SUNDAY, [booked({ date: SUNDAY, startTime: "11:00", endTime: "11:30" })]);
  expect(day.hours.closed).toBe(true);
  expect(day.conflicts.get(5)).toEqual({ kind: "closed", reason: "Salone chiuso la domenica" });
});

test("an extraordinary closure names its reason on every booked appointment", () => {
  const closure = { date: "2026-11-26", reason: "Chiusura Straordinaria", isClosed: true, specialOpenTime: null, specialCloseTime: null };
  const day = model("2026-11-26", [booked({ date: "2026-11-26" })], [closure]);
  expect(day.conflicts.get(5)?.reason).toBe("Salone chiuso: Chiusura Straordinaria");
});

test("no conflict is drawn before the working hours are loaded", () => {
  const day = dayModel({ date: SUNDAY, opening, extraordinaryDays: [], stylists: [MARCO], vacations: [], workingHours: undefined, booked: [booked({ date: SUNDAY })] });
  expect(day.conflicts.size).toBe(0);
});
