// Reports worked out by hand for the screen's tests (the server's own figures are tested on its side).
import type { AgendaReport, ClientsReport, TakingsReport } from "../../../src/domain/schemas/reports";

export const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };

export const takingsFixture = (from = OCTOBER.from, to = OCTOBER.to): TakingsReport => ({
  from,
  to,
  totalCents: 123450,
  salesCount: 10,
  averageTicketCents: 12345,
  servicesCents: 110000,
  productsCents: 13450,
  discountsCents: 2500,
  byDay: [
    { date: from, totalCents: 34000 },
    { date: to, totalCents: 89450 },
  ],
  byMethod: [
    { method: "card", amountCents: 100000 },
    { method: "cash", amountCents: 23450 },
  ],
  byStylist: [
    { stylistId: 1, name: "Anna", servicesCents: 60000, productsCents: 2000, totalCents: 62000 },
    { stylistId: 2, name: "Marco", servicesCents: 50000, productsCents: 11450, totalCents: 61450 },
  ],
  byService: [{ serviceId: 3, name: "Colore", category: "Colore", quantity: 4, totalCents: 110000 }],
  byCategory: [{ category: "Colore", quantity: 4, totalCents: 110000 }],
  byProduct: [{ productId: 9, name: "Shampoo", quantity: 3, totalCents: 13450 }],
  vat: [{ ratePercent: 22, taxableCents: 101189, vatCents: 22261 }],
  // +12,5 % on the previous period; down 10 % on last year.
  previous: { from: "2026-08-31", to: "2026-09-30", totalCents: 109733, salesCount: 8, averageTicketCents: 13717, servicesCents: 100000, productsCents: 9733, discountsCents: 2500 },
  lastYear: { from: "2025-10-01", to: "2025-10-31", totalCents: 137167, salesCount: 10, averageTicketCents: 13717, servicesCents: 120000, productsCents: 17167, discountsCents: 5000 },
});

const agendaHeadline = { visits: 40, cancelledByClient: 3, cancelledBySalon: 1, noShows: 2, noShowRate: 0.05, online: 10, staff: 30, averageLeadDays: 6.5 };
const byStatus = { pending: 0, booked: 2, confirmed: 3, arrived: 1, completed: 27, no_show: 2, cancelled: 4 } as const;

export const agendaFixture = (): AgendaReport => ({
  ...OCTOBER,
  ...agendaHeadline,
  byStatus: { ...byStatus },
  topNoShows: [{ clientId: 5, name: "Sara Neri", count: 2 }],
  occupancy: [{ stylistId: 1, name: "Anna", bookedMinutes: 6000, workingMinutes: 9600 }],
  previous: { from: "2026-08-31", to: "2026-09-30", ...agendaHeadline, byStatus: { ...byStatus }, noShows: 4, noShowRate: 0.1 },
  lastYear: { from: "2025-10-01", to: "2025-10-31", ...agendaHeadline, byStatus: { ...byStatus } },
});

export const clientsFixture = (): ClientsReport => ({
  ...OCTOBER,
  clients: 14,
  newClients: 4,
  returningClients: 10,
  retention60: 0.5,
  retention90: 0.625,
  rebookRate: 0.25,
  overdue: [{ clientId: 7, name: "Giulia Verdi", phone: "+393331234567", lastVisit: "2026-08-02", usualIntervalDays: 35 }],
  topClients: [{ clientId: 8, name: "Laura Bianchi", totalCents: 45000, visits: 3 }],
  previous: { from: "2026-08-31", to: "2026-09-30", clients: 12, newClients: 2, returningClients: 10, retention60: 0.4, retention90: 0.6, rebookRate: 0.3 },
  lastYear: { from: "2025-10-01", to: "2025-10-31", clients: 14, newClients: 4, returningClients: 10, retention60: 0.5, retention90: 0.625, rebookRate: 0.25 },
});
