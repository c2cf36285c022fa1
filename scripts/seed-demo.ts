/**
 * Fills the database with a believable Italian salon so a newcomer sees a living calendar at once.
 *
 *   bun run seed:demo              6 stylists, 25 services, 2,000 clients, ~12 months of appointments
 *   bun run seed:demo --if-empty   the same, but does nothing when there are clients already
 *   bun run seed:demo --reset      empties the salon's tables first (users and settings stay)
 *   bun run seed:demo --scale      8 stylists, 20,000 clients, 200,000 appointments (benchmarks)
 *
 * Uses DATABASE_PATH (default data/salone.db). Deterministic: the same day and flags give the same
 * data. Rows go in with prepared statements in one transaction (the --scale run takes seconds).
 * Appointments never overlap for a stylist and stay inside the stylist's hours (not across the
 * break) and the salon's opening hours, vacations and extraordinary days included.
 */
import { openDatabase, type Db } from "../db/client";
import { SLOT_MINUTES } from "../src/domain/availability";
import { normalizePhone } from "../src/domain/phone";
import { nextReminderDate } from "../src/domain/reminders";
import { addDays, compareDays, dayOfWeek, fromMinutes, todayIn, toMinutes, weekdayKey } from "../src/domain/time";
import {
  APPOINTMENT_NOTES,
  demoExtraordinaryDays,
  demoVacations,
  CLIENT_NOTES,
  DEMO_OPENING_HOURS,
  DEMO_SERVICES,
  DEMO_STYLISTS,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  hoursOf,
  LAST_NAMES,
  MALE_NAMES,
  MOBILE_PREFIXES,
  prng,
} from "./seed-demo-data";

export type SeedMode = "demo" | "scale";
export type SeedSummary = {
  stylists: number;
  services: number;
  clients: number;
  appointments: number;
  vacations: number;
  extraordinaryDays: number;
  reminders: number;
  firstDate: string;
  lastDate: string;
};

const SIZES = {
  demo: { stylists: 6, clients: 2_000, appointments: Infinity, pastDays: 270, futureDays: 95, reminders: 40 },
  scale: { stylists: 8, clients: 20_000, appointments: 200_000, pastDays: 20 * 366, futureDays: 90, reminders: 400 },
} as const;

const TABLES = [
  "reminder_messages",
  "recurring_reminders",
  "appointments",
  "stylist_vacations",
  "stylist_working_hours",
  "salon_extraordinary_days",
  "opening_hours",
  "clients",
  "services",
  "stylists",
];

export const hasClients = (db: Db) =>
  (db.$client.query("SELECT count(*) AS n FROM clients").get() as { n: number }).n > 0;

/** Empties the salon's tables (users, sessions and settings stay) and restarts their ids. */
export function clearSalon(db: Db) {
  db.$client.transaction(() => {
    for (const table of TABLES) db.$client.run(`DELETE FROM ${table}`);
    db.$client.run(`DELETE FROM sqlite_sequence WHERE name IN (${TABLES.map((t) => `'${t}'`).join(",")})`);
  }).immediate();
}

const stripAccents = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

