import { currentConsents, hasConsent, marketingLapsed, type ConsentEntry } from "../../domain/consents";
import { invalid } from "../../domain/errors";
import type { Client, ClientDetail, ClientInput } from "../../domain/schemas/clients";
import { HEALTH_CONSENT_NEEDED } from "../../domain/schemas/client-file";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { consentsRepo } from "../../privacy/consents-repo";
import { fileRepo, type FileFields } from "./file-repo";
import type { Executor } from "./repo";

/** Her file beside the list's row: the extra fields and her consents as they stand. */
export function createClientFile(ctx: AppContext) {
  const today = () => wallClockIn(ctx.config.timeZone, ctx.clock.now()).date;
  const dayOf = (iso: string) => wallClockIn(ctx.config.timeZone, new Date(iso)).date;

  return {
    dayOf,
    today,
    detail(db: Executor, client: Client): ClientDetail {
      const fields = fileRepo(db).fields(client.id)!;
      const consents = currentConsents(consentsRepo(db).history(client.id));
      const lapsed = marketingLapsed(consents, fileRepo(db).lastVisit(client.id, today()), today(), dayOf);
      return { ...client, ...fields, consents, marketingLapsed: lapsed };
    },

    /**
     * The file fields a save carries (absent ones stay). Allergies and a patch test are health
     * data: written only while her health consent is given (clearing them is always allowed).
     */
    save(db: Executor, id: number, input: ClientInput) {
      const { birthday, codiceFiscale, address, allergies, patchTestDate } = input;
      const before = fileRepo(db).fields(id);
      const consents: ConsentEntry[] = currentConsents(consentsRepo(db).history(id));
      const writesHealth =
        (allergies !== undefined && allergies.trim() !== "" && allergies !== before?.allergies) ||
        (patchTestDate !== undefined && patchTestDate !== null && patchTestDate !== before?.patchTestDate);
      if (writesHealth && !hasConsent(consents, "health")) {
        throw invalid(HEALTH_CONSENT_NEEDED, { [allergies !== undefined && allergies !== before?.allergies ? "allergies" : "patchTestDate"]: HEALTH_CONSENT_NEEDED }, "health_consent");
      }
      const fields = Object.fromEntries(
        Object.entries({ birthday, codiceFiscale, address, allergies, patchTestDate }).filter(([, v]) => v !== undefined),
      ) as Partial<FileFields>;
      fileRepo(db).write(id, fields);
    },
  };
}
