import type { AppContext } from "../../http/context";
import { appointmentReads } from "./reads";
import { createAppointmentsCore } from "./service-core";
import { appointmentStatus } from "./status";
import { appointmentWrites } from "./writes";

/**
 * The appointments service, split by job: reads (lists, one visit, its trail), writes (create,
 * the online booking's planned create, update, delete) and status changes. Build it once per app
 * (createApp does) and pass it on: its parts share one read cache and one group committer.
 */
export function createAppointmentsService(ctx: AppContext) {
  const core = createAppointmentsCore(ctx);
  return { ...appointmentReads(core), ...appointmentWrites(core), ...appointmentStatus(core) };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
