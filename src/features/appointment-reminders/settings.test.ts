import { expect, test } from "bun:test";
import {
  APPOINTMENT_REMINDER_DEFAULTS,
  LANGUAGE_INVALID,
  LEAD_HOURS_INVALID,
  QUIET_BOTH,
  QUIET_SAME,
  QUIET_TIME_INVALID,
  TEMPLATE_INVALID,
} from "../../domain/schemas/appointment-reminders";
import { signInAs } from "../../test/staff";
import { createTestEnv } from "../../test/test-app";

const PATH = "/api/settings/appointment-reminders";
const VALID = { ...APPOINTMENT_REMINDER_DEFAULTS };

test("before any save the defaults; a save is kept, normalised and in the activity trail", async () => {
  const env = await createTestEnv();
  const defaults = await env.json("GET", PATH);
  expect(defaults.status).toBe(200);
  expect(defaults.body).toMatchObject({ enabled: true, leadHours: 24, template: "promemoria_appuntamento", language: "it", quietStart: "21:00", quietEnd: "08:00" });
  const saved = await env.json("PUT", PATH, { ...VALID, leadHours: 48, quietStart: "09:30:00", quietEnd: "13:00", template: " promemoria_v2 " });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ leadHours: 48, quietStart: "09:30", quietEnd: "13:00", template: "promemoria_v2" });
  expect((await env.json("GET", PATH)).body).toEqual(saved.body);
  expect((await env.json("PUT", PATH, { ...VALID, quietStart: null, quietEnd: null })).body).toMatchObject({ quietStart: null, quietEnd: null });
  const activity = await env.json<any>("GET", "/api/activity?entity=settings");
  const entries = Array.isArray(activity.body) ? activity.body : (activity.body.entries ?? activity.body.items);
  expect(entries.map((e: any) => e.summary)).toContain("Promemoria appuntamenti");
});

test.each<[string, Record<string, unknown>, string, string]>([
  ["a lead of 1 hour", { leadHours: 1 }, "leadHours", LEAD_HOURS_INVALID],
  ["a lead of 73 hours", { leadHours: 73 }, "leadHours", LEAD_HOURS_INVALID],
  ["a fractional lead", { leadHours: 24.5 }, "leadHours", LEAD_HOURS_INVALID],
  ["a lead as text", { leadHours: "24" }, "leadHours", LEAD_HOURS_INVALID],
  ["a template with spaces", { template: "Promemoria appuntamento" }, "template", TEMPLATE_INVALID],
  ["an empty cancellation template", { cancellationTemplate: "" }, "cancellationTemplate", TEMPLATE_INVALID],
  ["a language that is not a code", { language: "italiano" }, "language", LANGUAGE_INVALID],
  ["an impossible quiet start", { quietStart: "25:00" }, "quietStart", QUIET_TIME_INVALID],
  ["a quiet start without an end", { quietEnd: null }, "quietEnd", QUIET_BOTH],
  ["a quiet end without a start", { quietStart: null }, "quietEnd", QUIET_BOTH],
  ["quiet hours that start and end together", { quietStart: "08:00", quietEnd: "08:00" }, "quietEnd", QUIET_SAME],
  ["no enabled flag", { enabled: undefined }, "enabled", "Indica se i promemoria sono attivi"],
])("%s is refused with a 400 in Italian and nothing is saved", async (_label, patch, field, message) => {
  const env = await createTestEnv();
  const r = await env.json<{ message: string; code: string; fields: Record<string, string> }>("PUT", PATH, { ...VALID, ...patch });
  expect(r.status).toBe(400);
  expect(r.body.fields[field]).toBe(message);
  expect(r.body.message).toMatch(/[a-zà-ù]/);
  expect((await env.json("GET", PATH)).body).toEqual(VALID);
});

test("only the owner reads or changes them, or runs the check", async () => {
  const env = await createTestEnv();
  const stylist = await env.json("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  for (const role of ["reception", "stylist"] as const) {
    const staff = await signInAs(env, role, { stylistId: role === "stylist" ? stylist.body.id : undefined });
    expect((await staff.json("GET", PATH)).status).toBe(403);
    expect((await staff.json("PUT", PATH, VALID)).status).toBe(403);
    expect((await staff.json("POST", "/api/appointment-reminders/trigger")).status).toBe(403);
  }
});
