import { describe, expect, test } from "bun:test";
import { FORBIDDEN_MESSAGE, type Role } from "../domain/roles";
import { signInAs, type StaffSession } from "../test/staff";
import { createTestEnv, type TestEnv } from "../test/test-app";
import { permissionFor, PUBLIC, ROUTE_PERMISSIONS, undeclaredRoutes } from "./permissions";

const ALL: Role[] = ["owner", "reception", "stylist"];
const DESK: Role[] = ["owner", "reception"];
const OWNER: Role[] = ["owner"];

/**
 * Who may call each /api route, written from the roles' job descriptions (not derived from the
 * permission table, which this checks): the owner everything; reception the calendar, clients
 * (not deletion), reminders, vacations and extraordinary days, reading the rest; a stylist the
 * calendar, reading clients and adding one, and nothing else. "public" needs no session.
 */
const EXPECTED: Record<string, Role[] | "public"> = {
  "GET /api/health": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/whatsapp/webhook": "public",
  "POST /api/whatsapp/webhook": "public",
  "GET /api/public/booking": "public",
  "GET /api/public/availability": "public",
  "POST /api/public/bookings": "public",
  "GET /api/public/bookings/:token": "public",
  "DELETE /api/public/bookings/:token": "public",
  "GET /api/auth/user": ALL,
  "POST /api/auth/password": ALL,
  "GET /api/auth/sessions": ALL,
  "DELETE /api/auth/sessions/:id": ALL,
  "GET /api/live": ALL,
  "POST /api/client-errors": ALL,
  "GET /api/appointments": ALL,
  "GET /api/appointments/suggested": ALL,
  "GET /api/availability/free-slots": ALL,
  "GET /api/appointments/conflicts": ALL,
  "GET /api/appointments/pending": ALL,
  "GET /api/appointments/:id/free-stylists": ALL,
  "GET /api/appointments/:id": ALL,
  "GET /api/appointments/:id/history": ALL,
  "GET /api/appointments/:id/messages": ALL,
  "POST /api/appointments": ALL,
  "PUT /api/appointments/:id": ALL,
  "PUT /api/appointments/:id/status": ALL,
  "DELETE /api/appointments/:id": ALL,
  "POST /api/appointments/:id/client-message/seen": ALL,
  "GET /api/clients": ALL,
  "GET /api/clients/:id/summary": ALL,
  "GET /api/clients/:id": ALL,
  "GET /api/clients/duplicates": ALL,
  "POST /api/clients": ALL,
  "PUT /api/clients/:id": DESK,
  "DELETE /api/clients/:id": OWNER,
  "POST /api/clients/:id/merge": DESK,
  "POST /api/clients/:id/consents": DESK,
  "GET /api/clients/:id/export": OWNER,
  "GET /api/clients/:id/export.html": OWNER,
  "GET /api/privacy/erasure-due": OWNER,
  "GET /api/privacy/marketing-lapsed": ALL,
  "GET /api/settings/privacy": ALL,
  "PUT /api/settings/privacy": OWNER,
  "GET /api/public/privacy": "public",
  "POST /api/clients/import": DESK,
  "GET /api/services": ALL,
  "POST /api/services": OWNER,
  "PUT /api/services/:id": OWNER,
  "DELETE /api/services/:id": OWNER,
  "GET /api/stylists": ALL,
  "POST /api/stylists": OWNER,
  "PUT /api/stylists/:id": OWNER,
  "DELETE /api/stylists/:id": OWNER,
  "GET /api/stylists/working-hours": ALL,
  "POST /api/stylists/working-hours": OWNER,
  "GET /api/settings/hours": ALL,
  "POST /api/settings/hours": OWNER,
  "GET /api/settings/quick-services": ALL,
  "PUT /api/settings/quick-services": OWNER,
  "GET /api/settings/online-booking": OWNER,
  "PUT /api/settings/online-booking": OWNER,
  "GET /api/stylists/vacations": ALL,
  "POST /api/stylists/vacations": DESK,
  "DELETE /api/stylists/vacations/:id": DESK,
  "GET /api/salon-extraordinary-days": ALL,
  "POST /api/salon-extraordinary-days": DESK,
  "PUT /api/salon-extraordinary-days/:id": DESK,
  "DELETE /api/salon-extraordinary-days/:id": DESK,
  "GET /api/recurring-reminders": DESK,
  "POST /api/recurring-reminders": DESK,
  "PUT /api/recurring-reminders/:id": DESK,
  "DELETE /api/recurring-reminders/:id": DESK,
  "POST /api/recurring-reminders/service/trigger": DESK,
  "GET /api/settings/appointment-reminders": OWNER,
  "PUT /api/settings/appointment-reminders": OWNER,
  "POST /api/appointment-reminders/trigger": OWNER,
  "GET /api/settings/salon": ALL,
  "PUT /api/settings/salon": OWNER,
  "GET /api/settings/whatsapp": OWNER,
  "PUT /api/settings/whatsapp": OWNER,
  "POST /api/settings/whatsapp/test": OWNER,
  "GET /api/settings/setup": OWNER,
  "PUT /api/settings/setup": OWNER,
  "GET /api/dashboard/stats": DESK,
  "GET /api/dashboard/to-confirm": DESK,
  "GET /api/online-booking/today": DESK,
  "GET /api/whatsapp/status": DESK,
  "GET /api/backups/latest": OWNER,
  "POST /api/backups": OWNER,
  "GET /api/users": OWNER,
  "POST /api/users": OWNER,
  "PUT /api/users/:id": OWNER,
  "POST /api/users/:id/password": OWNER,
  "GET /api/activity": OWNER,
  "GET /api/sales/visit-states": ALL,
  "GET /api/sales": DESK,
  "GET /api/sales/:id": DESK,
  "GET /api/sales/balances": DESK,
  "GET /api/sales/balances/:clientId": DESK,
  "PUT /api/sales/:id": DESK,
  "PATCH /api/sales/:id": DESK,
  "DELETE /api/sales/:id": DESK,
  "POST /api/sales": DESK,
  "POST /api/sales/:id/void": DESK,
  "POST /api/sales/:id/payments": DESK,
  "POST /api/sales/:id/send-receipt": DESK,
  "GET /api/sales/:id/receipt-messages": DESK,
  "POST /api/sales/:id/refunds": OWNER,
  "GET /api/cash-closings/:date": DESK,
  "POST /api/cash-closings": DESK,
  "DELETE /api/cash-closings/:date": OWNER,
  "GET /api/products": DESK,
  "GET /api/products/:id": DESK,
  "GET /api/products/:id/movements": DESK,
  "POST /api/products": DESK,
  "PUT /api/products/:id": DESK,
  "DELETE /api/products/:id": DESK,
  "POST /api/products/:id/movements": DESK,
  // Reception passes the gate for takings, then only for today (src/features/reports tests the dates).
  "GET /api/reports/takings": DESK,
  "GET /api/reports/agenda": OWNER,
  "GET /api/reports/clients": OWNER,
  "GET /api/reports/takings.csv": OWNER,
  "GET /api/reports/agenda.csv": OWNER,
  "GET /api/reports/clients.csv": OWNER,
  "GET /api/exports/clients.csv": OWNER,
  "GET /api/exports/visits.csv": OWNER,
  "GET /api/exports/sales.csv": OWNER,
  "GET /api/settings/fiscal-printer": OWNER,
  "PUT /api/settings/fiscal-printer": OWNER,
  "POST /api/settings/fiscal-printer/test": OWNER,
  "GET /api/settings/fiscal-printer/status": OWNER,
  "GET /api/fiscal-agents": OWNER,
  "POST /api/fiscal-agents": OWNER,
  "DELETE /api/fiscal-agents/:id": OWNER,
  "POST /api/sales/:id/fiscal/retry": DESK,
  "GET /api/fiscal-agent/config": "public",
  "POST /api/fiscal-agent/claim": "public",
  "POST /api/fiscal-agent/jobs/:id/result": "public",
  "GET /api/appointments/:id/items/:itemId/formula": ALL,
  "PUT /api/appointments/:id/items/:itemId/formula": ["owner", "stylist"],
  "GET /api/appointments/:id/items/:itemId/photos": ALL,
  "POST /api/appointments/:id/items/:itemId/photos": ["owner", "stylist"],
  "GET /api/appointments/:id/items/:itemId/photos/:photoId": ALL,
  "DELETE /api/appointments/:id/items/:itemId/photos/:photoId": ["owner", "stylist"],
  "GET /api/clients/:id/formulas": ALL,
};

