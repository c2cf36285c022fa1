// Every figure of the agenda and clients reports survives the trip JSON → CSV → parse: the
// three periods' headlines, the occupancy (hours), the no-shows, the clients to call and the top spenders.
import { expect, test } from "bun:test";
import { APPOINTMENT_STATUSES, STATUS_LABELS } from "../../domain/appointment-status";
import { parseCentsCell, parseCsv } from "../../domain/reports/csv";
import { bookMarch, MARCH, marchKit, ownerNow, sellMarch, weekOfHours } from "./report-fixture";

/** The rows of one block (after its title and header), up to the blank row. */
function block(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((r) => r.length === 1 && r[0] === title);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((r, i) => i > start && r.length === 1 && r[0] === "");
  return rows.slice(start + 2, end === -1 ? undefined : end);
}

/** "10,5" → 10.5; "20,00" as a percentage → 0.2. */
const num = (cell: string) => Number(cell.replace(",", "."));
const rate = (cell: string) => Math.round(num(cell) * 100) / 10_000;

async function reports() {
  const m = await marchKit();
  weekOfHours(m.kit);
  bookMarch(m);
  await sellMarch(m.kit);
  m.kit.env.clock.set("2026-04-01T08:00:00.000Z");
  const owner = await ownerNow(m.kit.env);
  const get = async (name: string) => ({
    json: (await owner.json("GET", `/api/reports/${name}?${MARCH}`)).body,
    rows: parseCsv(await (await owner.call("GET", `/api/reports/${name}.csv?${MARCH}`)).text()),
  });
  return { agenda: await get("agenda"), clients: await get("clients") };
}

test("agenda.csv and clients.csv read back to the JSON's figures, for the period, the previous one and last year", async () => {
  const { agenda, clients } = await reports();

  const a = agenda.json;
  const headline = Object.fromEntries(block(agenda.rows, "Agenda").map(([label, ...cells]) => [label, cells]));
  const periods = [a, a.previous, a.lastYear];
  const column = (label: string, read: (cell: string) => number) => headline[label]!.map(read);
  expect(column("Visite", num)).toEqual(periods.map((h) => h.visits));
  for (const status of APPOINTMENT_STATUSES) expect(column(STATUS_LABELS[status], num)).toEqual(periods.map((h) => h.byStatus[status]));
  expect(column("Annullati dal cliente", num)).toEqual(periods.map((h) => h.cancelledByClient));
  expect(column("Annullati dal salone", num)).toEqual(periods.map((h) => h.cancelledBySalon));
  expect(column("Mancate presentazioni", num)).toEqual(periods.map((h) => h.noShows));
  expect(column("Tasso di mancate presentazioni %", rate)).toEqual(periods.map((h) => h.noShowRate));
  expect(column("Prenotate online", num)).toEqual(periods.map((h) => h.online));
  expect(column("Prenotate dal salone", num)).toEqual(periods.map((h) => h.staff));
  expect(column("Giorni di anticipo medi", num)).toEqual(periods.map((h) => h.averageLeadDays));
  expect(a.occupancy.length).toBeGreaterThan(0);
  expect(block(agenda.rows, "Occupazione").map(([name, booked, working, share]) => ({ name, bookedMinutes: Math.round(num(booked!) * 60), workingMinutes: Math.round(num(working!) * 60), share: rate(share!) }))).toEqual(
    a.occupancy.map(({ name, bookedMinutes, workingMinutes }: { name: string; bookedMinutes: number; workingMinutes: number }) => ({ name, bookedMinutes, workingMinutes, share: Math.round((bookedMinutes / workingMinutes) * 10_000) / 10_000 })),
  );
  expect(block(agenda.rows, "Clienti con più mancate presentazioni").map(([name, count]) => ({ name, count: num(count!) }))).toEqual(a.topNoShows.map(({ name, count }: { name: string; count: number }) => ({ name, count })));

  const c = clients.json;
  const people = Object.fromEntries(block(clients.rows, "Clienti").map(([label, ...cells]) => [label, cells]));
  const three = [c, c.previous, c.lastYear];
  expect(people["Clienti"]!.map(num)).toEqual(three.map((h) => h.clients));
  expect(people["Nuovi"]!.map(num)).toEqual(three.map((h) => h.newClients));
  expect(people["Di ritorno"]!.map(num)).toEqual(three.map((h) => h.returningClients));
  expect(people["Tornati entro 60 giorni %"]!.map(rate)).toEqual(three.map((h) => h.retention60));
  expect(people["Tornati entro 90 giorni %"]!.map(rate)).toEqual(three.map((h) => h.retention90));
  expect(people["Usciti con il prossimo appuntamento %"]!.map(rate)).toEqual(three.map((h) => h.rebookRate));
  expect(c.overdue.length).toBeGreaterThan(0);
  expect(block(clients.rows, "Da richiamare").map(([name, phone, last, interval]) => ({ name, phone: phone!.replace(/^'/, ""), lastVisit: last!.split("/").reverse().join("-"), usualIntervalDays: num(interval!) }))).toEqual(
    c.overdue.map(({ name, phone, lastVisit, usualIntervalDays }: Record<string, unknown>) => ({ name, phone, lastVisit, usualIntervalDays })),
  );
  expect(c.topClients.length).toBe(2);
  expect(block(clients.rows, "Migliori clienti").map(([name, spent, visits]) => ({ name, totalCents: parseCentsCell(spent!), visits: num(visits!) }))).toEqual(
    c.topClients.map(({ name, totalCents, visits }: Record<string, unknown>) => ({ name, totalCents, visits })),
  );
});
