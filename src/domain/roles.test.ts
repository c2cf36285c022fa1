import { describe, expect, test } from "bun:test";
import { can, canWriteAppointment, migratedRole, PERMISSIONS, ROLE_PERMISSIONS } from "./roles";

describe("can", () => {
  test("the owner holds every permission", () => {
    for (const permission of PERMISSIONS) expect(can("owner", permission)).toBe(true);
  });
  test.each([
    ["reception", "clients.update", true],
    ["reception", "clients.delete", false],
    ["reception", "reminders.write", true],
    ["reception", "vacations.write", true],
    ["reception", "services.write", false],
    ["reception", "hours.write", false],
    ["reception", "users.manage", false],
    ["reception", "activity.read", false],
    ["reception", "backups.manage", false],
    ["stylist", "calendar.read", true],
    ["stylist", "appointments.write", true],
    ["stylist", "clients.create", true],
    ["stylist", "clients.update", false],
    ["stylist", "reminders.read", false],
    ["stylist", "dashboard.read", false],
    ["admin", "signed-in", false],
    [null, "signed-in", false],
  ] as const)("%p may %s: %p", (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });
  test("a stylist's permissions are a subset of reception's, but for the colour record she writes at the chair", () => {
    for (const p of ROLE_PERMISSIONS.stylist) if (p !== "formulas.write") expect(ROLE_PERMISSIONS.reception.has(p)).toBe(true);
    expect(can("stylist", "formulas.write")).toBe(true);
    expect(can("reception", "formulas.write")).toBe(false);
    expect(can("reception", "formulas.read")).toBe(true);
  });
});

describe("canWriteAppointment", () => {
  const marco = { role: "stylist", stylistId: 2 };
  test.each([
    ["owner, anyone's", { role: "owner", stylistId: null }, { stylistId: 1 }, { stylistId: 3 }, true],
    ["reception, anyone's", { role: "reception", stylistId: null }, { stylistId: 1 }, { stylistId: 3 }, true],
    ["stylist creates their own", marco, null, { stylistId: 2 }, true],
    ["stylist creates a colleague's", marco, null, { stylistId: 1 }, false],
    ["stylist moves their own within their column", marco, { stylistId: 2 }, { stylistId: 2 }, true],
    ["stylist moves their own onto a colleague", marco, { stylistId: 2 }, { stylistId: 1 }, false],
    ["stylist moves a colleague's onto themselves", marco, { stylistId: 1 }, { stylistId: 2 }, false],
    ["stylist cancels their own", marco, { stylistId: 2 }, null, true],
    ["stylist cancels a colleague's", marco, { stylistId: 1 }, null, false],
    ["stylist linked to nobody", { role: "stylist", stylistId: null }, null, { stylistId: 2 }, false],
    ["unknown role", { role: "staff", stylistId: null }, null, { stylistId: 2 }, false],
  ] as const)("%s → %p", (_, user, before, after, expected) => {
    expect(canWriteAppointment(user, before, after)).toBe(expected);
  });
});

test.each([
  ["admin", "owner"],
  ["staff", "reception"],
  ["owner", "owner"],
  ["stylist", "stylist"],
  ["qualcosa", "reception"],
])("the old role %p becomes %p", (old, role) => {
  expect(migratedRole(old)).toBe(role as never);
});
