import { DomainError } from "../domain/errors";
import { FORBIDDEN_CODE, FORBIDDEN_MESSAGE, type Permission } from "../domain/roles";

/** Reachable without a session (the WhatsApp webhook is checked by its own token and signature). */
export const PUBLIC = "public";

/**
 * The one place that says which permission each /api route needs, keyed by `METHOD pattern`
 * exactly as the route is registered. The global gate in app.ts refuses a signed-in user whose role
 * lacks it (403), and createApp refuses to start when a registered /api route is missing here, so
 * a new route cannot ship without a declared permission. Handlers make no role checks of their own;
 * the only data-dependent rule (a stylist writes only their own stylist's appointments) is applied
 * by the appointments service, which has the stored row.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission | typeof PUBLIC> = {
  "GET /api/health": PUBLIC,
  "POST /api/auth/login": PUBLIC,
  "POST /api/auth/logout": PUBLIC,
  "GET /api/whatsapp/webhook": PUBLIC,
  "POST /api/whatsapp/webhook": PUBLIC,
  // The public booking page: no session; each route answers 404 while online booking is off.
  "GET /api/public/booking": PUBLIC,
  "GET /api/public/availability": PUBLIC,
  "POST /api/public/bookings": PUBLIC,
  "GET /api/public/bookings/:token": PUBLIC,
  "DELETE /api/public/bookings/:token": PUBLIC,

  "GET /api/auth/user": "signed-in",
  "POST /api/auth/password": "signed-in",
  // Own sessions; the service asks for "sessions.manage" before showing or ending someone else's.
  "GET /api/auth/sessions": "signed-in",
  "DELETE /api/auth/sessions/:id": "signed-in",
  "GET /api/live": "signed-in",
  "POST /api/client-errors": "signed-in",

  "GET /api/appointments": "calendar.read",
  "GET /api/appointments/suggested": "calendar.read",
  "GET /api/availability/free-slots": "calendar.read",
  "GET /api/appointments/conflicts": "calendar.read",
  "GET /api/appointments/pending": "calendar.read",
  "GET /api/appointments/:id/free-stylists": "calendar.read",
  "GET /api/appointments/:id": "calendar.read",
  "GET /api/appointments/:id/history": "calendar.read",
  "GET /api/appointments/:id/messages": "calendar.read",
  "POST /api/appointments": "appointments.write",
  "PUT /api/appointments/:id": "appointments.write",
  // Confermato, Arrivato, Annullato…: a write like a move; a stylist only on their own (service check).
  "PUT /api/appointments/:id/status": "appointments.write",
  "DELETE /api/appointments/:id": "appointments.write",
  // Whoever sees a client's WhatsApp message on the calendar may mark it read (no stylist check:
  // it changes nothing of the booking).
  "POST /api/appointments/:id/client-message/seen": "appointments.write",

  "GET /api/clients": "clients.read",
  "GET /api/clients/:id/summary": "clients.read",
  "GET /api/clients/:id": "clients.read",
  "GET /api/clients/duplicates": "clients.read",
  "POST /api/clients": "clients.create",
  "PUT /api/clients/:id": "clients.update",
  "DELETE /api/clients/:id": "clients.delete",
  // A merge loses no data (history moves, empty fields are filled): who may edit clients may merge them.
  "POST /api/clients/:id/merge": "clients.update",
  // Reception records consents at the desk; only the owner exports a client's file or sees who is due for erasure.
  "POST /api/clients/:id/consents": "clients.update",
  "GET /api/clients/:id/export": "clients.delete",
  "GET /api/clients/:id/export.html": "clients.delete",
  "GET /api/privacy/erasure-due": "clients.delete",
  // Whoever sees the client list sees whose marketing consent lapsed (her card says so already).
  "GET /api/privacy/marketing-lapsed": "clients.read",
  "GET /api/settings/privacy": "signed-in",
  "PUT /api/settings/privacy": "settings.write",
  "GET /api/public/privacy": PUBLIC,
  // Importing creates and merges clients in bulk: whoever may edit clients (owner, reception).
  "POST /api/clients/import": "clients.update",

  "GET /api/services": "catalog.read",
  "POST /api/services": "services.write",
  "PUT /api/services/:id": "services.write",
  "DELETE /api/services/:id": "services.write",

  "GET /api/stylists": "catalog.read",
  "POST /api/stylists": "stylists.write",
  "PUT /api/stylists/:id": "stylists.write",
  "DELETE /api/stylists/:id": "stylists.write",

  "GET /api/stylists/working-hours": "catalog.read",
  "POST /api/stylists/working-hours": "hours.write",
  "GET /api/settings/hours": "catalog.read",
  "POST /api/settings/hours": "hours.write",
  // The booking dialog's quick-service buttons: everyone who books reads them, the owner chooses them.
  "GET /api/settings/quick-services": "catalog.read",
  "PUT /api/settings/quick-services": "services.write",
  "GET /api/settings/online-booking": "online-booking.manage",
  "PUT /api/settings/online-booking": "online-booking.manage",

  "GET /api/stylists/vacations": "catalog.read",
  "POST /api/stylists/vacations": "vacations.write",
  "DELETE /api/stylists/vacations/:id": "vacations.write",

  "GET /api/salon-extraordinary-days": "catalog.read",
  "POST /api/salon-extraordinary-days": "extraordinary-days.write",
  "PUT /api/salon-extraordinary-days/:id": "extraordinary-days.write",
  "DELETE /api/salon-extraordinary-days/:id": "extraordinary-days.write",

  "GET /api/recurring-reminders": "reminders.read",
  "POST /api/recurring-reminders": "reminders.write",
  "PUT /api/recurring-reminders/:id": "reminders.write",
  "DELETE /api/recurring-reminders/:id": "reminders.write",
  "POST /api/recurring-reminders/service/trigger": "reminders.write",
  // What goes to every client before each appointment, and sending it now: the owner's call.
  "GET /api/settings/appointment-reminders": "settings.write",
  "PUT /api/settings/appointment-reminders": "settings.write",
  "POST /api/appointment-reminders/trigger": "settings.write",

  // The salon's name, address, phone, email and VAT number: every role reads them, the owner edits.
  "GET /api/settings/salon": "signed-in",
  "PUT /api/settings/salon": "settings.write",
  // WhatsApp credentials (never returned, only whether each is set) and the test message; the set-up checklist.
  "GET /api/settings/whatsapp": "settings.write",
  "PUT /api/settings/whatsapp": "settings.write",
  "POST /api/settings/whatsapp/test": "settings.write",
  "GET /api/settings/setup": "settings.write",
  "PUT /api/settings/setup": "settings.write",

  "GET /api/dashboard/stats": "dashboard.read",
  "GET /api/dashboard/to-confirm": "dashboard.read",
  "GET /api/online-booking/today": "dashboard.read",
  "GET /api/whatsapp/status": "settings.read",

  "GET /api/backups/latest": "backups.manage",
  "POST /api/backups": "backups.manage",

  "GET /api/users": "users.manage",
  "POST /api/users": "users.manage",
  "PUT /api/users/:id": "users.manage",
  "POST /api/users/:id/password": "users.manage",

  "GET /api/activity": "activity.read",

  // La cassa. Everyone sees whether a visit is paid; the desk takes payments and closes the day;
  // refunds and reopening a day are the owner's. A void is also limited to the owner or the
  // sale's own operator (service check). Documents are immutable: PUT/PATCH/DELETE answer 405.
  "GET /api/sales/visit-states": "sales.state",
  "GET /api/sales": "sales.read",
  "GET /api/sales/:id": "sales.read",
  "GET /api/sales/balances": "sales.read",
  "GET /api/sales/balances/:clientId": "sales.read",
  "PUT /api/sales/:id": "sales.read",
  "PATCH /api/sales/:id": "sales.read",
  "DELETE /api/sales/:id": "sales.read",
  "POST /api/sales": "sales.write",
  "POST /api/sales/:id/void": "sales.write",
  "POST /api/sales/:id/payments": "sales.write",
  "POST /api/sales/:id/send-receipt": "sales.write",
  "GET /api/sales/:id/receipt-messages": "sales.read",
  "POST /api/sales/:id/refunds": "sales.manage",
  "GET /api/cash-closings/:date": "sales.read",
  "POST /api/cash-closings": "sales.write",
  "DELETE /api/cash-closings/:date": "sales.manage",
  // Products: the desk keeps the shelf; only the owner's answers carry the cost price.
  "GET /api/products": "sales.read",
  "GET /api/products/:id": "sales.read",
  "GET /api/products/:id/movements": "sales.read",
  "POST /api/products": "sales.write",
  "PUT /api/products/:id": "sales.write",
  "DELETE /api/products/:id": "sales.write",
  "POST /api/products/:id/movements": "sales.write",

  // Statistiche: the owner's; the desk reads today's takings only (the handler checks the dates).
  "GET /api/reports/takings": "reports.today",
  "GET /api/reports/agenda": "reports.read",
  "GET /api/reports/clients": "reports.read",
  "GET /api/reports/takings.csv": "reports.read",
  "GET /api/reports/agenda.csv": "reports.read",
  "GET /api/reports/clients.csv": "reports.read",
  "GET /api/exports/clients.csv": "reports.read",
  "GET /api/exports/visits.csv": "reports.read",
  "GET /api/exports/sales.csv": "reports.read",
  // The fiscal printer (RT): the owner sets it up and creates the agents; whoever sells may ask
  // to print a document again ("Riprova"). The agents' own calls carry their token, checked by
  // the fiscal routes (no session: an agent token opens nothing else).
  "GET /api/settings/fiscal-printer": "settings.write",
  "PUT /api/settings/fiscal-printer": "settings.write",
  "POST /api/settings/fiscal-printer/test": "settings.write",
  "GET /api/settings/fiscal-printer/status": "settings.write",
  "GET /api/fiscal-agents": "settings.write",
  "POST /api/fiscal-agents": "settings.write",
  "DELETE /api/fiscal-agents/:id": "settings.write",
  "POST /api/sales/:id/fiscal/retry": "sales.write",
  "GET /api/fiscal-agent/config": PUBLIC,
  "POST /api/fiscal-agent/claim": PUBLIC,
  "POST /api/fiscal-agent/jobs/:id/result": PUBLIC,
  // The colour record: whoever sees clients reads formulas and photos; the owner and the stylists
  // write them, a stylist only on her own items (service check). Reception reads only.
  "GET /api/appointments/:id/items/:itemId/formula": "formulas.read",
  "PUT /api/appointments/:id/items/:itemId/formula": "formulas.write",
  "GET /api/appointments/:id/items/:itemId/photos": "formulas.read",
  "POST /api/appointments/:id/items/:itemId/photos": "formulas.write",
  "GET /api/appointments/:id/items/:itemId/photos/:photoId": "formulas.read",
  "DELETE /api/appointments/:id/items/:itemId/photos/:photoId": "formulas.write",
  "GET /api/clients/:id/formulas": "formulas.read",
};

export const forbidden = () => new DomainError("forbidden", FORBIDDEN_MESSAGE, FORBIDDEN_CODE);

type Compiled = { method: string; pattern: RegExp; permission: Permission | typeof PUBLIC; static: boolean };

const compile = (table: Record<string, Permission | typeof PUBLIC>): Compiled[] =>
  Object.entries(table)
    .map(([key, permission]) => {
      const [method, path] = key.split(" ") as [string, string];
      const source = path.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/");
      return { method, pattern: new RegExp(`^${source}/?$`), permission, static: !path.includes(":") };
    })
    // A static path wins over a pattern that also matches it (/api/appointments/suggested vs :id).
    .sort((a, b) => Number(b.static) - Number(a.static));

const compiled = compile(ROUTE_PERMISSIONS);

/** The permission a request needs, or undefined for a path no route serves (the router answers 404). */
export function permissionFor(method: string, pathname: string): Permission | typeof PUBLIC | undefined {
  const m = method === "HEAD" ? "GET" : method;
  return compiled.find((c) => c.method === m && c.pattern.test(pathname))?.permission;
}

/** Registered /api routes (as app.routes lists them) that ROUTE_PERMISSIONS does not declare. */
export function undeclaredRoutes(routes: readonly { method: string; path: string }[]): string[] {
  return routes
    .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*" && r.method !== "ALL")
    .map((r) => `${r.method === "WS" ? "GET" : r.method} ${r.path}`)
    .filter((key) => !(key in ROUTE_PERMISSIONS));
}
