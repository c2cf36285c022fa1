import { afterEach, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import type { Slot } from "../../../src/domain/availability";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { fromMinutes } from "../../../src/domain/time";
import { ROW_PX } from "./day-cells";
import { DayView } from "./day-view";
import { booked, MARCO } from "./test-fixtures";
import { itemsForStylist, servicesLabel, type VisitItem } from "./visit-items";

afterEach(cleanup);

const GIULIA: Stylist = { id: 3, name: "Giulia", phone: "", email: "" };
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
const visit = (over: Partial<Appointment>, items: VisitItem[]): Appointment =>
  ({ ...booked(over), items, cleanupMinutes: 0, totalCents: items.reduce((s, i) => s + i.priceCents, 0) }) as Appointment;

// Anna: Colore with Giulia 09:00–10:15 (30 posa, 15 rinse), then Taglio with Marco 10:15–10:45.
const anna = visit(
  { id: 7, stylistId: GIULIA.id, startTime: "09:00", endTime: "10:45", client: { firstName: "Anna", lastName: "Bianchi", phone: "", email: "", notes: "" } },
  [
    item({ id: 71, serviceName: "Colore", startTime: "09:00", endTime: "10:15", processingMinutes: 30, finishingMinutes: 15, priceCents: 6000 }),
    item({ id: 72, stylistId: MARCO.id, stylistName: MARCO.name, startTime: "10:15", endTime: "10:45" }),
  ],
);
// Giulia Rossi's cut with Giulia, inside Anna's posa.
const inPosa = visit({ id: 8, stylistId: GIULIA.id, startTime: "09:30", endTime: "10:00" }, [item({ id: 81, startTime: "09:30", endTime: "10:00" })]);

const slots: Slot[] = Array.from({ length: 8 }, (_, i) => ({ time: fromMinutes(9 * 60 + i * 15), state: "available" }));
const renderDay = (appointments: Appointment[]) =>
  render(
    <DayView
      date="2026-03-30"
      openTime="09:00"
      closeTime="11:00"
      columns={[GIULIA, MARCO].map((stylist) => ({ stylist, slots }))}
      appointments={appointments}
      nowMinutes={null}
      armedSlot={null}
      onSlotClick={() => {}}
      onOpenAppointment={() => {}}
    />,
  );
const column = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;

test("each item is a block in its stylist's column, with the client and 1/2, 2/2", () => {
  renderDay([anna]);
  const giulia = column("Giulia").querySelectorAll<HTMLElement>("[data-appointment]");
  const marco = column("Marco").querySelectorAll<HTMLElement>("[data-appointment]");
  expect([giulia.length, marco.length]).toEqual([1, 1]);
  expect(giulia[0]!.textContent).toContain("Anna Bianchi");
  expect(giulia[0]!.textContent).toContain("09:00–10:15");
  expect(giulia[0]!.querySelector("[data-part]")?.textContent).toBe("1/2");
  expect(marco[0]!.textContent).toContain("Anna Bianchi");
  expect(marco[0]!.textContent).toContain("10:15–10:45");
  expect(marco[0]!.querySelector("[data-part]")?.textContent).toBe("2/2");
  // The Marco block sits at 10:15: five rows below the 09:00 top.
  expect(marco[0]!.closest<HTMLElement>("[style]")!.style.top).toBe(`${5 * ROW_PX + 1}px`);
});

test("the posa is drawn inside the item, hatched, with the word posa, at its minutes", () => {
  renderDay([anna]);
  const colour = column("Giulia").querySelector<HTMLElement>("[data-appointment]")!;
  const posa = colour.querySelector<HTMLElement>("[data-posa]")!;
  expect(posa.textContent).toBe("posa");
  expect(posa.style.top).toBe(`${2 * ROW_PX}px`);
  expect(posa.style.height).toBe(`${2 * ROW_PX}px`);
  expect(posa.style.backgroundImage).toContain("repeating-linear-gradient");
  expect(colour.title).toContain("posa 30 min");
  // An item with no posa draws none, and a one-item visit reads no "1/1".
  renderDay([inPosa]);
  const cut = document.querySelector<HTMLElement>('[data-appointment="8"]')!;
  expect(cut.querySelector("[data-posa]")).toBeNull();
  expect(cut.querySelector("[data-part]")).toBeNull();
});

test("another client's block in the posa sits inset above the colour, both readable", () => {
  renderDay([anna, inPosa]);
  const blocks = [...column("Giulia").querySelectorAll<HTMLElement>("[data-appointment]")];
  expect(blocks.map((b) => b.dataset.appointment)).toEqual(["7", "8"]);
  const wrapper = (b: HTMLElement) => b.parentElement!;
  expect(wrapper(blocks[0]!).className).toContain("left-1");
  expect(wrapper(blocks[1]!).className).toContain("left-14");
  expect(wrapper(blocks[1]!).className).toContain("z-20");
});

test("itemsForStylist and servicesLabel read the visit's items in order", () => {
  expect(itemsForStylist([anna, inPosa], GIULIA.id).map((p) => [p.key, p.index, p.count, p.inset])).toEqual([
    ["7:71", 1, 2, false],
    ["8:81", 1, 1, true],
  ]);
  expect(servicesLabel(anna)).toBe("Colore e Taglio");
  // A row without items (a suggestion) is one item of its own service.
  expect(servicesLabel(booked())).toBe("Taglio");
});
