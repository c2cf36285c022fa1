/**
 * The fifth-year database of scripts/bench-years.ts: a busy 8-chair salon after five years.
 *
 * Normal: 25,000 clients, ~100,000 appointments from five years back to two months ahead, 250,000
 * activity entries, 3,000 recurring reminders, 300 extraordinary days, 350 absences and tens of
 * thousands of message-log rows. `dense`: the same salon with short services and full books
 * (~230,000 appointments, 500,000 activity entries).
 *
 * The data keeps the app's rules: no two appointments of a stylist overlap, none falls on a
 * closed day, a special-hours day outside its hours, an absence, a day off or a break, and every
 * working day has valid hours. Written through the app's own migrations (openDatabase), with
 * prepared statements in large transactions.
 */
import { openDatabase } from "../db/client";
import { addDays, compareDays, dayOfWeek, fromMinutes } from "../src/domain/time";

export type YearsShape = { dense: boolean; today: string };
export type YearsSummary = Record<string, number>;

const FIRST = ["Giulia", "Francesca", "Chiara", "Sara", "Martina", "Valentina", "Federica", "Elena", "Alessia", "Silvia", "Laura", "Paola",
  "Roberta", "Anna", "Marta", "Elisa", "Ilaria", "Cristina", "Simona", "Monica", "Marco", "Luca", "Andrea", "Matteo", "Davide", "Nicolò",
  "Lucía", "Noemi", "Beatrice", "Aurora", "Giorgia", "Camilla", "Greta", "Irene", "Serena", "Barbara", "Daniela", "Stefania", "Lorenza", "Teresa"];
const LAST = ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti",
  "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi",
  "Caruso", "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "D'Angelo",
  "Marchetti", "Parisi", "Villa", "Conte", "Ferraro", "Ferri", "Fabbri", "Bianco", "Marini", "Grasso", "Valentini", "Messina"];
