import { addMonthsToDay } from "../../domain/calendar-months";
import { currentConsents, marketingLapsed } from "../../domain/consents";
import type { PrivacyDue } from "../../domain/schemas/privacy";
import type { AppContext } from "../../http/context";
import { consentsRepo } from "../../privacy/consents-repo";
import { privacySettings } from "../../privacy/settings";
import { createClientFile } from "./file";
import { fileRepo } from "./file-repo";

const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName, "it") || a.firstName.localeCompare(b.firstName, "it");

/** The owner's two privacy lists: who is due for erasure, whose marketing consent has lapsed. */
export function createPrivacyLists(ctx: AppContext) {
  const file = createClientFile(ctx);
  const repo = fileRepo(ctx.db);

  return {
    /**
     * "Da cancellare": no visit (nor one booked) for the owner's retention years, counted from her
     * last visit or, without any, from the day she was recorded. Nothing is erased from here: the
     * owner opens each and confirms "Elimina definitivamente".
     */
    erasureDue(): PrivacyDue {
      const cutoff = addMonthsToDay(file.today(), -12 * privacySettings(ctx.db).retentionYears);
      const last = repo.lastVisits();
      const clients = repo
        .present()
        .map((c) => ({ ...c, lastVisit: last.get(c.id) ?? null }))
        .filter((c) => (c.lastVisit ?? file.dayOf(c.createdAt)) <= cutoff)
        .sort(byName);
      return { clients: clients.map(({ id, firstName, lastName, phone, lastVisit }) => ({ id, firstName, lastName, phone, lastVisit })) };
    },

    /** Clients whose marketing consent lapsed 24 months after their last visit. */
    marketingLapsed(): PrivacyDue {
      const today = file.today();
      // Only clients with a marketing consent recorded can lapse: the rest is never read.
      const last = repo.lastVisitsWithMarketing(today);
      const histories = consentsRepo(ctx.db).historiesWith("marketing");
      const ids = [...histories.entries()].filter(([id, h]) => marketingLapsed(currentConsents(h), last.get(id) ?? null, today, file.dayOf)).map(([id]) => id);
      const clients = ids.length === 0 ? [] : repo.present(ids).sort(byName);
      return { clients: clients.map(({ id, firstName, lastName, phone }) => ({ id, firstName, lastName, phone, lastVisit: last.get(id) ?? null })) };
    },
  };
}