// A parameter no row has: an allowed call ends in 400/404, never touching another test's data.
const fill = (path: string) => path.replace(/:(\w+)/g, "999999");
const bodyFor = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

function registered(env: TestEnv) {
  return env.app.routes
    .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*" && r.method !== "ALL")
    .map((r) => ({ method: r.method === "WS" ? "GET" : r.method, path: r.path }))
    .map((r) => ({ ...r, key: `${r.method} ${r.path}` }));
}

describe("the role matrix", () => {
  test("every registered /api route is declared, both in the permission table and in this test", async () => {
    const env = await createTestEnv();
    const keys = registered(env).map((r) => r.key).sort();
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(ROUTE_PERMISSIONS).sort()).toEqual(keys);
    expect(undeclaredRoutes(env.app.routes)).toEqual([]);
  });

  test("a route without a declared permission stops the app from being built", () => {
    expect(undeclaredRoutes([{ method: "GET", path: "/api/nuova" }, { method: "GET", path: "/api/health" }])).toEqual(["GET /api/nuova"]);
  });

  test("every route × anonymous, owner, reception and stylist: 401, 403 with the Italian message, or through", async () => {
    const env = await createTestEnv();
    const stylist = await env.json("POST", "/api/stylists", { name: "Giulia" });
    const sessions: Record<Role, StaffSession> = {
      owner: await signInAs(env, "owner"),
      reception: await signInAs(env, "reception"),
      stylist: await signInAs(env, "stylist", { stylistId: stylist.body.id }),
    };
    const seen: string[] = [];
    for (const { method, path, key } of registered(env).filter((r) => r.path !== "/api/live")) {
      const expected = EXPECTED[key]!;
      const url = fill(path);
      const anonymous = await env.anonymous(method, url, bodyFor(method));
      if (expected === "public") {
        // Public routes answer on their own terms (the webhook checks its token), never the gate's.
        const text = await anonymous.text();
        expect({ key, gate: text.includes("Accesso richiesto") || text.includes(FORBIDDEN_MESSAGE) }).toEqual({ key, gate: false });
        continue;
      }
      expect({ key, role: "anonymous", status: anonymous.status }).toEqual({ key, role: "anonymous", status: 401 });
      for (const role of ALL) {
        const res = await sessions[role].call(method, url, bodyFor(method));
        const allowed = expected.includes(role);
        if (allowed) {
          expect({ key, role, refused: res.status === 401 || res.status === 403 || res.status >= 500 }).toEqual({ key, role, refused: false });
        } else {
          expect({ key, role, status: res.status }).toEqual({ key, role, status: 403 });
          expect(await res.json()).toEqual({ message: FORBIDDEN_MESSAGE, code: "forbidden" });
        }
        seen.push(`${key} ${role}`);
      }
    }
    expect(seen.length).toBe((Object.values(EXPECTED).filter((v) => v !== "public").length - 1) * 3);
    // Three sign-ins (argon2) and four calls per route: seconds on a loaded two-core machine.
  }, 30_000);

  test("the live socket's upgrade needs a session but no other permission", () => {
    expect(permissionFor("GET", "/api/live")).toBe("signed-in");
  });
});

describe("permissionFor", () => {
  test.each([
    ["GET", "/api/appointments/suggested", "calendar.read"],
    ["GET", "/api/appointments/12", "calendar.read"],
    ["GET", "/api/appointments/12/history", "calendar.read"],
    ["PUT", "/api/appointments/12", "appointments.write"],
    ["PUT", "/api/appointments/12/status", "appointments.write"],
    ["DELETE", "/api/clients/3", "clients.delete"],
    ["GET", "/api/stylists/vacations", "catalog.read"],
    ["DELETE", "/api/stylists/vacations/4", "vacations.write"],
    ["PUT", "/api/stylists/4", "stylists.write"],
    ["HEAD", "/api/services", "catalog.read"],
    ["POST", "/api/auth/login", PUBLIC],
    ["GET", "/api/non-esiste", undefined],
    ["PATCH", "/api/services/1", undefined],
  ])("%s %s needs %p", (method, path, permission) => {
    expect(permissionFor(method, path)).toBe(permission as never);
  });
});
