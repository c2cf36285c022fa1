import { apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

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

/** Today on the salon's clock, asked of the server's stats clock via the browser's Rome time. */
export const todayAppointmentsAtom = queryAtom(["appointments", "clients", "services", "stylists"], () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  return apiGet<TodayAppointment[]>(`/api/appointments?date=${today}`);
});
