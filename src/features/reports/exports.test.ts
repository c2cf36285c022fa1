// The complete exports: sales with their lines, instants in the salon's time, visits paged by
// day and time without losing or repeating a row at a page's edge.
import { describe, expect, test } from "bun:test";
import { appointments } from "../../../db/schema";
import { parseCsv } from "../../domain/reports/csv";
import { bookMarch, marchKit, ownerNow, sellMarch } from "./report-fixture";

const csvOf = async (call: (m: string, p: string) => Promise<Response>, path: string) => parseCsv(await (await call("GET", path)).text());

describe("sales.csv", () => {
  test("each document names its lines: quantity, description, the line's stylist and its net amount, negative when money goes back", async () => {
    const { kit } = await marchKit();
    await sellMarch(kit);
    const [header, ...docs] = await csvOf((await ownerNow(kit.env)).call, "/api/exports/sales.csv");
    expect(header!.at(-1)).toBe("Righe");
    const lines = Object.fromEntries(docs.map((d) => [d[0], d.at(-1)]));
    expect(lines).toEqual({
      "2026/000001": "Taglio Donna (Giulia) 35,00",
      "2026/000002": "Colore (Giulia) 55,00",
      // A discount on the line and a product sold with no stylist.
      "2026/000003": "Taglio Donna (Marco) 30,00 + 2 × Shampoo Nutriente 36,00",
      "2026/000004": "Taglio Donna (Giulia) 35,00",
      "2026/000005": "Taglio Donna (Giulia) -35,00",
      // 10 % off the total, shared between the lines.
      "2026/000006": "Colore (Giulia) 49,50 + Shampoo Nutriente (Giulia) 16,20",
      "2026/000007": "Shampoo Nutriente (Giulia) -16,20",
      "2026/000008": "Taglio Donna (Marco) 35,00",
      "2026/000009": "Taglio Donna (Marco) 35,00",
    });
  });
});

describe("visits.csv and clients.csv", () => {
  test("when a visit was booked and a client created is the salon's wall-clock time, across both DST changes", async () => {
    const m = await marchKit();
    const { maria } = m.kit.b;
    const winter = m.visit(maria, "2026-03-30", "booked", "2026-03-01T10:00:00.000Z");
    const spring = m.visit(maria, "2026-03-31", "booked", "2026-03-29T01:30:00.000Z");
    const autumn = m.visit(maria, "2026-10-26", "booked", "2026-10-24T22:30:00.000Z");
    const rows = await csvOf(m.kit.env.call, "/api/exports/visits.csv");
    expect(rows[0]!.at(-1)).toBe("Prenotato il");
    const bookedAt = Object.fromEntries(rows.slice(1).map((r) => [r[0], r.at(-1)]));
    expect([bookedAt[winter], bookedAt[spring], bookedAt[autumn]]).toEqual(["01/03/2026 11:00", "29/03/2026 03:30", "25/10/2026 00:30"]);
    const people = await csvOf(m.kit.env.call, "/api/exports/clients.csv");
    const created = m.kit.env.app.ctx.db.$client.query<{ created_at: string }, [number]>("SELECT created_at FROM clients WHERE id = ?").get(m.sara)!.created_at;
    const [date, time] = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(created)).split(", ");
    expect(people.find((r) => r[0] === String(m.sara))!.at(-3)).toBe(`${date} ${time}`);
  });

  test("visits page by day, time and id: 1,203 visits at the same hour come out once each, in order", async () => {
    const m = await marchKit();
    bookMarch(m);
    const db = m.kit.env.app.ctx.db;
    db.transaction((tx) => {
      for (let i = 0; i < 1203; i++) {
        tx.insert(appointments).values({ clientId: m.kit.b.luca, stylistId: m.kit.b.giulia, serviceId: m.kit.b.taglio, date: "2026-03-12", startTime: "09:00", endTime: "09:30", status: "completed" }).run();
      }
    });
    const rows = (await csvOf(m.kit.env.call, "/api/exports/visits.csv")).slice(1);
    const ids = rows.map((r) => Number(r[0]));
    expect(rows.length).toBe(14 + 1203);
    expect(new Set(ids).size).toBe(rows.length);
    const sameHour = rows.filter((r) => r[1] === "12/03/2026").map((r) => Number(r[0]));
    expect(sameHour).toEqual([...sameHour].sort((a, b) => a - b));
    expect(sameHour.length).toBe(1203);
  });
});

describe("clients.csv", () => {
  test("one row per client with everything her card holds: birthday, codice fiscale, address, allergies, patch test", async () => {
    const m = await marchKit();
    const db = m.kit.env.app.ctx.db;
    db.$client.run("UPDATE clients SET birthday = '1990-02-28', codice_fiscale = 'VRDSRA90B68H501X', address = 'Via Roma 1; Milano', allergies = 'Nichel', patch_test_date = '2026-03-02' WHERE id = ?", [m.sara]);
    const [header, ...rows] = await csvOf(m.kit.env.call, "/api/exports/clients.csv");
    expect(header).toEqual(["ID", "Nome", "Cognome", "Telefono", "Email", "Note", "Data di nascita", "Codice fiscale", "Indirizzo", "Allergie", "Test di tolleranza", "Consenso WhatsApp", "Cliente di passaggio", "Creato il", "Visite", "Ultima visita"]);
    expect(rows.find((r) => r[0] === String(m.sara))!.slice(1, 11)).toEqual(["Sara", "Verdi", "'+393331112233", "", "", "28/02/1990", "VRDSRA90B68H501X", "Via Roma 1; Milano", "Nichel", "02/03/2026"]);
    expect(rows.find((r) => r[0] === String(m.gino))!.slice(6, 11)).toEqual(["", "", "", "", ""]);
  });
});
