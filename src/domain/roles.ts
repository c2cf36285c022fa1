/**
 * Who may do what: the three staff roles and the permissions each one holds. Shared by the server
 * (the global gate refuses a route whose permission the role lacks) and the web (which hides or
 * disables what the role cannot do). Pure data and functions: no I/O.
 */
export const ROLES = ["owner", "reception", "stylist"] as const;
export type Role = (typeof ROLES)[number];

/** What a salon user reads for each role. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Titolare",
  reception: "Reception",
  stylist: "Collaboratore",
};

export const FORBIDDEN_MESSAGE = "Non hai i permessi per questa operazione";
export const FORBIDDEN_CODE = "forbidden";

export const PERMISSIONS = [
  /** Any signed-in user: own profile, own password and sessions, live events, client error reports. */
  "signed-in",
  /** The calendar: appointments (all stylists), suggestions, an appointment's history. */
  "calendar.read",
  /** Create, edit, move, cancel appointments; a stylist only their own stylist's (checked on the data). */
  "appointments.write",
  /** What the calendar and the booking form need to read: services, stylists, working and opening hours, vacations, extraordinary days. */
  "catalog.read",
  "clients.read",
  "clients.create",
  "clients.update",
  "clients.delete",
  "reminders.read",
  "reminders.write",
  "vacations.write",
  "extraordinary-days.write",
  /** The dashboard's figures. */
  "dashboard.read",
  /** WhatsApp status and the salon's settings, read only. */
  "settings.read",
  /** The salon's own settings: what WhatsApp sends to clients before each appointment. */
  "settings.write",
  "services.write",
  "stylists.write",
  /** Stylists' working hours and the salon's opening hours. */
  "hours.write",
  /** Whether clients book online, and what they may book (the "Prenotazioni online" settings). */
  "online-booking.manage",
  "backups.manage",
  "users.manage",
  /** Everyone's sessions (own sessions need only "signed-in"). */
  "sessions.manage",
  "activity.read",
  /** La cassa: each visit's "Pagato"/"Da incassare" state, which the calendar shows to everyone. */
  "sales.state",
  /** La cassa: documents, a client's balance, the day's closing, products and their stock. */
  "sales.read",
  /** Take payments (sales, balances), void one's own sale, close the day, keep products and stock. */
  "sales.write",
  /** The owner's: refunds, reopening a closed day (cost prices are shown to the owner only). */
  "sales.manage",
  /** Statistiche: every report and its CSV, and the complete exports (the owner's). */
  "reports.read",
  /** Today's takings: the day's report and the dashboard's "Incassi di oggi" (the desk). */
  "reports.today",
  /** The colour record (formulas and photos of visit items): everyone who sees clients reads it. */
  "formulas.read",
  /** Write formulas and photos; a stylist only on her own items (checked on the data). */
  "formulas.write",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const RECEPTION: readonly Permission[] = [
  "signed-in",
  "calendar.read",
  "appointments.write",
  "catalog.read",
  "clients.read",
  "clients.create",
  "clients.update",
  "reminders.read",
  "reminders.write",
  "vacations.write",
  "extraordinary-days.write",
  "dashboard.read",
  "settings.read",
  "sales.state",
  "sales.read",
  "sales.write",
  "reports.today",
  "formulas.read",
];

// A stylist reads the whole calendar and what it needs to book, may add a client to book their own
// appointment, and nothing else.
const STYLIST: readonly Permission[] = [
  "signed-in",
  "calendar.read",
  "appointments.write",
  "catalog.read",
  "clients.read",
  "clients.create",
  "sales.state",
  "formulas.read",
  "formulas.write",
];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  reception: new Set(RECEPTION),
  stylist: new Set(STYLIST),
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** Whether a role holds a permission; an unknown role holds none. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].has(permission);
}

/** The user an appointment rule needs: role and, for a stylist, the stylist they work as. */
export type Actor = { role: string; stylistId: number | null };

/**
 * Whether a user may write an appointment. A stylist may only create, edit, move or cancel
 * appointments of their own stylist, and may not move one of theirs onto a colleague: both the
 * stored row (`before`, absent on create) and the result (`after`, absent on delete) must be theirs.
 */
export function canWriteAppointment(
  user: Actor,
  before: { stylistId: number } | null | undefined,
  after: { stylistId: number } | null | undefined,
): boolean {
  if (!can(user.role, "appointments.write")) return false;
  if (user.role !== "stylist") return true;
  if (user.stylistId === null) return false;
  return [before, after].every((row) => row == null || row.stylistId === user.stylistId);
}

/**
 * How the data migration maps the roles before this model: `admin` ran the salon (owner); `staff`
 * worked the front desk with every screen but user management, the closest is reception.
 */
export function migratedRole(old: string): Role {
  if (old === "admin" || old === "owner") return "owner";
  if (isRole(old)) return old;
  return "reception";
}
