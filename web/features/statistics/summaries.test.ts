import { expect, test } from "bun:test";
import { byDaySummary, byStylistSummary, newReturningSummary } from "./summaries";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

test("takings by day: total, best day and days without takings; an empty period says so", () => {
  const byDay = [
    { date: "2026-03-28", totalCents: 0 },
    { date: "2026-03-29", totalCents: 4500 },
    { date: "2026-03-30", totalCents: 123450 },
  ];
  expect(plain(byDaySummary({ from: "2026-03-28", to: "2026-03-30", totalCents: 127950, byDay }))).toBe(
    "Incassi per giorno dal 28/03/2026 al 30/03/2026: totale 1.279,50 €; il giorno migliore 30/03/2026 con 1.234,50 €; 1 giorno senza incassi.",
  );
  expect(plain(byDaySummary({ from: "2026-03-29", to: "2026-03-29", totalCents: 0, byDay: [{ date: "2026-03-29", totalCents: 0 }] }))).toBe(
    "Incassi per giorno il 29/03/2026: totale 0,00 €; nessun incasso.",
  );
});

test("takings by stylist: highest first, services and products named", () => {
  expect(plain(byStylistSummary([
    { stylistId: 1, name: "Marco", servicesCents: 1000, productsCents: 0, totalCents: 1000 },
    { stylistId: null, name: "Giulia Verdi", servicesCents: 0, productsCents: 2500, totalCents: 2500 },
  ]))).toBe("Incassi per collaboratore: Giulia Verdi 25,00 € (servizi 0,00 €, prodotti 25,00 €); Marco 10,00 € (servizi 10,00 €, prodotti 0,00 €).");
  expect(byStylistSummary([])).toBe("Incassi per collaboratore: nessun incasso.");
});

test("new and returning clients for each period compared", () => {
  expect(newReturningSummary([{ label: "Periodo", figures: { newClients: 1, returningClients: 3 } }])).toBe("Clienti nuovi e di ritorno: Periodo 1 nuovo e 3 di ritorno.");
});
