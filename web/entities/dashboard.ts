import { DashboardStatsSchema } from "../../src/domain/schemas/dashboard";
import { apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** The four counts; any appointment, client or service change may move them. */
export const statsAtom = queryAtom(["appointments", "clients", "services"], () =>
  apiGet("/api/dashboard/stats", DashboardStatsSchema),
);
