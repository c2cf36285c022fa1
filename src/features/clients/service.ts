import { clientHabits } from "../../domain/client-habits";
import { assertPhoneFree, mergeClientRecords } from "../../domain/client-duplicates";
import { invalid, notFound } from "../../domain/errors";
import type { Client, ClientCreateInput, ClientDetail, ClientInput, ClientMerged, ClientRecord, ClientSummary } from "../../domain/schemas/clients";
import type { ConsentInput } from "../../domain/schemas/client-file";
import { PURPOSE_LABELS } from "../../domain/consents";
import { consentsRepo } from "../../privacy/consents-repo";
import { privacySettings } from "../../privacy/settings";
import { createClientFile } from "./file";
import { fileRepo } from "./file-repo";
import { nextConsent, type WhatsappConsent } from "../../domain/whatsapp-consent";
import { fromMinutes, wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { createClientListCache } from "./list-cache";
import { createClientDirectory } from "./directory";
import { compareClients } from "../../domain/client-search";
import { diffRecords } from "../../domain/activity";
import type { ActivityChanges } from "../../domain/schemas/activity";
import { displayName } from "../../domain/names";
import { createTrail, type Actor } from "../../activity/trail";
import { clientsRepo } from "./repo";
import { createClientErasure } from "./erasure";

const missing = () => notFound("Cliente non trovato");
export const MERGE_SELF = "Non puoi unire un cliente con sé stesso";
export const DUPLICATE_NOT_FOUND = "Il cliente da unire non esiste più";

/**
 * The stored record a save makes: the typed fields, and the consent decided by nextConsent. A
 * save always has a last name and a phone (ClientSchema), so a walk-in saved becomes a full client.
 */
const toRecord = (
  { firstName, lastName, phone, email, notes, whatsappConsent }: ClientInput,
  before: WhatsappConsent | null,
  now: string,
): ClientRecord => ({ firstName, lastName, phone, email, notes, ...nextConsent(before, whatsappConsent, now), walkIn: false });

export function createClientsService(ctx: AppContext) {
  const repo = clientsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
  const file = createClientFile(ctx);
  const consents = consentsRepo(ctx.db);
  // Health data never enters the trail: only whether allergies are recorded.
  const snap = (c: Client) => {
    const f = fileRepo(ctx.db).fields(c.id);
    return {
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      email: c.email,
      notes: c.notes,
      whatsappConsent: c.whatsappConsent,
      whatsappConsentAt: c.whatsappConsentAt,
      birthday: f?.birthday ?? null,
      codiceFiscale: f?.codiceFiscale ?? "",
      address: f?.address ?? "",
      allergies: f?.allergies ? "registrate" : "",
    };
  };
  /** A save that ticks or unticks WhatsApp records the appointments consent, given at the desk. */
  const consentFromSave = (actor: Actor, before: Client | null, after: Client, at: string) => {
    if ((before?.whatsappConsent ?? false) === after.whatsappConsent) return;
    const textVersion = privacySettings(ctx.db).noticeVersion;
    consents.record(after.id, { purpose: "appointments", channel: "whatsapp", given: after.whatsappConsent, at, source: "banco", textVersion }, actor);
  };
  const listCache = createClientListCache(
    { all: repo.list, byIds: repo.findMany, version: repo.dataVersion },
    compareClients,
  );
  const directory = createClientDirectory(listCache.list);
  // Every writer of clients publishes a "clients" event after commit (the house rule), this
  // service and any other feature alike: the cached list follows them all.
  ctx.events.subscribe((event) => {
    if (event.topic === "clients") listCache.changed(event.ids);
  });

  return {
    /** Every client sorted by last name, then first name, in Italian order; serialised once per change. */
    listBody: () => listCache.body(),
    /** One page of a search (name, phone, email) or of the whole list, in the list's order. */
    page: directory.page,
    /** Groups of clients that are probably one person entered twice. */
    duplicates: directory.duplicates,

    get(id: number): ClientDetail {
      const client = repo.find(id);
      if (!client) throw missing();
      return file.detail(ctx.db, client);
    },

    /** POST /api/clients/{id}/consents: one entry in her history, stamped with the notice's version. */
    recordConsent(actor: Actor, id: number, input: ConsentInput): ClientDetail {
      trail.write(actor, (record) => {
        const client = repo.findPresent(id);
        if (!client) throw missing();
        const at = now();
        const textVersion = privacySettings(ctx.db).noticeVersion;
        consents.record(id, { ...input, at, textVersion }, actor);
        const what = `${PURPOSE_LABELS[input.purpose]}${input.channel && input.purpose === "marketing" ? ` (${input.channel})` : ""}`;
        record({ action: "updated", entity: "client", entityId: id, summary: displayName(client), changes: { [`consenso: ${what}`]: [null, input.given ? "dato" : "revocato"] } });
      });
      trail.publish(actor, { topic: "clients", action: "updated", ids: [id] });
      return this.get(id);
    },

    summary(id: number): ClientSummary {
      if (!repo.find(id)) throw missing();
      const visits = repo.visits(id);
      const wall = wallClockIn(ctx.config.timeZone, ctx.clock.now());
      const habits = clientHabits(visits, { date: wall.date, time: fromMinutes(wall.minutes) });
      const last = visits.find((v) => v.id === habits.lastVisit?.id);
      // "Prenota" prefills the usual ones: an archived stylist or service cannot be booked any more.
      const usualStylist = visits.find((v) => v.stylistId === habits.usualStylistId && v.stylistArchivedAt === null);
      const usualService = visits.find((v) => v.serviceId === habits.usualServiceId && v.serviceArchivedAt === null);
      return {
        id,
        appointmentCount: repo.countAppointments(id),
        reminderCount: repo.countReminders(id),
        lastVisit: last
          ? {
              appointmentId: last.id,
              date: last.date,
              startTime: last.startTime,
              endTime: last.endTime,
              stylist: { id: last.stylistId, name: last.stylistName },
              service: { id: last.serviceId, name: last.serviceName },
            }
          : null,
        usualStylist: usualStylist ? { id: usualStylist.stylistId, name: usualStylist.stylistName } : null,
        usualService: usualService ? { id: usualService.serviceId, name: usualService.serviceName } : null,
        pastVisits: habits.pastVisits,
        noShows: habits.noShows,
        patchTestDate: repo.patchTestDate(id),
        patchTestMonths: privacySettings(ctx.db).patchTestMonths,
      };
    },

    /** A phone another client has is refused (409 duplicate_phone) unless allowDuplicatePhone. */
    create(actor: Actor, input: ClientCreateInput): ClientDetail {
      const client = trail.write(actor, (record) => {
        assertPhoneFree(input, repo.findByPhone(input.phone));
        const at = now();
        const client = repo.insert(toRecord(input, null, at));
        file.save(ctx.db, client.id, input);
        consentFromSave(actor, null, client, at);
        record({ action: "created", entity: "client", entityId: client.id, summary: displayName(client), changes: diffRecords(null, snap(client)) });
        return client;
      });
      trail.publish(actor, { topic: "clients", action: "created", ids: [client.id] });
      return file.detail(ctx.db, client);
    },

    /** A `whatsappConsent` left out keeps hers; ticked again keeps its first date (nextConsent). */
    update(actor: Actor, id: number, input: ClientInput): ClientDetail {
      const client = trail.write(actor, (record) => {
        const before = repo.findPresent(id);
        if (!before) throw missing();
        const beforeSnap = snap(before);
        const at = now();
        file.save(ctx.db, id, input);
        const client = repo.update(id, toRecord(input, before, at), at);
        if (!client) throw missing();
        consentFromSave(actor, before, client, at);
        // A walk-in given a last name and a phone has become a full client: the trail says so.
        const converted: ActivityChanges = before.walkIn !== client.walkIn ? { walkIn: [before.walkIn, client.walkIn] } : {};
        record({ action: "updated", entity: "client", entityId: id, summary: displayName(client), changes: { ...diffRecords(beforeSnap, snap(client)), ...converted } });
        return client;
      });
      trail.publish(actor, { topic: "clients", action: "updated", ids: [id] });
      return file.detail(ctx.db, client);
    },

    /**
     * One client entered twice becomes one: the duplicate's appointments and reminders move to
     * the survivor, whose empty fields take the duplicate's (mergeClientRecords), and the
     * duplicate is deleted, all in one transaction: a failure half-way leaves both as they were.
     */
    merge(actor: Actor, survivorId: number, duplicateId: number): ClientMerged {
      if (survivorId === duplicateId) throw invalid(MERGE_SELF, { duplicateId: MERGE_SELF });
      const result = trail.write(actor, (record) => {
        const survivor = repo.findPresent(survivorId);
        if (!survivor) throw missing();
        const duplicate = repo.findPresent(duplicateId);
        if (!duplicate) throw invalid(DUPLICATE_NOT_FOUND, { duplicateId: DUPLICATE_NOT_FOUND }, "invalid_reference");
        const appointmentIds = repo.appointmentIds(duplicateId);
        const reminderIds = repo.reminderIds(duplicateId);
        const dates = repo.appointmentDates(duplicateId);
        const at = now();
        repo.moveOwnedRows(duplicateId, survivorId, at);
        consents.move(duplicateId, survivorId);
        const client = repo.update(survivorId, mergeClientRecords(survivor, duplicate), at)!;
        record({ action: "updated", entity: "client", entityId: survivorId, summary: displayName(client), changes: diffRecords(snap(survivor), snap(client)) });
        repo.remove(duplicateId);
        record({ action: "deleted", entity: "client", entityId: duplicateId, summary: displayName(duplicate), changes: {} });
        return { client, appointmentIds, reminderIds, dates };
      });
      trail.publish(actor, { topic: "clients", action: "updated", ids: [survivorId] });
      trail.publish(actor, { topic: "clients", action: "deleted", ids: [duplicateId] });
      if (result.appointmentIds.length > 0) {
        trail.publish(actor, { topic: "appointments", action: "updated", ids: result.appointmentIds, dates: result.dates });
      }
      if (result.reminderIds.length > 0) trail.publish(actor, { topic: "reminders", action: "updated", ids: result.reminderIds });
      return { client: result.client, mergedId: duplicateId, movedAppointments: result.appointmentIds.length, movedReminders: result.reminderIds.length };
    },

    /** The right to be forgotten, keeping the salon's records: src/features/clients/erasure.ts. */
    remove: createClientErasure(ctx),
  };
}
