// A salon as the public routes describe it, for the booking page's component tests.
import type { PublicAvailability, PublicBooking, PublicBookingInfo, PublicSlot } from "../../src/domain/schemas/online-booking";
import { addDays, compareDays } from "../../src/domain/time";
import type { FakeAnswer, FakeCall } from "../lib/fake-api";
import { salonToday } from "../lib/salon-time";

export const today = () => salonToday();

export const INFO: PublicBookingInfo = {
  salonName: "Salone Bella",
  salonAddress: "Via Roma 1, Milano",
  services: [
    { id: 1, name: "Taglio donna", duration: 45, price: 3500 },
    { id: 2, name: "Colore", duration: 90, price: 6000 },
  ],
  stylists: [
    { id: 7, firstName: "Giulia" },
    { id: 8, firstName: "Marco" },
  ],
  firstDate: today(),
  lastDate: addDays(today(), 59),
  windowDays: 60,
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  cancelLimitHours: 24,
  requireApproval: false,
};
/** The second day from today has free times; every other day is full. */
export const freeDay = () => addDays(today(), 1);
export const SLOTS: PublicSlot[] = [
  { startTime: "09:00", stylistIds: [7, 8] },
  { startTime: "09:15", stylistIds: [8] },
  { startTime: "10:30", stylistIds: [7] },
];

/** GET /api/public/availability: every day from `from` to `to`, free times only on `free` days. */
export function availabilityAnswer(call: FakeCall, free: Record<string, PublicSlot[]> = { [freeDay()]: SLOTS }): FakeAnswer {
  const query = new URL(call.path, "http://localhost").searchParams;
  const days: PublicAvailability["days"] = [];
  for (let day = query.get("from")!; compareDays(day, query.get("to")!) <= 0; day = addDays(day, 1)) days.push({ date: day, slots: free[day] ?? [] });
  return { status: 200, body: { days } satisfies PublicAvailability };
}

export const MANAGED: PublicBooking = {
  date: "2026-11-24",
  startTime: "10:00",
  endTime: "10:45",
  serviceName: "Taglio donna",
  stylistName: "Giulia",
  status: "booked",
  canCancel: true,
  cancelUntil: "2026-11-23T09:00:00.000Z",
  cancelUntilDate: "2026-11-23",
  cancelUntilTime: "10:00",
};
