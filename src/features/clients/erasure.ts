import { ERASED_NAME, scrubEntry } from "../../domain/client-erasure";
import { conflict, notFound } from "../../domain/errors";
import { formatItalianDate } from "../../domain/italian-date";
import { displayName, italianList } from "../../domain/names";
import type { ClientDeleted, FutureVisit, FutureVisitsChoice } from "../../domain/schemas/clients";
import type { ActivityChanges } from "../../domain/schemas/activity";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { createTrail, type Actor } from "../../activity/trail";
import { erasureRepo } from "./erasure-repo";
import { ERASURE_STEPS } from "./erasure-steps";
import { clientsRepo } from "./repo";

const visitsWord = (n: number) => (n === 1 ? "un appuntamento in programma" : `${n} appuntamenti in programma`);
export const futureVisitsMessage = (name: string, n: number) =>
  `${name} ha ${visitsWord(n)}: scegli se annullarli o mantenerli per il cliente eliminato`;

const cancelSummary = (v: FutureVisit) => `${ERASED_NAME} · ${italianList(v.services)} · ${formatItalianDate(v.date)} ${v.startTime.slice(0, 5)} · Annullato`;

/**
 * DELETE /api/clients/{id}. A client with visits is never deleted: the salon's records (visits,
 * items, prices, counts, sales) stay, and she is anonymised ("Cliente eliminato", no phone, email,
 * notes, birthday, codice fiscale, address, allergies or consent mirror; her name replaced in every
 * trail entry about her, this delete's included; what ERASURE_STEPS lists removed).
 * A client without any visit is deleted for real. Visits still to come must be decided first:
 * without `futureVisits` the answer is 409 future_visits listing them; "cancel" cancels them as
 * the salon, "keep" keeps them for the anonymised client. One transaction does it all.
 */
export function createClientErasure(ctx: AppContext) {
  const trail = createTrail(ctx);
  const clients = clientsRepo(ctx.db);
  const erasure = erasureRepo(ctx.db);

  /** Every name she was recorded under: her trail entries' summaries are her name at the time. */
  const namesOf = (current: string, entries: { entity: string; summary: string }[]) => [
    current,
    ...entries.filter((e) => e.entity === "client").map((e) => e.summary),
  ];

  function scrubTrail(clientId: number, current: string, appointmentIds: number[], reminderIds: number[]) {
    const entries = erasure.trailAbout(clientId, appointmentIds, reminderIds);
    const names = namesOf(current, entries);
    for (const entry of entries) {
      const changes = JSON.parse(entry.changes) as ActivityChanges;
      const clean = scrubEntry({ summary: entry.summary, changes }, names, entry.entity === "client");
      const text = JSON.stringify(clean.changes);
      if (clean.summary !== entry.summary || text !== entry.changes) erasure.rewriteTrailEntry(entry.id, clean.summary, text);
    }
  }

  return function remove(actor: Actor, id: number, choice: FutureVisitsChoice | undefined): ClientDeleted {
    const today = wallClockIn(ctx.config.timeZone, ctx.clock.now()).date;
    const result = trail.write(actor, (record) => {
      const found = clients.find(id);
      if (!found || erasure.isErased(id)) throw notFound("Cliente non trovato");
      const name = displayName(found);
      const future = erasure.futureVisits(id, today);
      if (future.length > 0 && choice === undefined) {
        throw conflict(futureVisitsMessage(name, future.length), "future_visits", { visits: future });
      }
      const at = ctx.clock.now().toISOString();
      const visits = erasure.visits(id);
      const reminderIds = erasure.reminderIds(id);
      const cancelled = choice === "cancel" ? future : [];
      erasure.cancelVisits(cancelled.map((v) => v.id), at);
      for (const v of cancelled) {
        record({ action: "status", entity: "appointment", entityId: v.id, summary: cancelSummary(v), changes: { status: [v.status, "cancelled"], cancelledBy: [null, "staff"] } });
      }
      scrubTrail(id, name, visits.map((v) => v.id), reminderIds);
      for (const step of ERASURE_STEPS) step.run(ctx.db, id);
      // Her colour record: formulas and photo rows now; the photo files once the erasure commits.
      const removeFiles = ctx.clientFile.erase(ctx.db, id);
      if (visits.length === 0) clients.remove(id);
      else erasure.anonymise(id, at);
      record({ action: "deleted", entity: "client", entityId: id, summary: ERASED_NAME, changes: {} });
      return { visits, reminderIds, cancelled: cancelled.length, removeFiles };
    });
    result.removeFiles();
    trail.publish(actor, { topic: "clients", action: "deleted", ids: [id] });
    if (result.visits.length > 0) {
      const dates = [...new Set(result.visits.map((v) => v.date))];
      trail.publish(actor, { topic: "appointments", action: "updated", ids: result.visits.map((v) => v.id), dates });
    }
    if (result.reminderIds.length > 0) trail.publish(actor, { topic: "reminders", action: "deleted", ids: result.reminderIds });
    return {
      id,
      appointmentCount: result.visits.length,
      reminderCount: result.reminderIds.length,
      anonymised: result.visits.length > 0,
      cancelled: result.cancelled,
    };
  };
}
