import * as v from "valibot";
import type { Executor } from "../../db/client";
import { FiscalPrinterSettingsSchema, type FiscalPrinterSettings } from "../domain/schemas/fiscal";
import { settingsRepo } from "../settings/repo";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

const KEY = "fiscal-printer";

/** The printer settings as saved, or the defaults (printing off) until the owner saves them. */
export function readFiscalSettings(db: Executor): FiscalPrinterSettings {
  const raw = settingsRepo(db).read(KEY);
  if (raw === undefined) return DEFAULT_FISCAL_SETTINGS;
  const parsed = v.safeParse(FiscalPrinterSettingsSchema, JSON.parse(raw));
  return parsed.success ? parsed.output : DEFAULT_FISCAL_SETTINGS;
}

export function writeFiscalSettings(db: Executor, value: FiscalPrinterSettings) {
  settingsRepo(db).write(KEY, JSON.stringify(value));
}
