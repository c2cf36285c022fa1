// Rows shaped like the server's answers (typed by the response schemas), shared by the calendar's tests.
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";

export const MARCO: Stylist = { id: 2, name: "Marco", phone: "", email: "" };

/** Giulia Rossi's 30-minute Taglio with Marco, Monday 30 March 2026 at 10:00. */
export const booked = (over: Partial<Appointment> = {}): Appointment => ({
  id: 5,
  clientId: 1,
  stylistId: MARCO.id,
  serviceId: 3,
  date: "2026-03-30",
  startTime: "10:00",
  endTime: "10:30",
  notes: "",
  version: 1,
  updatedAt: "2026-03-20T08:00:00.000Z",
  client: { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" },
  service: { name: "Taglio", duration: 30, price: 3500 },
  stylist: { name: MARCO.name },
  status: "booked",
  statusChangedAt: null,
  cancelledBy: null,
  source: "staff",
  clientMessage: null, onlineName: null, wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
  ...over,
});
