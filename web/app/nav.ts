export type NavItem = { path: string; label: string; title: string; icon: IconName };
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
  | "settings";

/** The sidebar in its fixed order. `title` is the page heading. */
export const NAV: NavItem[] = [
  { path: "/dashboard", label: "Dashboard", title: "Dashboard", icon: "dashboard" },
  { path: "/calendar", label: "Appuntamenti", title: "Appuntamenti", icon: "calendar" },
  { path: "/clients", label: "Clienti", title: "Clienti", icon: "clients" },
  { path: "/services", label: "Servizi", title: "Servizi", icon: "services" },
  { path: "/stylists", label: "Stilisti", title: "Staff", icon: "stylists" },
  { path: "/stylist-hours", label: "Orari di Lavoro", title: "Orari di Lavoro", icon: "hours" },
  { path: "/stylist-vacations", label: "Ferie Stilisti", title: "Ferie Stilisti", icon: "vacations" },
  { path: "/salon-extraordinary-days", label: "Giorni Straordinari", title: "Giorni Straordinari", icon: "days" },
  { path: "/recurring-reminders", label: "Promemoria", title: "Promemoria", icon: "reminders" },
  { path: "/settings", label: "Impostazioni", title: "Impostazioni", icon: "settings" },
];

/** Highlighted when the path equals or starts with the item's route; "/" is the dashboard. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.path === "/dashboard" && pathname === "/") return true;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export const currentSection = (pathname: string) => NAV.find((item) => isActive(item, pathname));
