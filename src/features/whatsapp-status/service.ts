import type { Config } from "../../config";
import type { WhatsappStatus } from "../../domain/schemas/whatsapp-status";

/**
 * Which WhatsApp variables are set, never their values. Sending needs the access token and the
 * phone number id; the business account id is only for managing templates, hence a warning.
 */
export function whatsappStatus(whatsapp: Config["whatsapp"]): WhatsappStatus {
  const hasAccessToken = whatsapp.accessToken !== "";
  const hasPhoneNumberId = whatsapp.phoneNumberId !== "";
  return {
    configured: hasAccessToken && hasPhoneNumberId,
    hasAccessToken,
    hasPhoneNumberId,
    hasBusinessAccountId: whatsapp.businessAccountId !== "",
  };
}
