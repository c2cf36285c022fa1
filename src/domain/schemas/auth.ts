import * as v from "valibot";
import { ROLES } from "../roles";
import { requiredText } from "./common";

export const LoginSchema = v.object({
  username: requiredText("Username è richiesto", 100),
  password: v.pipe(
    v.optional(v.nullable(v.string("Password è richiesta")), ""),
    v.transform((s) => s ?? ""),
    v.nonEmpty("Password è richiesta"),
    v.maxLength(500, "Password troppo lunga"),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** A signed-in user as answers show it: never the password hash. */
export const PublicUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(ROLES),
  /** The stylist a `stylist` user works as ("La mia agenda"); null for other roles. */
  stylistId: v.nullable(v.number()),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** GET /api/auth/user: the user, plus the salon's time zone the screens compute "today" in. */
export const CurrentUserSchema = v.object({ ...PublicUserSchema.entries, salonTimeZone: v.string() });
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

/** POST /api/auth/login: the token is also in the body for API clients (Authorization: Bearer). */
export const LoginResponseSchema = v.object({ user: PublicUserSchema, token: v.string() });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
