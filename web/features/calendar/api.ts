import { atom } from "jotai";
import { atomFamily } from "jotai/utils";
import type { ExtraordinaryDay, Vacation, WeeklyOpeningHours, WorkingHoursEntry } from "../../../src/domain/availability";
import { CALENDAR_DEFAULT_OPENING_HOURS, normalizeOpeningHours } from "../../../src/domain/availability";
import { api, apiGet } from "../../lib/api";
import { queryAtom, topicVersionAtoms } from "../../lib/query";

export type Appointment = {
  id: number;
  clientId: number;
  stylistId: number;
  serviceId: number;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  version?: number;
  type?: undefined;
  client: { firstName: string; lastName: string; phone: string; email: string; notes: string };
  service: { name: string; duration: number; price: number };
  stylist: { name: string };
};
export type Suggestion = Omit<Appointment, "id" | "type" | "version"> & { id: string; type: "suggested"; reminderId?: number };
export type Stylist = { id: number; name: string; phone: string; email: string };
export type Service = { id: number; name: string; duration: number; price: number; description: string };
export type Client = { id: number; firstName: string; lastName: string; phone: string; email: string; notes: string };

/** The client: an existing one, or a new one the server creates in the appointment's transaction. */
export type ClientChoice = { clientId: number } | { newClient: Omit<Client, "id"> };
type AppointmentFields = {
  stylistId: number;
  serviceId: number;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  version?: number;
};
export type AppointmentInput = ClientChoice & AppointmentFields;
/** A move sends only what changed; an edit may switch to another or a new client. */
export type AppointmentPatch = Partial<AppointmentFields> & Partial<ClientChoice>;

/** Appointments of an inclusive day range, "2026-03-01|2026-04-11"; a single day is "d|d". */
export const appointmentsAtom = atomFamily((range: string) =>
  queryAtom(["appointments", "clients", "services", "stylists"], () => {
    const [start, end] = range.split("|");
    const query = start === end ? `date=${start}` : `startDate=${start}&endDate=${end}`;
    return apiGet<Appointment[]>(`/api/appointments?${query}`).catch((error) => {
      throw new Error(`HTTP error! status: ${error.status ?? "?"}`);
    });
  }),
);

export const suggestedAtom = atomFamily((range: string) =>
  queryAtom(["appointments", "reminders", "clients", "services", "stylists"], async () => {
    const [start, end] = range.split("|");
    const query = start === end ? `date=${start}` : `startDate=${start}&endDate=${end}`;
    return apiGet<Suggestion[]>(`/api/appointments/suggested?${query}`).catch(() => [] as Suggestion[]);
  }),
);

export const stylistsAtom = queryAtom(["stylists"], () => apiGet<Stylist[]>("/api/stylists"));
export const servicesAtom = queryAtom(["services"], () => apiGet<Service[]>("/api/services"));
export const clientsAtom = queryAtom(["clients"], () => apiGet<Client[]>("/api/clients"));

/** Falls back to the calendar's defaults on failure (spec §7); refreshed by live events, not polled. */
export const openingHoursAtom = queryAtom(["opening-hours"], async (): Promise<WeeklyOpeningHours> => {
  try {
    return normalizeOpeningHours(await apiGet<unknown>("/api/settings/hours"));
  } catch {
    return CALENDAR_DEFAULT_OPENING_HOURS;
  }
});

export const vacationsAtom = queryAtom(["vacations", "stylists"], () =>
  apiGet<Vacation[]>("/api/stylists/vacations").catch(() => {
    throw new Error("Failed to fetch vacations");
  }),
);

export const extraordinaryDaysAtom = queryAtom(["extraordinary-days"], () =>
  apiGet<ExtraordinaryDay[]>("/api/salon-extraordinary-days").catch(() => {
    throw new Error("Failed to fetch extraordinary days");
  }),
);

// The raw stylists promise, for atoms that need the list inside their own fetch.
const stylistsBaseAtom = atom(async (get) => {
  get(topicVersionAtoms.stylists);
  return apiGet<Stylist[]>("/api/stylists").catch(() => [] as Stylist[]);
});

/** One call per stylist (spec §7); a failure gives that stylist an empty list (→ default hours). */
export const workingHoursAtom = queryAtom(["working-hours", "stylists"], async (get) => {
  const stylists = (await get(stylistsBaseAtom)) ?? [];
  const entries = await Promise.all(
    stylists.map((s) =>
      apiGet<WorkingHoursEntry[]>(`/api/stylists/working-hours?stylistId=${s.id}`)
        .then((rows) => [s.id, rows] as const)
        .catch(() => [s.id, []] as const),
    ),
  );
  return new Map<number, WorkingHoursEntry[]>(entries.map(([id, rows]) => [id, [...rows]]));
});
export const createAppointment = (input: AppointmentInput) => api<Appointment>("POST", "/api/appointments", input);
export const updateAppointment = (id: number, input: AppointmentPatch) =>
  api<Appointment>("PUT", `/api/appointments/${id}`, input);
export const deleteAppointment = (id: number, version?: number) =>
  api("DELETE", `/api/appointments/${id}${version === undefined ? "" : `?version=${version}`}`);
export const updateClient = (id: number, input: Omit<Client, "id">) => api<Client>("PUT", `/api/clients/${id}`, input);
