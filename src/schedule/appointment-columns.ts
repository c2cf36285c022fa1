import { appointments, services, stylists } from "../../db/schema";

/**
 * An appointment's day, time, stylist and service with their names: what every list of bookings
 * shows. The query joins `stylists` and `services` on the appointment's ids to select them.
 */
export const appointmentWithNames = {
  id: appointments.id,
  date: appointments.date,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  stylistId: appointments.stylistId,
  serviceId: appointments.serviceId,
  stylistName: stylists.name,
  serviceName: services.name,
};
