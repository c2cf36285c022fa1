import { ServiceSchema } from "../../domain/schemas/services";
import { catalogueRoutes } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import { createServicesService } from "./service";

export const servicesRoutes = (ctx: AppContext) =>
  catalogueRoutes(ctx, "/api/services", ServiceSchema, createServicesService(ctx));
