import { createTrail, type Actor } from "../../activity/trail";
import { diffRecords } from "../../domain/activity";
import { conflict } from "../../domain/errors";
import { formatPhone, phoneToWhatsApp } from "../../domain/phone";
import {
  type SalonInfo,
  type SalonInfoValues,
  type SetupChecklist,
  type WhatsappCredentialsInput,
  type WhatsappSettings,
  type WhatsappTestResult,
} from "../../domain/schemas/salon-settings";
import type { AppContext } from "../../http/context";
import type { Messenger } from "../../messaging/whatsapp";
import { salonInfo, savedSalonInfo, writeSalonInfo } from "../../settings/salon-info";
import type { WhatsappCredentialStore } from "../../settings/whatsapp-credentials";
import { setupRepo } from "./repo";

export const NOT_CONFIGURED_FOR_TEST = "WhatsApp non è configurato: inserisci Access Token e Phone Number ID, poi salva";
export const CHECKLIST_INCOMPLETE = "La lista si può nascondere solo quando ogni passo è fatto";
/** Meta's sample template, approved on every WhatsApp Business account (English only). */
export const TEST_TEMPLATE = { name: "hello_world", language: "en_US" };

const stateOf = (value: string) => (value === "" ? "non impostato" : "impostato");

export function createSalonSettingsService(
  ctx: AppContext,
  deps: { credentials: WhatsappCredentialStore; messenger: Messenger; hasBackup: () => boolean },
) {
  const trail = createTrail(ctx);
  const repo = setupRepo(ctx.db);
  let saving: Promise<unknown> = Promise.resolve();

  async function saveWhatsappNow(actor: Actor, input: WhatsappCredentialsInput): Promise<WhatsappSettings> {
    const { sealed, changed, before, after } = await deps.credentials.prepare(input);
    if (changed.length > 0) {
      trail.write(actor, (record) => {
        deps.credentials.write(ctx.db, sealed);
        // Which fields changed, never their values.
        const changes = Object.fromEntries(
          changed.map((k): [string, [string, string]] => [k, [stateOf(before[k]), before[k] && after[k] ? "cambiato" : stateOf(after[k])]]),
        );
        record({ action: "updated", entity: "settings", entityId: null, summary: "Credenziali WhatsApp", changes });
      });
      trail.publish(actor, { topic: "settings", action: "updated", ids: [] });
    }
    return deps.credentials.settings();
  }

  return {
    salon: (): SalonInfo => salonInfo(ctx),

    saveSalon(actor: Actor, values: SalonInfoValues): SalonInfo {
      trail.write(actor, (record) => {
        const before = savedSalonInfo(ctx.db);
        writeSalonInfo(ctx.db, values);
        const changes = diffRecords(before, values);
        if (Object.keys(changes).length > 0) record({ action: "updated", entity: "settings", entityId: null, summary: "Informazioni salone", changes });
      });
      trail.publish(actor, { topic: "settings", action: "updated", ids: [] });
      return salonInfo(ctx);
    },

    whatsapp: (): Promise<WhatsappSettings> => deps.credentials.settings(),

    /**
     * Saves run one after another: each reads the values the previous one wrote, so two screens
     * saving different fields at once both keep their change.
     */
    saveWhatsapp(actor: Actor, input: WhatsappCredentialsInput): Promise<WhatsappSettings> {
      const run = saving.then(() => saveWhatsappNow(actor, input));
      saving = run.catch(() => undefined);
      return run;
    },

    /** Meta's hello_world template to `phone` (as typed), with Meta's answer in Italian. */
    async testWhatsapp(phone: string): Promise<WhatsappTestResult> {
      if (!(await deps.credentials.settings()).configured) throw conflict(NOT_CONFIGURED_FOR_TEST, "whatsapp_not_configured");
      const outcome = await deps.messenger.send({ to: phoneToWhatsApp(phone), bodyParameters: [], callbackData: "test", template: TEST_TEMPLATE });
      const shown = formatPhone(phone);
      if (outcome.kind === "sent") {
        return { ok: true, message: `Messaggio di prova inviato a ${shown} (id ${outcome.messageId}).`, messageId: outcome.messageId, code: null };
      }
      const message =
        outcome.kind === "unknown"
          ? `Esito sconosciuto: ${outcome.reason}.`
          : outcome.kind === "retry"
            ? `WhatsApp non ha accettato il messaggio per ora: ${outcome.reason}.`
            : `WhatsApp ha rifiutato il messaggio: ${outcome.reason}.`;
      return { ok: false, message, messageId: null, code: outcome.code };
    },

    async checklist(): Promise<SetupChecklist> {
      const whatsapp = (await deps.credentials.settings()).configured;
      const steps: SetupChecklist["steps"] = [
        { key: "hours", done: repo.openingHoursSaved() },
        { key: "services", done: repo.activeServices() >= 1 },
        { key: "stylists", done: repo.activeStylists() >= 1 },
        { key: "users", done: repo.activeUsers() >= 2 },
        { key: "whatsapp", done: whatsapp },
        { key: "onlineBooking", done: repo.onlineBookingOn() },
        { key: "backup", done: deps.hasBackup() },
      ];
      return { steps, hidden: repo.hidden() };
    },

    async hideChecklist(hidden: boolean): Promise<SetupChecklist> {
      const current = await this.checklist();
      if (hidden && current.steps.some((s) => !s.done)) throw conflict(CHECKLIST_INCOMPLETE, "checklist_incomplete");
      repo.setHidden(hidden);
      return { ...current, hidden };
    },
  };
}
