import type { Executor } from "../../db/client";
import { DEFAULT_NOTICE, DEFAULT_PATCH_TEST_MONTHS, DEFAULT_RETENTION_YEARS } from "../domain/privacy-notice";
import type { PrivacySettings, PrivacySettingsInput } from "../domain/schemas/privacy";
import { settingsRepo } from "../settings/repo";

export const PRIVACY_SETTINGS_KEY = "privacy";

/**
 * The privacy notice and the owner's limits, one settings row. Version 1 is the default text;
 * each save that changes the text makes the next version, which consents recorded from then on
 * carry.
 */
export function privacySettings(db: Executor): PrivacySettings {
  const raw = settingsRepo(db).read(PRIVACY_SETTINGS_KEY);
  const saved = raw ? (JSON.parse(raw) as Partial<PrivacySettings>) : {};
  return {
    noticeText: saved.noticeText ?? DEFAULT_NOTICE,
    noticeVersion: saved.noticeVersion ?? 1,
    noticeUpdatedAt: saved.noticeUpdatedAt ?? null,
    retentionYears: saved.retentionYears ?? DEFAULT_RETENTION_YEARS,
    patchTestMonths: saved.patchTestMonths ?? DEFAULT_PATCH_TEST_MONTHS,
  };
}

export function writePrivacySettings(db: Executor, input: PrivacySettingsInput, at: string): { before: PrivacySettings; after: PrivacySettings } {
  const before = privacySettings(db);
  const textChanged = input.noticeText !== before.noticeText;
  const after: PrivacySettings = {
    ...input,
    noticeVersion: textChanged ? before.noticeVersion + 1 : before.noticeVersion,
    noticeUpdatedAt: textChanged ? at : before.noticeUpdatedAt,
  };
  settingsRepo(db).write(PRIVACY_SETTINGS_KEY, JSON.stringify(after));
  return { before, after };
}
