import { describe, expect, test } from "bun:test";
import { clients } from "../../../db/schema";
import { CSV_BOM, parseCentsCell, parseCsv } from "../../domain/reports/csv";
import { bookMarch, itemOf, MARCH, marchKit, ownerNow, sellMarch } from "./report-fixture";

async function download(call: (m: string, p: string) => Promise<Response>, path: string) {
  const res = await call("GET", path);
  const text = await res.text();
  return { res, text, rows: parseCsv(text) };
}

/** The rows of one block of a report's CSV (its title row, header, rows up to the blank row). */
function block(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((r) => r[0] === title && r.length === 1);
  const end = rows.findIndex((r, i) => i > start && r.length === 1 && r[0] === "");
  return rows.slice(start + 2, end === -1 ? undefined : end);
}

describe("CSV", () => {
  test("takings.csv round trip: the same figures as the JSON, Italian Excel's format", async () => {
    const { kit } = await marchKit();
    await sellMarch(kit);
    kit.env.clock.set("2026-04-01T08:00:00.000Z");
    const owner = await ownerNow(kit.env);
    const json = (await owner.json("GET", `/api/reports/takings?${MARCH}`)).body;
    const { res, text, rows } = await download(owner.call, `/api/reports/takings.csv?${MARCH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="incassi_2026-03-01_2026-03-29.csv"');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain("\r\n");
    expect(rows[1]).toEqual(["Voce", "01/03/2026 - 29/03/2026", "Periodo precedente (31/01/2026 - 28/02/2026)", "Anno scorso (01/03/2025 - 29/03/2025)"]);
    const summary = block(rows, "Incassi");
    expect(summary[0]).toEqual(["Incassi netti", "205,50", "35,00", "0,00"]);
    expect(summary.find((r) => r[0] === "Scontrino medio")).toEqual(["Scontrino medio", "51,38", "35,00", "0,00"]);
    const days = block(rows, "Per giorno");
    expect(days.length).toBe(29);
    expect(days.find((r) => r[0] === "20/03/2026")).toEqual(["20/03/2026", "-16,20"]);
    expect(days.reduce((a, r) => a + parseCentsCell(r[1]!), 0)).toBe(json.totalCents);
    const methods = block(rows, "Per metodo di pagamento");
    expect(methods.map((r) => [r[0], parseCentsCell(r[1]!)])).toEqual(json.byMethod.map((m: { method: string; amountCents: number }) => [{ cash: "Contanti", card: "Carta/Bancomat", satispay: "Satispay", transfer: "Bonifico", other: "Altro" }[m.method], m.amountCents]));
    const stylists = block(rows, "Per collaboratore");
    expect(stylists.map((r) => [r[0], parseCentsCell(r[3]!)])).toEqual(json.byStylist.map((s: { name: string; totalCents: number }) => [s.name, s.totalCents]));
    expect(block(rows, "IVA")).toEqual([["22", "168,44", "37,06"]]);
  });

  test("agenda.csv and clients.csv carry the report's figures", async () => {
    const m = await marchKit();
    bookMarch(m);
    m.kit.env.clock.set("2026-04-01T08:00:00.000Z");
    const owner = await ownerNow(m.kit.env);
    const agenda = (await download(owner.call, `/api/reports/agenda.csv?${MARCH}`)).rows;
    expect(block(agenda, "Agenda").find((r) => r[0] === "Tasso di mancate presentazioni %")).toEqual(["Tasso di mancate presentazioni %", "20,00", "0,00", "0,00"]);
    expect(block(agenda, "Agenda").find((r) => r[0] === "Giorni di anticipo medi")).toEqual(["Giorni di anticipo medi", "7", "10,5", "0"]);
    const people = (await download(owner.call, `/api/reports/clients.csv?${MARCH}`)).rows;
    expect(block(people, "Clienti").slice(0, 3)).toEqual([
      ["Clienti", "3", "2", "0"],
      ["Nuovi", "1", "2", "0"],
      ["Di ritorno", "2", "0", "0"],
    ]);
    // The phone starts with "+": neutralised as text so Excel never reads it as a formula.
    expect(block(people, "Da richiamare")).toEqual([["Gino Neri", "'+393334445566", "19/01/2026", "30"]]);
  });

  test("sales.csv: one row per document; voids and refunds negative, so each column sums to the net", async () => {
    const { kit } = await marchKit();
    await sellMarch(kit);
    const owner = await ownerNow(kit.env);
    const { res, rows } = await download(owner.call, "/api/exports/sales.csv");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="vendite_2026-03-30.csv"');
    const [header, ...docs] = rows;
    expect(header).toEqual(["Numero", "Tipo", "Data", "Ora", "Operatore", "Riferito a", "Cliente", "Totale", "Contanti", "Carta/Bancomat", "Satispay", "Bonifico", "Altro", "Lasciato da saldare", "Motivo", "Righe"]);
    expect(docs.map((d) => [d[0], d[1], d[2]])).toEqual([
      ["2026/000001", "Vendita", "10/02/2026"],
      ["2026/000002", "Vendita", "01/03/2026"],
      ["2026/000003", "Vendita", "10/03/2026"],
      ["2026/000004", "Vendita", "10/03/2026"],
      ["2026/000005", "Annullo", "10/03/2026"],
      ["2026/000006", "Vendita", "15/03/2026"],
      ["2026/000007", "Reso", "20/03/2026"],
      ["2026/000008", "Vendita", "29/03/2026"],
      ["2026/000009", "Vendita", "30/03/2026"],
    ]);
    expect(docs[4]!.slice(5, 9)).toEqual(["2026/000004", "Maria Rossi", "-35,00", "-35,00"]);
    expect(docs[6]!.at(-2)).toBe("Allergia");
    const sum = (col: number) => docs.reduce((a, d) => a + parseCentsCell(d[col]!), 0);
    // Everything ever sold, net: February's 35,00 + March's 205,50 + the 30th's 35,00.
    expect(sum(7)).toBe(3500 + 20550 + 3500);
    expect([sum(8), sum(9), sum(10), sum(11), sum(12)]).toEqual([3500 + 2380 + 3500, 12070, 2600, 3500, 0]);
  });

  test("visits.csv: every visit, cancelled ones too, with its services", async () => {
    const m = await marchKit();
    bookMarch(m);
    const colour = m.visit(m.kit.b.maria, "2026-03-26", "booked", "2026-03-01T10:00:00.000Z", { startTime: "14:00", endTime: "16:00" });
    itemOf(m.kit, colour, "2026-03-26", "14:00", "16:00", 30);
    const { rows } = await download(m.kit.env.call, "/api/exports/visits.csv");
    expect(rows.length).toBe(1 + 15);
    const dates = rows.slice(1).map((r) => r[1]!.split("/").reverse().join("-"));
    expect(dates).toEqual([...dates].sort());
    expect(rows.find((r) => r[0] === String(colour))!.slice(1, 13)).toEqual(["26/03/2026", "14:00", "16:00", "Prenotato", "", "Salone", "Maria Rossi", "'+393331234567", "Giulia", "Colore", "55,00", "01/03/2026 11:00"]);
    expect(rows.filter((r) => r[4] === "Annullato").map((r) => r[5])).toEqual(["Annullato dal cliente", "Annullato dal salone"]);
  });

  test("a large export streams page by page: the body is a stream of many chunks, never one string", async () => {
    const { kit } = await marchKit();
    const db = kit.env.app.ctx.db;
    db.transaction((tx) => {
      for (let i = 0; i < 3000; i++) tx.insert(clients).values({ firstName: `Cliente${i}`, lastName: "=Prova", phone: `+39333${String(i).padStart(7, "0")}` }).run();
    });
    const res = await kit.env.call("GET", "/api/exports/clients.csv");
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(res.headers.get("etag")).toBeNull();
    const reader = res.body!.getReader();
    const chunks: number[] = [];
    let text = "";
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value.length);
      text += decoder.decode(value, { stream: true });
    }
    // 3004 clients in pages of 500 (plus the header in the first).
    expect(chunks.length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...chunks)).toBeLessThan(text.length / 4);
    const rows = parseCsv(text);
    expect(rows.length).toBe(1 + 3004);
    expect(rows[5]!.slice(1, 3)).toEqual(["Cliente0", "'=Prova"]);
  });
});
