import { DashboardStatsSchema, ToConfirmSchema } from "../../src/domain/schemas/dashboard";
import { apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** The counts and takings; any appointment, client, service or till change may move them. */
export const statsAtom = queryAtom(["appointments", "clients", "services", "sales"], () =>
  apiGet("/api/dashboard/stats", DashboardStatsSchema),
);

/** Tomorrow's appointments still waiting for the client's confirmation ("Da confermare"). */
export const toConfirmAtom = queryAtom(["appointments", "clients", "services", "stylists"], () =>
  apiGet("/api/dashboard/to-confirm", ToConfirmSchema),
);
