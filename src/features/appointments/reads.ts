import type { Appointment, SuggestedAppointment } from "../../domain/schemas/appointments";
import type { ActivityEntry } from "../../domain/schemas/activity";
import { activityRepo } from "../../activity/repo";
import type { ListFilter } from "./repo";
import type { AppointmentsCore } from "./service-core";
import { suggestFor } from "./suggestions";

export function appointmentReads(core: AppointmentsCore) {
  const { repo, cache, get } = core;
  const history = activityRepo(core.ctx.db);
  const suggested = (filter: ListFilter): SuggestedAppointment[] => suggestFor(repo, filter);

  return {
    /** GET lists as JSON bytes, from the read cache when nothing changed since they were built. */
    listJson: (filter: ListFilter): Uint8Array<ArrayBuffer> => cache.json(`list:${JSON.stringify(filter)}`, () => repo.list(filter)),
    suggestedJson: (filter: ListFilter): Uint8Array<ArrayBuffer> => cache.json(`suggested:${JSON.stringify(filter)}`, () => suggested(filter)),
    suggested,
    get: (id: number): Appointment => get(id),

    /** The appointment's trail, newest first (the details dialog's "Creato da …", "Spostato da …"). */
    /** A cancelled appointment keeps its history; an id that never had one is a 404. */
    history(id: number): ActivityEntry[] {
      const entries = history.list({ entity: "appointment", entityId: id }, 200);
      if (entries.length === 0) get(id);
      return entries;
    },
  };
}
