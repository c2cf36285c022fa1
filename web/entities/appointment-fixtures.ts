import type { Appointment } from "../../src/domain/schemas/appointments";

/**
 * An appointment as the server sends it, for component tests: Anna Gallo's Taglio with Marco,
 * booked by the staff, with what the test needs changed.
 */
export const anAppointment = (over: Partial<Appointment> = {}): Appointment => ({
  id: 5,
  clientId: 1,
  stylistId: 2,
  serviceId: 3,
  date: "2026-11-24",
  startTime: "10:00",
  endTime: "10:45",
  notes: "",
  version: 1,
  updatedAt: "2026-11-22T09:05:00.000Z",
  client: { firstName: "Anna", lastName: "Gallo", phone: "+393331234567", email: "", notes: "" },
  service: { name: "Taglio", duration: 30, price: 3500 },
  stylist: { name: "Marco" },
  status: "booked",
  statusChangedAt: null,
  cancelledBy: null,
  source: "staff",
  clientMessage: null,
  onlineName: null,
  wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
  ...over,
});
