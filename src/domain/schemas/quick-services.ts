import * as v from "valibot";

/** How many quick-service buttons the booking dialog shows at most: one row on a phone. */
export const MAX_QUICK_SERVICES = 6;
export const QUICK_SERVICES_TOO_MANY = `Al massimo ${MAX_QUICK_SERVICES} servizi rapidi`;
export const QUICK_SERVICES_REPEATED = "Un servizio è ripetuto";
export const QUICK_SERVICES_INVALID = "Servizi rapidi non validi";
export const QUICK_SERVICE_UNKNOWN = "Servizio non trovato nel listino";

const serviceId = v.pipe(v.number(QUICK_SERVICES_INVALID), v.integer(QUICK_SERVICES_INVALID), v.minValue(1, QUICK_SERVICES_INVALID));

/** PUT /api/settings/quick-services: the owner's buttons, in the order shown. */
export const QuickServicesSchema = v.object(
  {
    serviceIds: v.pipe(
      v.array(serviceId, QUICK_SERVICES_INVALID),
      v.maxLength(MAX_QUICK_SERVICES, QUICK_SERVICES_TOO_MANY),
      v.check((ids) => new Set(ids).size === ids.length, QUICK_SERVICES_REPEATED),
    ),
  },
  QUICK_SERVICES_INVALID,
);
export type QuickServicesInput = v.InferOutput<typeof QuickServicesSchema>;

/** GET answer: the buttons in order, and whether they are the owner's choice or the default. */
export const QuickServicesResponseSchema = v.object({
  serviceIds: v.array(v.number()),
  custom: v.boolean(),
});
export type QuickServices = v.InferOutput<typeof QuickServicesResponseSchema>;
