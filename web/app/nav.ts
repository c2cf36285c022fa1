import { can, type Permission, type Role } from "../../src/domain/roles";

/** `permission`: the one the screen needs (roles.ts decides who holds it); `only`: a screen for one role. */
export type NavItem = { path: string; label: string; title: string; icon: IconName; permission: Permission; only?: Role };
export type IconName =
  | "dashboard"
  | "calendar"
  | "clients"
  | "services"
  | "stylists"
  | "hours"
  | "vacations"
  | "days"
  | "reminders"
  | "settings"
  | "agenda"
  | "users"
  | "activity"
  | "profile"
  | "till"
  | "statistics"
  | "products";

// The salon's set-up screens (services, staff, working hours) are read by whoever reads the
// settings, owner and reception; a collaborator's booking form reads the catalog without them.
/** The sidebar in the product's order (the shared layout's sections), then the staff screens. `title` is the page heading. */
export const NAV: NavItem[] = [
  { path: "/my-agenda", label: "La mia agenda", title: "La mia agenda", icon: "agenda", permission: "calendar.read", only: "stylist" },
  { path: "/dashboard", label: "Dashboard", title: "Dashboard", icon: "dashboard", permission: "dashboard.read" },
  { path: "/calendar", label: "Appuntamenti", title: "Appuntamenti", icon: "calendar", permission: "calendar.read" },
  { path: "/clients", label: "Clienti", title: "Clienti", icon: "clients", permission: "clients.read" },
  { path: "/cassa", label: "Cassa", title: "Cassa", icon: "till", permission: "sales.write" },
  { path: "/services", label: "Servizi", title: "Servizi", icon: "services", permission: "settings.read" },
  { path: "/products", label: "Prodotti", title: "Prodotti", icon: "products", permission: "sales.read" },
  { path: "/stylists", label: "Stilisti", title: "Staff", icon: "stylists", permission: "settings.read" },
  { path: "/stylist-hours", label: "Orari di Lavoro", title: "Orari di Lavoro", icon: "hours", permission: "settings.read" },
  { path: "/stylist-vacations", label: "Ferie Stilisti", title: "Ferie Stilisti", icon: "vacations", permission: "vacations.write" },
  { path: "/salon-extraordinary-days", label: "Giorni Straordinari", title: "Giorni Straordinari", icon: "days", permission: "extraordinary-days.write" },
  { path: "/recurring-reminders", label: "Promemoria", title: "Promemoria", icon: "reminders", permission: "reminders.read" },
  { path: "/settings", label: "Impostazioni", title: "Impostazioni", icon: "settings", permission: "settings.read" },
  { path: "/users", label: "Utenti", title: "Utenti", icon: "users", permission: "users.manage" },
  // The owner's reports; reception opens it for today's takings only.
  { path: "/statistiche", label: "Statistiche", title: "Statistiche", icon: "statistics", permission: "reports.today" },
  { path: "/activity", label: "Registro attività", title: "Registro attività", icon: "activity", permission: "activity.read" },
  { path: "/profile", label: "Il mio profilo", title: "Il mio profilo", icon: "profile", permission: "signed-in" },
];

/** Whether a role may open the screen: its permission, and its role when the screen is for one role only. */
export const mayOpen = (item: Pick<NavItem, "permission" | "only">, role: string | undefined) =>
  can(role, item.permission) && (item.only === undefined || item.only === role);

/** The sections a role can open, in sidebar order. */
export const navFor = (role: string | undefined) => NAV.filter((item) => mayOpen(item, role));

/** Highlighted when the path equals or starts with the item's route; "/" is the dashboard. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.path === "/dashboard" && pathname === "/") return true;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export const currentSection = (pathname: string) => NAV.find((item) => isActive(item, pathname));