const STYLISTS = ["Alessandra", "Beatrice", "Carla", "Debora", "Emma", "Fabiola", "Gaia", "Helena"];
// [name, minutes, cents]: the normal salon's menu, and the dense one's quick services.
const SERVICES: [string, number, number][] = [
  ["Taglio donna", 45, 3500], ["Piega", 30, 2000], ["Colore", 90, 5500], ["Meches", 120, 8000], ["Taglio uomo", 30, 2000],
  ["Trattamento", 45, 3000], ["Taglio e piega", 60, 4500], ["Frangia", 15, 800],
];
const DENSE_MENU = [7, 7, 1, 7, 4, 7, 7, 1]; // indexes into SERVICES: mostly 15-30 minutes
const NORMAL_MENU = [1, 4, 7, 0, 1, 4, 5, 6, 1, 4, 2, 1];
const ABSENCES = ["Ferie", "Ferie", "Ferie", "Malattia", "Permesso"];

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/** Builds the database at `path` (which must not exist yet) and says what it holds. */
export function buildYearsDb(path: string, shape: YearsShape): YearsSummary {
  const db = openDatabase(path);
  const sqlite = db.$client;
  sqlite.exec("PRAGMA synchronous = OFF");
  const rand = rng(shape.dense ? 2026 : 5);
  const first = addDays(shape.today, -5 * 365);
  const last = addDays(shape.today, 61);
  const count: YearsSummary = {};
  const add = (table: string, n = 1) => (count[table] = (count[table] ?? 0) + n);
  const ts = (day: string, minutes = 9 * 60) => `${day}T${fromMinutes(minutes)}:00.000Z`;

  const days: string[] = [];
  for (let d = first; compareDays(d, last) <= 0; d = addDays(d, 1)) days.push(d);

  sqlite.transaction(() => {
    // Opening hours: Monday-Saturday 09:00-19:00, Sunday closed.
    const opening = sqlite.prepare("INSERT OR REPLACE INTO opening_hours (day, open_time, close_time, is_open) VALUES (?, ?, ?, ?)");
    for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]) {
      opening.run(day, "09:00", "19:00", day === "sunday" ? 0 : 1);
    }
    const stylist = sqlite.prepare("INSERT INTO stylists (name, phone, email) VALUES (?, ?, ?)");
    const hours = sqlite.prepare(
      "INSERT INTO stylist_working_hours (stylist_id, day_of_week, is_working, start_time, end_time, break_start_time, break_end_time) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    STYLISTS.forEach((name, i) => {
      stylist.run(name, `33${String(10000000 + i)}`, "");
      const late = i % 2 === 1;
      for (let dow = 0; dow < 7; dow++) {
        // Sunday off for all; in the normal salon each stylist has one more weekday off.
        const off = dow === 0 || (!shape.dense && dow === 1 + (i % 6));
        hours.run(i + 1, dow, off ? 0 : 1, late ? "10:00" : "09:00", late ? "19:00" : "18:00", off ? null : late ? "14:00" : "13:00", off ? null : late ? "15:00" : "14:00");
      }
    });
    add("stylists", STYLISTS.length);
    const service = sqlite.prepare("INSERT INTO services (name, duration, price, description) VALUES (?, ?, ?, '')");
    for (const [name, minutes, cents] of SERVICES) service.run(name, minutes, cents);
    add("services", SERVICES.length);
  })();

  // Extraordinary days: 300 distinct open weekdays, three in four closed, the rest 10:00-16:00.
  const extraordinary = new Map<string, { closed: boolean }>();
  const openDays = days.filter((d) => dayOfWeek(d) !== 0);
  while (extraordinary.size < 300) extraordinary.set(openDays[rand(openDays.length)]!, { closed: rand(4) !== 0 });
  // Absences: 350 in all, none overlapping another of the same stylist.
  const absent = new Map<string, string>(); // `${stylist}|${day}` -> reason
  const absences: [number, string, string, string][] = [];
  for (let n = 0; absences.length < 350; n++) {
    const s = 1 + (n % STYLISTS.length);
    const start = days[rand(days.length - 8)]!;
    const end = addDays(start, rand(7));
    let free = true;
    for (let d = start; compareDays(d, end) <= 0; d = addDays(d, 1)) if (absent.has(`${s}|${d}`)) free = false;
    if (!free) continue;
    const reason = ABSENCES[rand(ABSENCES.length)]!;
    for (let d = start; compareDays(d, end) <= 0; d = addDays(d, 1)) absent.set(`${s}|${d}`, reason);
    absences.push([s, start, end, reason]);
  }

  sqlite.transaction(() => {
    const ext = sqlite.prepare(
      "INSERT INTO salon_extraordinary_days (date, reason, is_closed, special_open_time, special_close_time, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const [date, e] of extraordinary) {
      ext.run(date, e.closed ? "Chiuso per festività" : "Orario ridotto", e.closed ? 1 : 0, e.closed ? null : "10:00", e.closed ? null : "16:00", ts(addDays(date, -20)), ts(addDays(date, -20)));
    }
    add("salon_extraordinary_days", extraordinary.size);
    const vac = sqlite.prepare("INSERT INTO stylist_vacations (stylist_id, start_date, end_date, is_active, reason, created_at) VALUES (?, ?, ?, 1, ?, ?)");
    for (const [s, start, end, reason] of absences) vac.run(s, start, end, reason, ts(addDays(start, -10)));
    add("stylist_vacations", absences.length);

    const client = sqlite.prepare(
      "INSERT INTO clients (first_name, last_name, phone, email, notes, whatsapp_consent, whatsapp_consent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    for (let i = 0; i < 25_000; i++) {
      const firstName = FIRST[rand(FIRST.length)]!;
      const lastName = LAST[rand(LAST.length)]!;
      const consent = rand(10) < 6;
      const since = ts(days[rand(days.length - 61)]!);
      client.run(
        firstName,
        lastName,
        `3${String(100_000_000 + i * 31 + rand(31)).padStart(9, "0")}`,
        rand(3) === 0 ? `${firstName}.${lastName}${i}@esempio.it`.toLowerCase().replace(/[^a-z0-9.@]/g, "") : "",
        rand(4) === 0 ? "Preferisce la mattina. Colore 6.3, ossigeno 20 vol." : "",
        consent ? 1 : 0,
        consent ? since : null,
        since,
        since,
      );
    }
    add("clients", 25_000);
  })();

  // Appointments: each stylist's working day filled from its start, quarter by quarter.
  const appointment = sqlite.prepare(
    "INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time, status, status_changed_at, cancelled_by, source, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id",
  );
  const message = sqlite.prepare(
    "INSERT INTO appointment_messages (appointment_id, kind, slot, status, attempts, sent_at, delivered_at, created_at, updated_at) VALUES (?, 'reminder', ?, ?, 1, ?, ?, ?, ?)",
  );
  const activity = sqlite.prepare(
    "INSERT INTO activity (at, user_id, actor_name, action, entity, entity_id, summary, changes) VALUES (?, 1, ?, ?, ?, ?, ?, ?)",
  );
  const menu = shape.dense ? DENSE_MENU : NORMAL_MENU;
  const bookRate = shape.dense ? 97 : 92;
  const activityPerAppointment = shape.dense ? 2.2 : 2.5;
  let activityDebt = 0;
  const workingHours = sqlite
    .query<{ stylist_id: number; day_of_week: number; is_working: number; start_time: string; end_time: string; break_start_time: string | null; break_end_time: string | null }, []>(
      "SELECT stylist_id, day_of_week, is_working, start_time, end_time, break_start_time, break_end_time FROM stylist_working_hours",
    )
    .all();
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  for (let from = 0; from < days.length; from += 60) {
    sqlite.transaction(() => {
      for (const date of days.slice(from, from + 60)) {
        const dow = dayOfWeek(date);
        const ext = extraordinary.get(date);
        if (dow === 0 || ext?.closed) continue;
        const past = compareDays(date, shape.today) < 0;
        for (let s = 1; s <= STYLISTS.length; s++) {
          if (absent.has(`${s}|${date}`)) continue;
          const wh = workingHours.find((w) => w.stylist_id === s && w.day_of_week === dow)!;
          if (!wh.is_working) continue;
          const open = ext ? 10 * 60 : 9 * 60;
          const close = ext ? 16 * 60 : 19 * 60;
          let cursor = Math.max(open, toMin(wh.start_time));
          const end = Math.min(close, toMin(wh.end_time));
          const pause = [toMin(wh.break_start_time!), toMin(wh.break_end_time!)] as const;
          while (cursor < end) {
            if (cursor >= pause[0] && cursor < pause[1]) cursor = pause[1];
            const serviceIndex = menu[rand(menu.length)]!;
            const minutes = SERVICES[serviceIndex]![1];
            const stop = cursor + minutes;
            if (stop > end) break;
            if (cursor < pause[0] && stop > pause[0]) {
              cursor = pause[1];
              continue;
            }
            if (rand(100) >= bookRate) {
              cursor += 15;
              continue;
            }
            const roll = rand(100);
            const status = past
              ? roll < 86 ? "completed" : roll < 89 ? "no_show" : roll < 96 ? "cancelled" : "completed"
              : roll < 75 ? "booked" : roll < 93 ? "confirmed" : "cancelled";
            const created = ts(addDays(date, -1 - rand(30)), 8 * 60 + rand(600));
            const changed = status === "booked" ? null : ts(date, cursor);
            const row = appointment.get(
              1 + rand(25_000), s, serviceIndex + 1, date, fromMinutes(cursor), fromMinutes(stop), status, changed,
              status === "cancelled" ? (rand(2) ? "client" : "staff") : null, rand(10) === 0 ? "online" : "staff", created, changed ?? created,
            ) as { id: number };
            add("appointments");
            if (past && rand(5) < 2) {
              message.run(row.id, `${date} ${fromMinutes(cursor)}`, rand(4) === 0 ? "read" : "delivered", ts(addDays(date, -1)), ts(addDays(date, -1), 10 * 60), ts(addDays(date, -1)), ts(addDays(date, -1)));
              add("appointment_messages");
            }
            for (activityDebt += activityPerAppointment; activityDebt >= 1; activityDebt--) {
              const action = ["created", "updated", "updated", "deleted"][rand(4)]!;
              activity.run(
                ts(addDays(date, -rand(20)), 8 * 60 + rand(660)),
                "Giulia Bianchi",
                action,
                rand(8) === 0 ? "client" : "appointment",
                row.id,
                `Appuntamento del ${date.slice(8, 10)}/${date.slice(5, 7)} alle ${fromMinutes(cursor)}`,
                action === "updated" ? `{"startTime":["${fromMinutes(cursor)}","${fromMinutes(cursor + 15)}"]}` : "{}",
              );
              add("activity");
            }
            cursor = stop;
          }
        }
      }
    })();
  }

  // Recurring reminders due over the next two months, with their message log.
  sqlite.transaction(() => {
    const reminder = sqlite.prepare(
      "INSERT INTO recurring_reminders (client_id, service_id, stylist_id, frequency, day_of_week, day_of_month, preferred_time, is_active, next_reminder_date) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)",
    );
    const sent = sqlite.prepare(
      "INSERT INTO reminder_messages (reminder_id, occurrence_date, status, attempts, sent_at, created_at, updated_at) VALUES (?, ?, 'delivered', 1, ?, ?, ?)",
    );
    const times = [null, "09:00", "10:00", "11:30", "15:00", "16:30", "17:00"];
    for (let i = 1; i <= 3_000; i++) {
      const frequency = (["weekly", "biweekly", "monthly", "monthly"] as const)[rand(4)]!;
      const next = addDays(shape.today, rand(60));
      const [dow, dom] = [dayOfWeek(next), Number(next.slice(8, 10))];
      reminder.run(1 + rand(25_000), 1 + menu[rand(menu.length)]!, 1 + rand(STYLISTS.length), frequency, frequency === "monthly" ? null : dow, frequency === "monthly" ? dom : null, times[rand(times.length)]!, next);
      const step = frequency === "weekly" ? 7 : frequency === "biweekly" ? 14 : 30;
      for (let k = 1; k <= 8; k++) {
        const day = addDays(next, -k * step);
        sent.run(i, day, ts(day), ts(day), ts(day));
        add("reminder_messages");
      }
    }
    add("recurring_reminders", 3_000);
  })();
  sqlite.exec("ANALYZE");
  sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return count;
}
