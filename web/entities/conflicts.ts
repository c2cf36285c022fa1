import { ConflictListSchema, FreeStylistsSchema, type ConflictRow } from "../../src/domain/schemas/conflicts";
import { apiGet } from "../lib/api";
import { fromToday, queryAtom } from "../lib/query";
import { APPOINTMENTS_TOPIC, deleteAppointment, updateAppointment } from "./appointments";
import { EXTRAORDINARY_DAYS_TOPIC } from "./extraordinary-days";
import { OPENING_HOURS_TOPIC } from "./opening-hours";
import { VACATIONS_TOPIC } from "./vacations";
import { WORKING_HOURS_TOPIC } from "./working-hours";

/**
 * "Da ricollocare": every appointment from today on that the salon's availability no longer
 * covers. A change to appointments from today on, or to who works when, can add or remove one;
 * clients, services and stylists name its rows. A change of past appointments cannot.
 */
export const conflictsAtom = queryAtom(
  [fromToday(APPOINTMENTS_TOPIC), EXTRAORDINARY_DAYS_TOPIC, OPENING_HOURS_TOPIC, VACATIONS_TOPIC, WORKING_HOURS_TOPIC, "stylists", "clients", "services"],
  () => apiGet("/api/appointments/conflicts", ConflictListSchema),
);

/** Who could take this appointment at its day and time (available, no break, no overlap). */
export const freeStylistsFor = (appointmentId: number) => apiGet(`/api/appointments/${appointmentId}/free-stylists`, FreeStylistsSchema);

/** One click: the appointment goes to `stylistId` as it stands (refused if another screen changed it first). */
export const reassignAppointment = (row: Pick<ConflictRow, "id" | "version">, stylistId: number) =>
  updateAppointment(row.id, { stylistId, version: row.version });

export const deleteConflicting = (row: Pick<ConflictRow, "id" | "version">) => deleteAppointment(row.id, row.version);

/**
 * "Riassegna tutti quelli possibili": each appointment to the first stylist free for it, one after
 * another so each question sees the previous reassignment. Answers how many were moved.
 */
export async function reassignAllPossible(rows: readonly ConflictRow[]): Promise<number> {
  let moved = 0;
  for (const row of rows) {
    const [first] = await freeStylistsFor(row.id);
    if (!first) continue;
    await reassignAppointment(row, first.id);
    moved += 1;
  }
  return moved;
}
