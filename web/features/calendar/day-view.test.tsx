import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Slot } from "../../../src/domain/availability";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { ROW_PX } from "./day-cells";
import { DayView } from "./day-view";
import { booked, MARCO } from "./test-fixtures";

afterEach(cleanup);

const SLOTS: Slot[] = [
  { time: "09:00", state: "available" },
  { time: "09:15", state: "break" },
  { time: "09:30", state: "not_working" },
  { time: "09:45", state: "vacation" },
  { time: "10:00", state: "closed" },
  { time: "10:15", state: "special" },
];

function renderDay(armedSlot: string | null = null, { nowMinutes = null as number | null, stylists = [MARCO] } = {}) {
  const clicks: [Stylist, Slot][] = [];
  render(
    <DayView
      date="2026-03-30"
      openTime="09:00"
      closeTime="10:30"
      columns={stylists.map((stylist) => ({ stylist, slots: SLOTS }))}
      appointments={[booked({ startTime: "10:15", endTime: "10:30" })]}
      nowMinutes={nowMinutes}
      armedSlot={armedSlot}
      onSlotClick={(stylist, slot) => clicks.push([stylist, slot])}
      onOpenAppointment={() => {}}
    />,
  );
  return clicks;
}

const slot = (time: string) => document.querySelector<HTMLElement>(`[data-slot="${MARCO.id}@${time}"]`)!;

test.each([
  ["09:00", "available", "Marco, 09:00: libero, nuovo appuntamento", ""],
  ["09:15", "break", "Marco, 09:15: Pausa — Clicca per sovrascrivere", "Pausa"],
  ["09:30", "not_working", "Marco, 09:30: Non Lavora", "Non Lavora"],
  ["09:45", "vacation", "Marco, 09:45: Ferie", "Ferie"],
  ["10:00", "closed", "Marco, 10:00: Chiuso", "Chiuso"],
  ["10:15", "special", "Marco, 10:15: Orario Speciale", "Orario Speciale"],
])("the %s slot shows its state (%s) by name and label", (time, state, name, label) => {
  renderDay();
  const cell = slot(time);
  expect(cell.dataset.state).toBe(state);
  expect(cell.getAttribute("aria-label")).toBe(name);
  expect(cell.textContent?.startsWith(label)).toBe(true);
  if (state === "available") expect(cell.textContent).toBe(time);
});

test("an armed break says a second click books over it", () => {
  renderDay(`${MARCO.id}@09:15`);
  expect(slot("09:15").textContent).toBe("Clicca per sovrascrivere");
  expect(slot("09:30").textContent).toBe("Non Lavora");
});

test("a click reports the stylist and slot; the day's bookings sit in their column", () => {
  const clicks = renderDay();
  fireEvent.click(slot("09:00"));
  expect(clicks).toEqual([[MARCO, { time: "09:00", state: "available" }]]);
  expect(screen.getByRole("region", { name: "Marco" })).toBeDefined();
  expect(screen.getByTitle("Giulia Rossi · 10:15–10:30 · Taglio · durata personalizzata")).toBeDefined();
});

test("on today a line and a label mark the salon's current time; other days have none", () => {
  renderDay(null, { nowMinutes: 9 * 60 + 37 });
  const line = document.querySelector<HTMLElement>("[data-now-line]")!;
  expect(line.style.top).toBe(`${(37 / 15) * ROW_PX}px`);
  expect(document.querySelector("[data-now-label]")?.textContent).toBe("09:37");
  cleanup();
  renderDay();
  expect(document.querySelector("[data-now-line]")).toBeNull();
});

test("the header row shows the day and each stylist's name", () => {
  renderDay();
  expect(document.querySelector("[data-day-header]")?.textContent).toBe("Marco");
  expect(document.querySelector("[data-day-grid]")?.textContent).toContain("lun30");
});

const GIULIA: Stylist = { id: 3, name: "Giulia", phone: "", email: "" };
const SARA: Stylist = { id: 4, name: "Sara", phone: "", email: "" };

/** happy-dom's own handle on the window: its size drives matchMedia, as a phone's does. */
const setViewport = (size: { width: number; height: number }) =>
  (window as unknown as { happyDOM: { setViewport(s: { width: number; height: number }): void } }).happyDOM.setViewport(size);

