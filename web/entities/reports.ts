import { AgendaReportSchema, ClientsReportSchema, TakingsReportSchema } from "../../src/domain/schemas/reports";
import { apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";

const split = (range: string) => {
  const [from = "", to = from] = range.split("|");
  return { from, to };
};
const query = (from: string, to: string) => `from=${from}&to=${to}`;

// A report compares its period with the previous one and with last year, so a change on any of
// those days may move a figure: reports follow their whole topics (a sale, a visit, a client).

/** Takings of "from|to" (net of voids and refunds), with the previous period and last year. */
export const takingsReportAtom = atomsByKey((range: string) => {
  const { from, to } = split(range);
  return queryAtom(["sales"], () => apiGet(`/api/reports/takings?${query(from, to)}`, TakingsReportSchema));
});

/** Visits of "from|to": statuses, occupancy, cancellations, no-shows, online vs desk. */
export const agendaReportAtom = atomsByKey((range: string) => {
  const { from, to } = split(range);
  return queryAtom(["appointments"], () => apiGet(`/api/reports/agenda?${query(from, to)}`, AgendaReportSchema));
});

/** Clients of "from|to": new and returning, retention, rebooking, overdue, top clients. */
export const clientsReportAtom = atomsByKey((range: string) => {
  const { from, to } = split(range);
  return queryAtom(["appointments", "sales", "clients"], () =>
    apiGet(`/api/reports/clients?${query(from, to)}`, ClientsReportSchema),
  );
});

export const REPORT_NAMES = ["takings", "agenda", "clients"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const EXPORT_NAMES = ["clients", "visits", "sales"] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

/** Where a report's CSV downloads (the session cookie goes along with a plain link). */
export const reportCsvUrl = (name: ReportName, from: string, to: string) => `/api/reports/${name}.csv?${query(from, to)}`;

/** A whole export: every client, every visit with its services, every sales document. */
export const exportCsvUrl = (name: ExportName) => `/api/exports/${name}.csv`;
