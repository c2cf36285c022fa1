import type { Db } from "../../../db/client";
import type { Period } from "../../domain/reports/periods";
import type { AgendaReport, ClientsReport, FullTakingsReport } from "../../domain/schemas/reports";
import { agendaRepo, agendaReport } from "./agenda";
import { clientsReport, clientsReportRepo } from "./clients";
import { takingsReport } from "./takings";
import { takingsRepo } from "./takings-repo";

export type ReportKind = "takings" | "agenda" | "clients";
export type ReportOf = { takings: FullTakingsReport; agenda: AgendaReport; clients: ClientsReport };
export type ReportRequest = { kind: ReportKind; period: Period; today: string };

/** The three reports on one connection (statements prepared once). */
export function reportComputer(db: Db) {
  const takings = takingsRepo(db);
  const agenda = agendaRepo(db);
  const clients = clientsReportRepo(db);
  return ({ kind, period, today }: ReportRequest): ReportOf[ReportKind] =>
    kind === "takings" ? takingsReport(takings, period) : kind === "agenda" ? agendaReport(agenda, period) : clientsReport(clients, period, today);
}
