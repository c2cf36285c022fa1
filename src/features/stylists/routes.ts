import { StylistSchema } from "../../domain/schemas/stylists";
import { catalogueRoutes } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import { createStylistsService } from "./service";

export const stylistsRoutes = (ctx: AppContext) =>
  catalogueRoutes(ctx, "/api/stylists", StylistSchema, createStylistsService(ctx));
