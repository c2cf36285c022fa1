import type { AppContext } from "../http/context";
import { salonInfo } from "./salon-info";

export type SalonContact = { name: string; address: string; phone: string };

/**
 * The salon's name, address and phone as the public page shows them and tells clients to call:
 * "Informazioni Salone", with SALON_NAME, SALON_ADDRESS and SALON_PHONE standing in for an empty field.
 */
export function salonContact(ctx: Pick<AppContext, "config" | "db">): SalonContact {
  const info = salonInfo(ctx);
  return { name: info.name, address: info.address, phone: info.phone || ctx.config.salonPhone };
}

/**
 * Whether a WhatsApp message can go out at all (the access token and the sender's number are set,
 * in the environment or in Impostazioni). With a client's consent, that is when the salon may
 * promise "ti avviseremo".
 */
export function whatsappCanSend(ctx: Pick<AppContext, "whatsappConfigured">): boolean {
  return ctx.whatsappConfigured();
}
