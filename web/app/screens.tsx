import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Permission, Role } from "../../src/domain/roles";
import { NAV } from "./nav";

/** Each signed-in route's screen, and who may open it (the sidebar's rule for the same path). */
export type Screen = {
  path: string;
  element: LazyExoticComponent<ComponentType> | ComponentType;
  permission: Permission;
  only?: Role;
};

/** A screen in its own chunk; `preload()` starts its download before it is rendered. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => Object.assign(lazy(load), { preload: load });

const DashboardPage = lazyScreen(() => import("../features/dashboard/dashboard-page"));

const ELEMENTS: Record<string, ReturnType<typeof lazyScreen>> = {
  "/my-agenda": lazyScreen(() => import("../features/calendar/my-agenda-page")),
  "/dashboard": DashboardPage,
  "/calendar": lazyScreen(() => import("../features/calendar/calendar-page")),
  "/clients": lazyScreen(() => import("../features/clients/clients-page")),
  "/services": lazyScreen(() => import("../features/services/services-page")),
  "/stylists": lazyScreen(() => import("../features/stylists/stylists-page")),
  "/stylist-hours": lazyScreen(() => import("../features/stylist-hours/stylist-hours-page")),
  "/stylist-vacations": lazyScreen(() => import("../features/vacations/vacations-page")),
  "/salon-extraordinary-days": lazyScreen(() => import("../features/extraordinary-days/extraordinary-days-page")),
  "/recurring-reminders": lazyScreen(() => import("../features/reminders/reminders-page")),
  "/settings": lazyScreen(() => import("../features/settings/settings-page")),
  "/users": lazyScreen(() => import("../features/users/users-page")),
  "/statistiche": lazyScreen(() => import("../features/statistics/statistics-page")),
  "/activity": lazyScreen(() => import("../features/activity/activity-page")),
  "/profile": lazyScreen(() => import("../features/profile/profile-page")),
  "/cassa": lazyScreen(() => import("../features/cassa/cassa-page")),
};

/** Screens reached from another screen, not from the sidebar (the section stays highlighted). */
const SUB_SCREENS: Screen[] = [
  { path: "/cassa/nuova", element: lazyScreen(() => import("../features/cassa/sale-page")), permission: "sales.write" },
  { path: "/cassa/documenti/:id", element: lazyScreen(() => import("../features/cassa/document-page")), permission: "sales.read" },
  { path: "/cassa/chiusura/:date", element: lazyScreen(() => import("../features/cassa/closing-page")), permission: "sales.read" },
];

/** "/" is the role's home (see the router); every other screen is a sidebar section or a sub-screen. */
export const SCREENS: Screen[] = [
  ...NAV.map(({ path, permission, only }) => {
    const element = ELEMENTS[path];
    if (!element) throw new Error(`Nessuna schermata per ${path}`);
    return { path, element, permission, only };
  }),
  ...SUB_SCREENS,
];

/** Starts downloading the code of the screen at `path` (nothing for a path that is no screen). */
export function preloadScreen(path: string) {
  ELEMENTS[path]?.preload().catch(() => undefined);
}
