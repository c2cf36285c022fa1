import type { AppContext } from "../http/context";

export type SalonContact = { name: string; address: string; phone: string };

/**
 * The salon's name, address and phone as the public page shows them and tells clients to call.
 * The one place the server reads them: today from its configuration (SALON_NAME, SALON_ADDRESS,
 * SALON_PHONE); when "Informazioni Salone" becomes a server setting, point this function at it.
 */
export function salonContact(ctx: Pick<AppContext, "config" | "db">): SalonContact {
  return { name: ctx.config.salonName, address: ctx.config.salonAddress, phone: ctx.config.salonPhone };
}

/**
 * Whether a WhatsApp message can go out at all (the access token and the sender's number are set).
 * With a client's consent, that is when the salon may promise "ti avviseremo". The one place the
 * promise asks; point it at the WhatsApp credentials' setting when they move to the server.
 */
export function whatsappCanSend(ctx: Pick<AppContext, "config" | "db">): boolean {
  return ctx.config.whatsapp.accessToken !== "" && ctx.config.whatsapp.phoneNumberId !== "";
}
