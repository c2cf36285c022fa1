import * as v from "valibot";
import { ROLES } from "../roles";
import { nameText, requiredText } from "./common";

export const USERNAME_REQUIRED = "Username è richiesto";
export const USERNAME_INVALID = "Username: solo lettere, numeri, punto, trattino e trattino basso";
export const FIRST_NAME_REQUIRED = "Nome è richiesto";
export const LAST_NAME_REQUIRED = "Cognome è richiesto";
export const ROLE_INVALID = "Ruolo non valido";
export const STYLIST_REQUIRED_FOR_ROLE = "Per un collaboratore scegli lo stilista";
export const STYLIST_INVALID = "Stilista non valido";
export const PASSWORD_REQUIRED = "Password è richiesta";
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `La password deve avere almeno ${PASSWORD_MIN} caratteri`;
export const PASSWORD_TOO_LONG = "Password troppo lunga";
export const CURRENT_PASSWORD_REQUIRED = "Password attuale è richiesta";
export const ACTIVE_INVALID = "Attivo deve essere vero o falso";

/** A new password: at least 8 characters (what the CLI has always asked), at most 500. */
export const newPasswordField = (required = PASSWORD_REQUIRED) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => s ?? ""),
    v.nonEmpty(required),
    v.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT),
    v.maxLength(500, PASSWORD_TOO_LONG),
  );

const roleField = v.pipe(v.optional(v.unknown(), null), v.picklist(ROLES, ROLE_INVALID));

/** null/missing/"" mean "no stylist"; "12" (a select's value) is 12. */
const stylistIdField = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((raw) => (raw === "" || raw === undefined ? null : typeof raw === "string" && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : raw)),
  v.check((n) => n === null || (typeof n === "number" && Number.isSafeInteger(n) && n > 0), STYLIST_INVALID),
  v.transform((n) => n as number | null),
);

// A stylist user must be linked to a stylist; other roles are linked to none (a link is dropped).
const stylistLinked = (u: { role?: unknown; stylistId?: unknown }) => u.role !== "stylist" || u.stylistId !== null;
const dropLink = <T extends { role: string; stylistId: number | null }>(u: T): T => (u.role === "stylist" ? u : { ...u, stylistId: null });

/** POST /api/users. Without `password` the server generates one and answers it once. */
export const UserCreateSchema = v.pipe(
  v.object(
    {
      username: v.pipe(requiredText(USERNAME_REQUIRED, 100), v.toLowerCase(), v.regex(/^[a-z0-9._-]+$/, USERNAME_INVALID)),
      firstName: nameText(FIRST_NAME_REQUIRED, 100),
      lastName: nameText(LAST_NAME_REQUIRED, 100),
      role: roleField,
      stylistId: stylistIdField,
      password: v.pipe(
        v.optional(v.nullable(v.string(PASSWORD_TOO_SHORT))),
        v.transform((s) => (s ? s : undefined)),
        v.optional(v.pipe(v.string(), v.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT), v.maxLength(500, PASSWORD_TOO_LONG))),
      ),
    },
    "Dati non validi",
  ),
  v.forward(v.partialCheck([["role"], ["stylistId"]], stylistLinked, STYLIST_REQUIRED_FOR_ROLE), ["stylistId"]),
  v.transform(dropLink),
);
export type UserCreateInput = v.InferOutput<typeof UserCreateSchema>;

/** PUT /api/users/{id}: the whole editable record (the username never changes). */
export const UserUpdateSchema = v.pipe(
  v.object(
    {
      firstName: nameText(FIRST_NAME_REQUIRED, 100),
      lastName: nameText(LAST_NAME_REQUIRED, 100),
      role: roleField,
      stylistId: stylistIdField,
      active: v.pipe(v.optional(v.unknown(), null), v.boolean(ACTIVE_INVALID)),
    },
    "Dati non validi",
  ),
  v.forward(v.partialCheck([["role"], ["stylistId"]], stylistLinked, STYLIST_REQUIRED_FOR_ROLE), ["stylistId"]),
  v.transform(dropLink),
);
export type UserUpdateInput = v.InferOutput<typeof UserUpdateSchema>;

/** POST /api/users/{id}/password: the owner sets a new password (the user's sessions end). */
export const UserPasswordSchema = v.object({ password: newPasswordField() }, "Dati non validi");
export type UserPasswordInput = v.InferOutput<typeof UserPasswordSchema>;

/** POST /api/auth/password: anyone changes their own; their other sessions end. */
export const OwnPasswordSchema = v.object(
  {
    currentPassword: v.pipe(
      v.optional(v.nullable(v.string(CURRENT_PASSWORD_REQUIRED)), ""),
      v.transform((s) => s ?? ""),
      v.nonEmpty(CURRENT_PASSWORD_REQUIRED),
      v.maxLength(500, PASSWORD_TOO_LONG),
    ),
    newPassword: newPasswordField(),
  },
  "Dati non validi",
);
export type OwnPasswordInput = v.InferOutput<typeof OwnPasswordSchema>;

// ---- Answers -------------------------------------------------------------------------------------

/** One user as GET/POST/PUT /api/users answer it: never a password or its hash. */
export const UserResponseSchema = v.object({
  id: v.number(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(ROLES),
  /** The stylist a `stylist` user works as; null for other roles. */
  stylistId: v.nullable(v.number()),
  /** The linked stylist's name, for the list. */
  stylistName: v.nullable(v.string()),
  active: v.boolean(),
  /** The last time any of the user's sessions was used (or signed in); null if never. */
  lastAccessAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type User = v.InferOutput<typeof UserResponseSchema>;

export const UserListSchema = v.array(UserResponseSchema);

/** POST /api/users: the user, plus `password` only when the server generated it (shown once). */
export const UserCreatedSchema = v.object({ ...UserResponseSchema.entries, password: v.optional(v.string()) });
export type UserCreated = v.InferOutput<typeof UserCreatedSchema>;

/** One signed-in device: GET /api/auth/sessions (own; the owner may pass ?userId= or ?all=1). */
export const SessionResponseSchema = v.object({
  id: v.number(),
  userId: v.number(),
  /** "Giulia Bianchi": whose session it is (the owner sees everyone's). */
  userName: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** Browser as it introduced itself at sign-in ("" if unknown). */
  userAgent: v.string(),
  /** Client address at sign-in ("" if unknown). */
  address: v.string(),
  /** The session this request is made with. */
  current: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionResponseSchema>;
export const SessionListSchema = v.array(SessionResponseSchema);
