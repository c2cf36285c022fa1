import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { PlaceholderPage } from "./pages/placeholder-page";

/** Each signed-in route's screen; features replace their placeholder with a lazy-loaded page. */
export type Screen = { path: string; element: LazyExoticComponent<ComponentType> | ComponentType };

const placeholder = (title: string, description: string) => () => (
  <PlaceholderPage title={title} description={description} />
);

export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const DashboardPage = lazyScreen(() => import("../features/dashboard/dashboard-page"));

export const SCREENS: Screen[] = [
  { path: "/", element: DashboardPage },
  { path: "/dashboard", element: DashboardPage },
  { path: "/calendar", element: lazyScreen(() => import("../features/calendar/calendar-page")) },
  { path: "/clients", element: placeholder("Clienti", "Le schede dei clienti con il loro storico.") },
  { path: "/services", element: placeholder("Servizi", "I servizi del salone con durata e prezzo.") },
  { path: "/stylists", element: placeholder("Staff", "I collaboratori del salone.") },
  { path: "/stylist-hours", element: placeholder("Orari di Lavoro", "Gli orari settimanali di ogni collaboratore.") },
  { path: "/stylist-vacations", element: placeholder("Ferie Stilisti", "Ferie, malattie e permessi dei collaboratori.") },
  { path: "/salon-extraordinary-days", element: placeholder("Giorni Straordinari", "Festività, chiusure e aperture straordinarie.") },
  { path: "/recurring-reminders", element: placeholder("Promemoria", "I promemoria ricorrenti inviati su WhatsApp.") },
  { path: "/settings", element: placeholder("Impostazioni", "Orari del salone e stato dei messaggi WhatsApp.") },
];