export function seedDemo(db: Db, opts: { today: string; mode?: SeedMode; seed?: number }): SeedSummary {
  const mode = opts.mode ?? "demo";
  const size = SIZES[mode];
  const { today } = opts;
  const rnd = prng(opts.seed ?? 20_260_310);
  const sqlite = db.$client;
  const stylists = DEMO_STYLISTS.slice(0, size.stylists);

  const insertStylist = sqlite.prepare("INSERT INTO stylists (name, phone, email) VALUES (?, ?, ?) RETURNING id");
  const insertHours = sqlite.prepare(
    "INSERT INTO stylist_working_hours (stylist_id, day_of_week, is_working, start_time, end_time, break_start_time, break_end_time) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertOpening = sqlite.prepare(
    "INSERT OR REPLACE INTO opening_hours (day, open_time, close_time, is_open) VALUES (?, ?, ?, ?)",
  );
  const insertService = sqlite.prepare(
    "INSERT INTO services (name, duration, price, description) VALUES (?, ?, ?, ?) RETURNING id",
  );
  const insertClient = sqlite.prepare(
    "INSERT INTO clients (first_name, last_name, phone, email, notes, whatsapp_consent, whatsapp_consent_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertAppointment = sqlite.prepare(
    "INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time, notes) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertVacation = sqlite.prepare(
    "INSERT INTO stylist_vacations (stylist_id, start_date, end_date, is_active, reason, notes) VALUES (?, ?, ?, 1, ?, ?)",
  );
  const insertExtraordinary = sqlite.prepare(
    "INSERT OR REPLACE INTO salon_extraordinary_days (date, reason, is_closed, special_open_time, special_close_time, notes) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertReminder = sqlite.prepare(
    "INSERT INTO recurring_reminders (client_id, service_id, stylist_id, frequency, day_of_week, day_of_month, preferred_time, is_active, next_reminder_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );

  // A big page cache keeps a 200,000-row transaction from spilling into the WAL half-way; for
  // --scale the appointment indexes are dropped and rebuilt afterwards (one sort beats 200,000
  // B-tree inserts), from their own CREATE statements so schema changes are followed.
  sqlite.exec("PRAGMA cache_size = -262144");
  return sqlite
    .transaction((): SeedSummary => {
      const indexes =
        mode === "scale"
          ? (sqlite
              .query("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'appointments' AND sql IS NOT NULL")
              .all() as { name: string; sql: string }[])
          : [];
      for (const index of indexes) sqlite.run(`DROP INDEX "${index.name}"`);

      // --- the salon ------------------------------------------------------------------------
      const stylistIds = stylists.map((s) => (insertStylist.get(s.name, normalizePhone(s.phone), s.email) as { id: number }).id);
      stylists.forEach((s, i) => {
        for (let d = 0; d < 7; d++) insertHours.run(stylistIds[i]!, d, ...hoursOf(s.hours, d).map((v) => (typeof v === "boolean" ? Number(v) : v)));
      });
      for (const o of DEMO_OPENING_HOURS) insertOpening.run(o.day, o.openTime, o.closeTime, o.isOpen ? 1 : 0);
      const services = DEMO_SERVICES.map(([name, duration, price, weight, description]) => ({
        id: (insertService.get(name, duration, price, description) as { id: number }).id,
        duration,
        weight,
      }));
      const totalWeight = services.reduce((sum, s) => sum + s.weight, 0);
      const pickService = () => {
        let r = rnd.next() * totalWeight;
        for (const s of services) if ((r -= s.weight) < 0) return s;
        return services[0]!;
      };

      // --- clients: Italian names, mobile numbers (3xx + 7 digits, unique) ---------------------
      const phones = new Set<string>();
      const emails = new Set<string>();
      let lastClientId = 0;
      for (let i = 0; i < size.clients; i++) {
        const female = rnd.chance(0.72);
        const first = rnd.pick(female ? FEMALE_NAMES : MALE_NAMES);
        const last = rnd.pick(LAST_NAMES);
        let phone: string;
        do phone = rnd.pick(MOBILE_PREFIXES) + String(rnd.int(10_000_000)).padStart(7, "0");
        while (phones.has(phone));
        phones.add(phone);
        let email = "";
        if (rnd.chance(0.55)) {
          const local = stripAccents(`${first}.${last}`).toLowerCase().replace(/[^a-z.]/g, "");
          const domain = rnd.pick(EMAIL_DOMAINS);
          email = `${local}@${domain}`;
          for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
          emails.add(email);
        }
        const notes = rnd.chance(0.12) ? rnd.pick(CLIENT_NOTES) : "";
        // Four clients in five said yes to WhatsApp messages, on a day of the last year (decided
        // from the index, not the random stream, so the rest of the demo salon stays as it was).
        const consentAt = i % 5 === 4 ? null : `${addDays(today, -(1 + ((i * 37) % 360)))}T09:00:00.000Z`;
        lastClientId = Number(insertClient.run(first, last, normalizePhone(phone), email, notes, consentAt === null ? 0 : 1, consentAt).lastInsertRowid);
      }
      // AUTOINCREMENT ids inside one transaction are consecutive.
      const firstClientId = lastClientId - size.clients + 1;
      // A third of the clients are regulars and make up most of the book.
      const regulars = Math.max(1, Math.floor(size.clients * 0.3));
      const pickClient = () => firstClientId + (rnd.chance(0.7) ? rnd.int(regulars) : rnd.int(size.clients));

      // --- closures and absences ------------------------------------------------------------
      const todayYear = Number(today.slice(0, 4));
      const extraordinary = demoExtraordinaryDays(todayYear - Math.ceil(size.pastDays / 365) - 1, todayYear + 1, today);
      const away = demoVacations(today, stylists.length);
      const opening = new Map(DEMO_OPENING_HOURS.map((o) => [o.day, o]));

      // --- appointments, one stylist-day at a time: a cursor walks the free segments ----------
      let count = 0;
      const fillDay = (date: string, density: number) => {
        const weekday = dayOfWeek(date);
        const extra = extraordinary.get(date);
        const salon = opening.get(weekdayKey(weekday))!;
        if (extra ? extra.isClosed : !salon.isOpen) return;
        const open = toMinutes(extra?.open ?? salon.openTime);
        const close = toMinutes(extra?.close ?? salon.closeTime);
        stylists.forEach((s, i) => {
          if (count >= size.appointments) return;
          if (away.some((v) => v.stylist === i && compareDays(v.start, date) <= 0 && compareDays(date, v.end) <= 0)) return;
          const [working, start, end, breakStart, breakEnd] = hoursOf(s.hours, weekday);
          if (!working) return;
          const from = Math.max(open, toMinutes(start));
          const to = Math.min(close, toMinutes(end));
          const segments =
            breakStart && breakEnd
              ? [
                  [from, Math.min(to, toMinutes(breakStart))],
                  [Math.max(from, toMinutes(breakEnd)), to],
                ]
              : [[from, to]];
          for (const [segStart, segEnd] of segments as [number, number][]) {
            let cursor = segStart;
            while (cursor < segEnd && count < size.appointments) {
              if (!rnd.chance(density)) {
                cursor += SLOT_MINUTES;
                continue;
              }
              const service = pickService();
              let minutes = service.duration;
              if (rnd.chance(0.06)) minutes += minutes > 30 && rnd.chance(0.5) ? -15 : 15;
              if (cursor + minutes > segEnd) {
                cursor += SLOT_MINUTES;
                continue;
              }
              const notes = rnd.chance(0.04) ? rnd.pick(APPOINTMENT_NOTES) : "";
              insertAppointment.run(pickClient(), stylistIds[i]!, service.id, date, fromMinutes(cursor), fromMinutes(cursor + minutes), notes);
              count++;
              cursor += minutes + (rnd.chance(0.25) ? 15 : 0);
            }
          }
        });
      };
      // Busy in the past, filling up for the next days, sparse further ahead (yet to be booked).
      const densityAt = (offset: number) =>
        mode === "scale" ? 0.85 : offset <= 0 ? 0.6 : Math.max(0.06, 0.6 * Math.exp(-offset / 20));
      let firstDate = today;
      let lastDate = today;
      for (let offset = size.futureDays; offset >= -size.pastDays && count < size.appointments; offset--) {
        const date = addDays(today, offset);
        fillDay(date, densityAt(offset));
        if (compareDays(date, lastDate) > 0) lastDate = date;
        firstDate = date;
      }

      for (const index of indexes) sqlite.run(index.sql);
      // Every appointment is a one-item visit at its service's price, as migration 0007 made them.
      sqlite.run(
        `INSERT INTO appointment_items (appointment_id, position, service_id, service_name, stylist_id, date, start_time, end_time, processing_minutes, finishing_minutes, price_cents)
         SELECT a.id, 0, a.service_id, s.name, a.stylist_id, a.date, a.start_time, a.end_time, 0, 0, s.price
         FROM appointments a JOIN services s ON s.id = a.service_id
         WHERE NOT EXISTS (SELECT 1 FROM appointment_items i WHERE i.appointment_id = a.id)`,
      );

      let extraordinaryCount = 0;
      for (const e of extraordinary.values()) {
        if (compareDays(e.date, firstDate) < 0 || compareDays(e.date, addDays(lastDate, 60)) > 0) continue;
        insertExtraordinary.run(e.date, e.reason, e.isClosed ? 1 : 0, e.open, e.close, e.notes);
        extraordinaryCount++;
      }
      for (const v of away) insertVacation.run(stylistIds[v.stylist]!, v.start, v.end, v.reason, v.notes);

      // --- recurring reminders for regulars with the stylists who work on their day -------------
      const preferred = ["09:30", "10:00", "11:00", "15:00", "16:30", null];
      const reminderServices = services.filter((s) => s.weight >= 5);
      for (let r = 0; r < size.reminders; r++) {
        const stylist = rnd.int(stylists.length);
        const kind = stylists[stylist]!.hours;
        const frequency = rnd.pick(["weekly", "biweekly", "biweekly", "monthly", "monthly", "monthly"] as const);
        const workingDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => hoursOf(kind, d)[0]);
        const weekday = frequency === "monthly" ? null : rnd.pick(workingDays);
        const dayOfMonth = frequency === "monthly" ? 1 + rnd.int(28) : null;
        const next = nextReminderDate({ frequency, dayOfWeek: weekday, dayOfMonth, from: addDays(today, rnd.int(10)) });
        insertReminder.run(
          firstClientId + rnd.int(regulars),
          rnd.pick(reminderServices).id,
          stylistIds[stylist]!,
          frequency,
          weekday,
          dayOfMonth,
          rnd.pick(preferred),
          rnd.chance(0.9) ? 1 : 0,
          next,
        );
      }

      return {
        stylists: stylists.length,
        services: services.length,
        clients: size.clients,
        appointments: count,
        vacations: away.length,
        extraordinaryDays: extraordinaryCount,
        reminders: size.reminders,
        firstDate,
        lastDate,
      };
    })
    .immediate();
}

