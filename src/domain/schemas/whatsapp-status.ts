import * as v from "valibot";

/** GET /api/whatsapp/status: which WhatsApp variables are set, never their values. */
export const WhatsappStatusSchema = v.object({
  configured: v.boolean(),
  hasAccessToken: v.boolean(),
  hasPhoneNumberId: v.boolean(),
  hasBusinessAccountId: v.boolean(),
});
export type WhatsappStatus = v.InferOutput<typeof WhatsappStatusSchema>;
