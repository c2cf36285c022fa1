import { apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";
import { salonToday } from "../../lib/salon-time";

export type DashboardStats = {
  totalClients: number;
  todayAppointments: number;
  totalServices: number;
  tomorrowAppointments: number;
};
export type TodayAppointment = {
  id: number;
  startTime: string;
  endTime: string;
  client: { firstName: string; lastName: string };
  service: { name: string };
  stylist: { name: string };
};

export const statsAtom = queryAtom(["appointments", "clients", "services"], () =>
  apiGet<DashboardStats>("/api/dashboard/stats"),
);

/** Today on the salon's clock (SALON_TIMEZONE), whatever zone the browser is in. */
export const todayAppointmentsAtom = queryAtom(["appointments", "clients", "services", "stylists"], () => {
  const today = salonToday();
  return apiGet<TodayAppointment[]>(`/api/appointments?date=${today}`);
});