test("a phone shows one stylist at a time; the switcher's buttons and list change it", () => {
  setViewport({ width: 390, height: 844 });
  try {
    renderDay(null, { stylists: [MARCO, GIULIA, SARA] });
    const shown = () => screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(shown()).toEqual(["Marco"]);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Collaboratore precedente" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Collaboratore successivo" }));
    expect(shown()).toEqual(["Giulia"]);
    fireEvent.change(screen.getByLabelText("Collaboratore mostrato"), { target: { value: String(SARA.id) } });
    expect(shown()).toEqual(["Sara"]);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Collaboratore successivo" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Collaboratore precedente" }));
    expect(shown()).toEqual(["Giulia"]);
  } finally {
    setViewport({ width: 1024, height: 768 });
  }
});

test("a wide screen shows every stylist side by side and no switcher", () => {
  renderDay(null, { stylists: [MARCO, GIULIA, SARA] });
  expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["Marco", "Giulia", "Sara"]);
  expect(screen.queryByRole("button", { name: "Collaboratore successivo" })).toBeNull();
});

function renderWith(appointments: ReturnType<typeof booked>[], conflicts?: Map<number, { kind: "vacation"; reason: string }>) {
  const slots: Slot[] = ["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"].map((time) => ({ time, state: "available" }));
  render(
    <DayView
      date="2026-03-30"
      openTime="09:00"
      closeTime="10:30"
      columns={[{ stylist: MARCO, slots }]}
      appointments={appointments}
      conflicts={conflicts}
      nowMinutes={null}
      armedSlot={null}
      onSlotClick={() => {}}
      onOpenAppointment={() => {}}
    />,
  );
}

test("the slots under an appointment are not offered as free: out of the tab order and of the accessibility tree", () => {
  renderWith([booked({ startTime: "09:15", endTime: "09:50" })]);
  const free = screen.getAllByRole("button", { name: /libero/ }).map((b) => b.dataset.slot);
  expect(free).toEqual([`${MARCO.id}@09:00`, `${MARCO.id}@10:00`, `${MARCO.id}@10:15`]);
  for (const time of ["09:15", "09:30", "09:45"]) {
    expect(slot(time).getAttribute("aria-hidden")).toBe("true");
    expect(slot(time).tabIndex).toBe(-1);
    expect(slot(time).hasAttribute("inert")).toBe(true);
  }
  // Arrows skip the covered rows: from 09:00 down lands on 10:00.
  slot("09:00").focus();
  fireEvent.keyDown(slot("09:00"), { key: "ArrowDown" });
  expect(document.activeElement).toBe(slot("10:00"));
});

test("the grid's one tab stop is a free slot, not one under an appointment", () => {
  renderWith([booked({ startTime: "09:00", endTime: "09:30" })]);
  expect(slot("09:00").tabIndex).toBe(-1);
  expect(slot("09:30").tabIndex).toBe(0);
});

test("a short block in conflict names its client first, with a warning icon; the reason is in its name, tooltip and text", () => {
  renderWith([booked({ startTime: "09:00", endTime: "09:15" })], new Map([[5, { kind: "vacation", reason: "Marco è in ferie" }]]));
  const block = document.querySelector<HTMLElement>('[data-appointment="5"]')!;
  // Its accessible name is its visible text (no aria-label that could say something else).
  expect(block.hasAttribute("aria-label")).toBe(false);
  expect(block.textContent!.startsWith("⚠Giulia Rossi")).toBe(true);
  expect(screen.getByRole("button", { name: /^Giulia Rossi.*In conflitto: Marco è in ferie$/ })).toBe(block);
  expect(block.title.startsWith("⚠ Marco è in ferie\nGiulia Rossi · 09:00–09:15")).toBe(true);
});

test("a break's hover text stays inside its slot: one line, cut with an ellipsis, whole in the tooltip", () => {
  renderDay();
  const cell = slot("09:15");
  expect(cell.className).toContain("overflow-hidden");
  const label = cell.firstElementChild as HTMLElement;
  expect(label.className.split(" ")).toContain("truncate");
  expect(label.className.split(" ")).toContain("block");
  expect(cell.title).toBe("Pausa — Clicca per sovrascrivere");
});
