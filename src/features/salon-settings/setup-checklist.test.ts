import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIRST_START_OPENING_HOURS } from "../../domain/availability";
import { createTestEnv } from "../../test/test-app";
import { CHECKLIST_INCOMPLETE } from "./service";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const doneSteps = (body: { steps: { key: string; done: boolean }[] }) => body.steps.filter((s) => s.done).map((s) => s.key);

test("each step ticks itself from the data, and the list can be hidden only once complete", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-setup-"));
  dirs.push(dir);
  const env = await createTestEnv({ env: { BACKUP_DIR: join(dir, "backups") } });
  const first = await env.json("GET", "/api/settings/setup");
  expect(first).toEqual({
    status: 200,
    body: {
      steps: ["hours", "services", "stylists", "users", "whatsapp", "onlineBooking", "backup"].map((key) => ({ key, done: false })),
      hidden: false,
    },
  });
  const hideEarly = await env.json("PUT", "/api/settings/setup", { hidden: true });
  expect(hideEarly).toMatchObject({ status: 409, body: { message: CHECKLIST_INCOMPLETE } });

  await env.json("POST", "/api/settings/hours", FIRST_START_OPENING_HOURS);
  const service = await env.json("POST", "/api/services", { name: "Taglio", duration: 45, price: 3500, description: "" });
  const stylist = await env.json("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  expect(doneSteps((await env.json("GET", "/api/settings/setup")).body)).toEqual(["hours", "services", "stylists"]);

  await env.json("POST", "/api/users", { username: "giulia", firstName: "Giulia", lastName: "Bianchi", role: "reception" });
  await env.json("PUT", "/api/settings/whatsapp", { accessToken: "EAAG-token", phoneNumberId: "106540352242922" });
  await env.json("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [service.body.id], stylistIds: [stylist.body.id] });
  expect(doneSteps((await env.json("GET", "/api/settings/setup")).body)).toEqual(["hours", "services", "stylists", "users", "whatsapp", "onlineBooking"]);

  expect((await env.json("POST", "/api/backups")).status).toBe(201);
  const complete = await env.json("GET", "/api/settings/setup");
  expect(complete.body.steps.every((s: { done: boolean }) => s.done)).toBe(true);
  expect(await env.json("PUT", "/api/settings/setup", { hidden: true })).toMatchObject({ status: 200, body: { hidden: true } });
  expect((await env.json("GET", "/api/settings/setup")).body.hidden).toBe(true);

  // An archived service no longer counts.
  await env.json("DELETE", `/api/services/${service.body.id}`);
  expect(doneSteps((await env.json("GET", "/api/settings/setup")).body)).not.toContain("services");
});

test("a bad body is a 400", async () => {
  const env = await createTestEnv();
  const res = await env.json("PUT", "/api/settings/setup", { hidden: "sì" });
  expect(res.status).toBe(400);
  expect(res.body.fields.hidden).toBe("Indica se nascondere la lista");
});
