import * as v from "valibot";
import { optionalText } from "./common";
import { ConsentEntrySchema } from "./client-file";

export const NOTICE_REQUIRED = "Il testo dell'informativa è richiesto";
export const RETENTION_INVALID = "Indica da 1 a 20 anni";
export const PATCH_LIMIT_INVALID = "Indica da 1 a 24 mesi";

/** PUT /api/settings/privacy (owner): the notice's text and the two limits. */
export const PrivacySettingsSchema = v.object(
  {
    noticeText: v.pipe(optionalText(20_000), v.transform((s) => s.trim()), v.nonEmpty(NOTICE_REQUIRED)),
    retentionYears: v.pipe(v.number(RETENTION_INVALID), v.integer(RETENTION_INVALID), v.minValue(1, RETENTION_INVALID), v.maxValue(20, RETENTION_INVALID)),
    patchTestMonths: v.pipe(v.number(PATCH_LIMIT_INVALID), v.integer(PATCH_LIMIT_INVALID), v.minValue(1, PATCH_LIMIT_INVALID), v.maxValue(24, PATCH_LIMIT_INVALID)),
  },
  "Dati non validi",
);
export type PrivacySettingsInput = v.InferOutput<typeof PrivacySettingsSchema>;

/** GET/PUT /api/settings/privacy. `noticeVersion` goes up by one on every save of a changed text. */
export const PrivacySettingsResponseSchema = v.object({
  noticeText: v.string(),
  noticeVersion: v.number(),
  noticeUpdatedAt: v.nullable(v.string()),
  retentionYears: v.number(),
  patchTestMonths: v.number(),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettingsResponseSchema>;

/** GET /api/public/privacy: the notice as /prenota links it. */
export const PublicNoticeSchema = v.object({ salonName: v.string(), text: v.string(), version: v.number() });
export type PublicNotice = v.InferOutput<typeof PublicNoticeSchema>;

/** GET /api/privacy/erasure-due and /api/privacy/marketing-lapsed (owner): clients to act on. */
export const PrivacyDueSchema = v.object({
  clients: v.array(
    v.object({ id: v.number(), firstName: v.string(), lastName: v.string(), phone: v.string(), lastVisit: v.nullable(v.string()) }),
  ),
});
export type PrivacyDue = v.InferOutput<typeof PrivacyDueSchema>;

export { ConsentEntrySchema };
