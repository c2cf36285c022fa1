import { isAppointmentStatus, STATUS_LABELS } from "../../src/domain/appointment-status";
import type { ActivityAction, ActivityEntry } from "../../src/domain/schemas/activity";
import { shortDay } from "../../src/domain/italian-date";
import { salonDateTime } from "./salon-time";

/** What happened, as the trail's lines start: "Creato da …", "Spostato da …". */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  created: "Creato",
  updated: "Modificato",
  moved: "Spostato",
  status: "Stato cambiato",
  // Deletions written before appointments had a status; "Annullato" is now a status.
  cancelled: "Eliminato",
  deleted: "Eliminato",
  archived: "Archiviato",
  password: "Password cambiata",
  disabled: "Disattivato",
  enabled: "Riattivato",
};

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : null);

/**
 * Where a moved appointment was and where it went: "mar 24/11 10:00 → gio 26/11 15:00". A move
 * within the day names only the times; a change of stylist adds the names when the trail has them.
 */
export function movedDetail(changes: ActivityEntry["changes"]): string | null {
  const [dateBefore, dateAfter] = (changes.date ?? []).map(text);
  const [timeBefore, timeAfter] = (changes.startTime ?? []).map(text);
  // Names only: a bare stylist id would mean nothing to the reader.
  const [stylistBefore, stylistAfter] = (changes.stylist ?? changes.stylistName ?? []).map((v) => (typeof v === "string" ? v : null));
  const side = (day: string | null | undefined, time: string | null | undefined) =>
    [day ? shortDay(day) : null, time ? time.slice(0, 5) : null].filter(Boolean).join(" ");
  const before = side(dateBefore, timeBefore);
  const after = side(dateAfter, timeAfter);
  const parts: string[] = [];
  if (before || after) parts.push(`${before || "—"} → ${after || "—"}`);
  if (stylistBefore && stylistAfter) parts.push(`${stylistBefore} → ${stylistAfter}`);
  return parts.length ? parts.join(", ") : null;
}

/** A status change as its labels: "Prenotato → Confermato"; null when the trail has no status. */
export function statusDetail(changes: ActivityEntry["changes"]): string | null {
  const [before, after] = changes.status ?? [];
  if (!isAppointmentStatus(after)) return null;
  return isAppointmentStatus(before) ? `${STATUS_LABELS[before]} → ${STATUS_LABELS[after]}` : STATUS_LABELS[after];
}

/**
 * "Creato da Giulia Bianchi · 22/11 10:03"; "Spostato da Marco: mar 24/11 10:00 → gio 26/11 15:00 · 22/11 10:05";
 * "Stato cambiato da Cliente via WhatsApp: Prenotato → Confermato · 22/11 10:06".
 */
export function historyLine(entry: ActivityEntry): string {
  const detail = entry.action === "moved" ? movedDetail(entry.changes) : entry.action === "status" ? statusDetail(entry.changes) : null;
  return `${ACTION_LABELS[entry.action]} da ${entry.actorName}${detail ? `: ${detail}` : ""} · ${salonDateTime(entry.at, { year: false })}`;
}

const VERBS: Partial<Record<ActivityAction, string>> = {
  created: "ha creato",
  updated: "ha modificato",
  moved: "ha spostato",
  // "cancelled" is how deletions were written before appointments had a status.
  cancelled: "ha eliminato",
  deleted: "ha eliminato",
};

/**
 * "Giulia ha spostato l'appuntamento di Anna Gallo": what a colleague just did, told to the other
 * screens. The appointment's newest trail entry says what and whose (its summary starts with the
 * client's name); without it, the live event's own action.
 */
export function colleagueAppointmentMessage(actorFirstName: string, eventAction: "created" | "updated" | "deleted", latest: ActivityEntry | null): string {
  const verb = (latest && VERBS[latest.action]) ?? VERBS[eventAction]!;
  const client = latest?.summary.split(" · ")[0]?.trim();
  const status = latest?.action === "status" ? statusDetail(latest.changes) : null;
  if (status && client) return `${actorFirstName} ha cambiato lo stato dell'appuntamento di ${client}: ${status.split(" → ").pop()}`;
  return `${actorFirstName} ${verb} ${client ? `l'appuntamento di ${client}` : "un appuntamento"}`;
}
