// Nothing public ever reveals another client's name, phone, email, notes or appointments: every
// public answer (successes and errors) is walked against the salon's other clients' data.
import { expect, test } from "bun:test";
import { appointments } from "../../../db/schema";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv } from "../../test/test-app";

const THURSDAY = "2026-03-12";

/** Keys a public answer may carry, anywhere in it. */
const ALLOWED_KEYS = new Set([
  // The salon's own business phone (Informazioni Salone) is meant to be public.
  "salonName", "salonAddress", "salonPhone", "dailyLimitReached", "clientNotified", "services", "stylists", "firstDate", "lastDate", "windowDays", "slotStepMinutes",
  "minNoticeMinutes", "cancelLimitHours", "requireApproval", "id", "name", "duration", "price", "firstName",
  "days", "date", "slots", "startTime", "stylistIds", "token", "endTime", "serviceName", "serviceNames", "stylistName", "status",
  "canCancel", "cancelUntil", "cancelUntilDate", "cancelUntilTime", "message", "code", "fields", "retryAfterSeconds",
  // field names in a 400's `fields`
  "serviceId", "stylistId", "lastName", "phone", "whatsappConsent", "notes", "to", "from",
]);

function walk(value: unknown, path: string, visit: (path: string, key: string | null, value: unknown) => void) {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, visit));
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      visit(`${path}.${key}`, key, inner);
      walk(inner, `${path}.${key}`, visit);
    }
  } else visit(path, null, value);
}

test("every public answer is free of other clients' personal data and appointments", async () => {
  const env = await createTestEnv();
  const b = seedBasics(env.app.ctx.db);
  await env.json("PUT", `/api/stylists/${b.giulia}`, { name: "Giulia Ferraris" });
  await enableOnline(env, b);
  // Other clients' appointments on the day being booked, with notes.
  const db = env.app.ctx.db;
  const other = [
    db.insert(appointments).values({ clientId: b.maria, stylistId: b.giulia, serviceId: b.colore, date: THURSDAY, startTime: "11:00", endTime: "12:30", notes: "Nota riservata di Maria" }).returning().get(),
    db.insert(appointments).values({ clientId: b.luca, stylistId: b.marco, serviceId: b.taglio, date: THURSDAY, startTime: "10:00", endTime: "10:45", notes: "Paga con buono regalo" }).returning().get(),
  ];
  const secrets = ["Maria", "Rossi", "Luca", "Bianchi", "3331234567", "333 123", "3479876543", "347 987", "maria.rossi@example.it", "Allergica", "Nota riservata", "buono regalo", "Ferraris"];

  const answers: { label: string; status: number; body: unknown }[] = [];
  const call = async (label: string, method: string, path: string, body?: unknown, peer = "203.0.113.5") => {
    const res = await publicCall(env, method, path, body, peer);
    answers.push({ label, status: res.status, body: res.body });
    return res;
  };

  await call("info", "GET", "/api/public/booking");
  await call("availability, any stylist", "GET", `/api/public/availability?serviceId=${b.taglio}&from=${THURSDAY}&to=${THURSDAY}`);
  await call("availability, Giulia", "GET", `/api/public/availability?serviceId=${b.colore}&stylistId=${b.giulia}&from=2026-03-10&to=2026-04-09`);
  await call("availability, 400", "GET", `/api/public/availability?serviceId=${b.taglio}&from=${THURSDAY}&to=2026-05-01`);
  // A new client on Maria's phone: booked for Maria, and nothing of Maria is said back.
  const created = await call("booking on a known phone", "POST", "/api/public/bookings", bookingBody(b, { phone: "333 123 4567", firstName: "Anna", lastName: "Neri", startTime: "09:00" }));
  expect(created.status).toBe(201);
  await call("booking, 409 on Luca's time", "POST", "/api/public/bookings", bookingBody(b, { stylistId: b.marco, startTime: "10:00", phone: "3400000001" }));
  await call("booking, 409 on Maria's time", "POST", "/api/public/bookings", bookingBody(b, { stylistId: b.giulia, startTime: "11:30", phone: "3400000002" }));
  await call("booking, 400", "POST", "/api/public/bookings", bookingBody(b, { phone: "12", lastName: "" }));
  await call("booking, honeypot", "POST", "/api/public/bookings", bookingBody(b, { website: "x" }));
  for (let i = 0; i < 3; i++) await call("booking, same phone", "POST", "/api/public/bookings", bookingBody(b, { phone: "3401112222", startTime: `1${4 + i}:00` }), `203.0.113.${10 + i}`);
  await call("booking, phone limit", "POST", "/api/public/bookings", bookingBody(b, { phone: "3401112222", startTime: "17:00" }), "203.0.113.20");
  await call("manage link", "GET", `/api/public/bookings/${created.body.token}`);
  await call("manage link, unknown", "GET", `/api/public/bookings/${"B".repeat(43)}`);
  await call("manage link, another appointment's id", "GET", `/api/public/bookings/${other[0]!.id}`);
  await call("cancel", "DELETE", `/api/public/bookings/${created.body.token}`);
  await call("cancel again", "DELETE", `/api/public/bookings/${created.body.token}`);
  await call("cancel, unknown", "DELETE", `/api/public/bookings/${"C".repeat(43)}`);
  for (let i = 0; i < 61; i++) await call("rate limited", "GET", "/api/public/booking", undefined, "203.0.113.99");

  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 201, 400, 404, 409, 429]));
  const leaks: string[] = [];
  for (const { label, body } of answers) {
    walk(body, label, (path, key, value) => {
      if (key !== null && !ALLOWED_KEYS.has(key)) leaks.push(`${path}: key ${key}`);
      if (typeof value === "string" && secrets.some((s) => value.includes(s))) leaks.push(`${path}: ${value}`);
      // An "id" is only ever a service's or a stylist's.
      if (key === "id" && !/\.(services|stylists)\[\d+\]\.id$/.test(path)) leaks.push(`${path}: id`);
    });
    const text = JSON.stringify(body);
    for (const a of other) if (text.includes(`"${a.id}"`) || text.includes(a.notes)) leaks.push(`${label}: appointment ${a.id}`);
  }
  expect(leaks).toEqual([]);
});