if (import.meta.main) {
  const flags = process.argv.slice(2);
  const known = new Set(["--if-empty", "--scale", "--reset"]);
  const unknown = flags.filter((f) => !known.has(f));
  if (unknown.length > 0) {
    console.error(`Opzione sconosciuta: ${unknown.join(" ")}\nUso: bun run seed:demo [--if-empty] [--reset] [--scale]`);
    process.exit(2);
  }
  const path = process.env.DATABASE_PATH || "data/salone.db";
  const db = openDatabase(path);
  if (hasClients(db)) {
    if (flags.includes("--if-empty")) {
      console.log(`${path} contiene già dei clienti: nessun dato demo aggiunto.`);
      process.exit(0);
    }
    if (!flags.includes("--reset")) {
      console.error(`${path} contiene già dei dati. Usa --reset per svuotarlo (utenti e impostazioni restano) o --if-empty.`);
      process.exit(1);
    }
    clearSalon(db);
  }
  const t0 = performance.now();
  const today = todayIn(process.env.SALON_TIMEZONE || "Europe/Rome", new Date());
  const s = seedDemo(db, { today, mode: flags.includes("--scale") ? "scale" : "demo" });
  db.$client.close();
  console.log(
    `Dati demo in ${path} (${Math.round(performance.now() - t0)} ms): ${s.stylists} stilisti, ${s.services} servizi, ` +
      `${s.clients.toLocaleString("it-IT")} clienti, ${s.appointments.toLocaleString("it-IT")} appuntamenti ` +
      `dal ${s.firstDate} al ${s.lastDate}, ${s.vacations} ferie, ${s.extraordinaryDays} giorni straordinari, ${s.reminders} promemoria.`,
  );
}
