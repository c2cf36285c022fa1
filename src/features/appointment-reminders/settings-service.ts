import * as v from "valibot";
import { createTrail, type Actor } from "../../activity/trail";
import { diffRecords } from "../../domain/activity";
import {
  APPOINTMENT_REMINDER_DEFAULTS,
  AppointmentReminderSettingsSchema,
  type AppointmentReminderSettings,
} from "../../domain/schemas/appointment-reminders";
import type { AppContext } from "../../http/context";
import { appointmentRemindersRepo } from "./repo";

/** The saved settings, each missing or unreadable field taking its default (a newer field after an upgrade). */
export function readSettings(saved: string | undefined): AppointmentReminderSettings {
  let stored: unknown = null;
  try {
    stored = saved === undefined ? null : JSON.parse(saved);
  } catch {
    stored = null;
  }
  const merged = { ...APPOINTMENT_REMINDER_DEFAULTS, ...(typeof stored === "object" && stored !== null ? stored : {}) };
  const result = v.safeParse(AppointmentReminderSettingsSchema, merged);
  return result.success ? result.output : { ...APPOINTMENT_REMINDER_DEFAULTS };
}

export function createAppointmentReminderSettings(ctx: AppContext) {
  const repo = appointmentRemindersRepo(ctx.db);
  const trail = createTrail(ctx);
  const get = () => readSettings(repo.savedSettings());

  return {
    get,
    save(actor: Actor, input: AppointmentReminderSettings): AppointmentReminderSettings {
      trail.write(actor, (record) => {
        const before = get();
        repo.saveSettings(ctx.db, JSON.stringify(input));
        record({ action: "updated", entity: "settings", entityId: null, summary: "Promemoria appuntamenti", changes: diffRecords(before, input) });
      });
      return get();
    },
  };
}
