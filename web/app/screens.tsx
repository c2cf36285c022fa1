import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Each signed-in route's screen; each a lazy-loaded page (its own chunk). */
export type Screen = { path: string; element: LazyExoticComponent<ComponentType> | ComponentType };

export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const DashboardPage = lazyScreen(() => import("../features/dashboard/dashboard-page"));

export const SCREENS: Screen[] = [
  { path: "/", element: DashboardPage },
  { path: "/dashboard", element: DashboardPage },
  { path: "/calendar", element: lazyScreen(() => import("../features/calendar/calendar-page")) },
  { path: "/clients", element: lazyScreen(() => import("../features/clients/clients-page")) },
  { path: "/services", element: lazyScreen(() => import("../features/services/services-page")) },
  { path: "/stylists", element: lazyScreen(() => import("../features/stylists/stylists-page")) },
  { path: "/stylist-hours", element: lazyScreen(() => import("../features/stylist-hours/stylist-hours-page")) },
  { path: "/stylist-vacations", element: lazyScreen(() => import("../features/vacations/vacations-page")) },
  { path: "/salon-extraordinary-days", element: lazyScreen(() => import("../features/extraordinary-days/extraordinary-days-page")) },
  { path: "/recurring-reminders", element: lazyScreen(() => import("../features/reminders/reminders-page")) },
  { path: "/settings", element: lazyScreen(() => import("../features/settings/settings-page")) },
];
