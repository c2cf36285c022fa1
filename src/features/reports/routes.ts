import { Elysia } from "elysia";
import { invalid } from "../../domain/errors";
import { periodErrors, PERIOD_MESSAGES, type Period } from "../../domain/reports/periods";
import { can } from "../../domain/roles";
import type { TakingsReport } from "../../domain/schemas/reports";
import { todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { forbidden } from "../../http/permissions";
import { agendaCsv, clientsCsv, takingsCsv } from "./csv-reports";
import { csvResponse, exportStreams } from "./exports";
import { reportThread } from "./report-thread";
import { syncReportZone } from "./zone";

/** from..to as typed, or a 400 naming the field. */
function period(query: Record<string, string | undefined>): Period {
  const fields = periodErrors(query.from, query.to);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw invalid(first === PERIOD_MESSAGES.date ? "Periodo non valido" : first, fields, "invalid_period");
  return { from: query.from!, to: query.to! };
}

const span = (p: Period) => (p.from === p.to ? p.from : `${p.from}_${p.to}`);

export function reportsRoutes(ctx: AppContext) {
  // The summaries count days on the salon's clock: a new SALON_TIMEZONE rebuilds them once.
  syncReportZone(ctx.db, ctx.config.timeZone);
  const report = reportThread(ctx.db, ctx.log);
  const exports = exportStreams(ctx.db, ctx.config.timeZone);
  const tz = ctx.config.timeZone;
  const today = () => todayIn(tz, ctx.clock.now());

  /**
   * Takings: the owner any period, beside the previous one and last year; whoever holds only
   * "reports.today" (reception) today's alone, without those (they are other days' takings).
   */
  const takingsFor = async (request: Request, query: Record<string, string | undefined>): Promise<TakingsReport> => {
    const p = period(query);
    const { user } = ctx.requireAuth(request);
    if (can(user.role, "reports.read")) return report("takings", p, today());
    if (!(p.from === today() && p.to === today())) throw forbidden();
    return { ...(await report("takings", p, today())), previous: null, lastYear: null };
  };

  return new Elysia({ name: "reports-routes" })
    .get("/api/reports/takings", ({ request, query }) => takingsFor(request, query))
    .get("/api/reports/agenda", ({ query }) => report("agenda", period(query), today()))
    .get("/api/reports/clients", ({ query }) => report("clients", period(query), today()))
    .get("/api/reports/takings.csv", async ({ query }) => {
      const p = period(query);
      return csvResponse(takingsCsv(await report("takings", p, today())), `incassi_${span(p)}.csv`);
    })
    .get("/api/reports/agenda.csv", async ({ query }) => {
      const p = period(query);
      return csvResponse(agendaCsv(await report("agenda", p, today())), `agenda_${span(p)}.csv`);
    })
    .get("/api/reports/clients.csv", async ({ query }) => {
      const p = period(query);
      return csvResponse(clientsCsv(await report("clients", p, today())), `clienti_${span(p)}.csv`);
    })
    .get("/api/exports/clients.csv", () => csvResponse(exports.clients(), `clienti_${today()}.csv`))
    .get("/api/exports/visits.csv", () => csvResponse(exports.visits(), `visite_${today()}.csv`))
    .get("/api/exports/sales.csv", () => csvResponse(exports.sales(), `vendite_${today()}.csv`));
}
