import { Elysia } from "elysia";
import {
  SalonInfoSchema,
  SetupChecklistUpdateSchema,
  WhatsappCredentialsSchema,
  WhatsappTestSchema,
} from "../../domain/schemas/salon-settings";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import type { createSalonSettingsService } from "./service";

/** Informazioni Salone, the WhatsApp credentials with their test message, and the set-up checklist. */
export function salonSettingsRoutes(ctx: AppContext, service: ReturnType<typeof createSalonSettingsService>) {
  return new Elysia({ name: "salon-settings-routes" })
    .get("/api/settings/salon", () => service.salon())
    .put("/api/settings/salon", ({ body, request }) => service.saveSalon(ctx.requireAuth(request).user, parseOrThrow(SalonInfoSchema, body ?? {})))
    .get("/api/settings/whatsapp", () => service.whatsapp())
    .put("/api/settings/whatsapp", ({ body, request }) =>
      service.saveWhatsapp(ctx.requireAuth(request).user, parseOrThrow(WhatsappCredentialsSchema, body ?? {})),
    )
    .post("/api/settings/whatsapp/test", ({ body }) => service.testWhatsapp(parseOrThrow(WhatsappTestSchema, body ?? {}).to))
    .get("/api/settings/setup", () => service.checklist())
    .put("/api/settings/setup", ({ body }) => service.hideChecklist(parseOrThrow(SetupChecklistUpdateSchema, body ?? {}).hidden));
}
