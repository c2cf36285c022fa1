import type { Executor } from "../../db/client";
import type { Config } from "../config";
import type { SalonInfo, SalonInfoValues } from "../domain/schemas/salon-settings";
import { settingsRepo } from "./repo";

export const SALON_INFO_KEY = "salon_info";

const text = (raw: unknown, key: string) => {
  const value: unknown = typeof raw === "object" && raw !== null ? Reflect.get(raw, key) : undefined;
  return typeof value === "string" ? value : "";
};

/** What the owner saved, field by field ("" for a field never saved or unreadable). */
export function savedSalonInfo(db: Executor): SalonInfoValues {
  let raw: unknown = null;
  try {
    raw = JSON.parse(settingsRepo(db).read(SALON_INFO_KEY) ?? "null");
  } catch {
    raw = null;
  }
  return { name: text(raw, "name"), address: text(raw, "address"), phone: text(raw, "phone"), email: text(raw, "email"), vatNumber: text(raw, "vatNumber") };
}

/**
 * The salon as clients and documents name it: the owner's "Informazioni Salone", with SALON_NAME
 * and SALON_ADDRESS standing in for an empty name or address. The public booking pages, every
 * WhatsApp message and (later) receipts read it here, on every use, so a save shows at once.
 */
export function salonInfo(ctx: { db: Executor; config: Pick<Config, "salonName" | "salonAddress"> }): SalonInfo {
  const saved = savedSalonInfo(ctx.db);
  const defaults = { name: ctx.config.salonName, address: ctx.config.salonAddress };
  return { ...saved, name: saved.name || defaults.name, address: saved.address || defaults.address, defaults };
}

export const writeSalonInfo = (db: Executor, values: SalonInfoValues) => settingsRepo(db).write(SALON_INFO_KEY, JSON.stringify(values));
