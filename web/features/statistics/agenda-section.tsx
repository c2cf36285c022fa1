import { APPOINTMENT_STATUSES, STATUS_LABELS, type AppointmentStatus } from "../../../src/domain/appointment-status";
import type { AgendaReport } from "../../../src/domain/schemas/reports";
import { formatDuration } from "../../../src/domain/time";
import { formatCount } from "../../lib/format";
import { percent } from "../../lib/report-format";
import { FigureGrid } from "./figures";
import { ReportCard, ReportTable } from "./report-table";

const statusLabel = (status: string) => STATUS_LABELS[status as AppointmentStatus] ?? status;
const statusOrder = (status: string) => {
  const i = (APPOINTMENT_STATUSES as readonly string[]).indexOf(status);
  return i === -1 ? APPOINTMENT_STATUSES.length : i;
};
/** Booked against working time; no working time is no rate. */
export const occupancy = (row: { bookedMinutes: number; workingMinutes: number }) => (row.workingMinutes === 0 ? "—" : percent(row.bookedMinutes / row.workingMinutes));

export function AgendaSection({ report }: { report: AgendaReport }) {
  const { previous: p, lastYear: y } = report;
  const statuses = Object.entries(report.byStatus).sort(([a], [b]) => statusOrder(a) - statusOrder(b));
  const booked = report.online + report.staff;
  return (
    <div className="flex flex-col gap-4">
      <FigureGrid
        figures={[
          { key: "visits", label: "Visite", kind: "count", value: report.visits, previous: p.visits, lastYear: y.visits },
          { key: "noShows", label: "Non presentati", kind: "count", better: "down", value: report.noShows, previous: p.noShows, lastYear: y.noShows },
          { key: "noShowRate", label: "Tasso di mancata presentazione", kind: "rate", better: "down", value: report.noShowRate, previous: p.noShowRate, lastYear: y.noShowRate },
          { key: "cancelledByClient", label: "Annullati dal cliente", kind: "count", better: "down", value: report.cancelledByClient, previous: p.cancelledByClient, lastYear: y.cancelledByClient },
          { key: "cancelledBySalon", label: "Annullati dal salone", kind: "count", better: "down", value: report.cancelledBySalon, previous: p.cancelledBySalon, lastYear: y.cancelledBySalon },
          {
            key: "online",
            label: "Prenotazioni online",
            kind: "count",
            value: report.online,
            previous: p.online,
            lastYear: y.online,
            note: booked === 0 ? undefined : `${percent(report.online / booked)} del totale; ${formatCount(report.staff)} in salone`,
          },
          { key: "staff", label: "Prenotazioni in salone", kind: "count", value: report.staff, previous: p.staff, lastYear: y.staff },
          { key: "lead", label: "Anticipo medio di prenotazione", kind: "days", value: report.averageLeadDays, previous: p.averageLeadDays, lastYear: y.averageLeadDays },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportCard title="Visite per stato">
          <ReportTable caption="Visite per stato" rows={statuses} rowKey={([s]) => s} empty="Nessuna visita nel periodo"
            columns={[
              { header: "Stato", cell: ([s]) => statusLabel(s) },
              { header: "Visite", numeric: true, cell: ([, count]) => formatCount(count) },
              { header: "Quota", numeric: true, cell: ([, count]) => (report.visits === 0 ? "—" : percent(count / report.visits)) },
            ]} />
        </ReportCard>
        <ReportCard title="Occupazione per collaboratore">
          <ReportTable caption="Occupazione per collaboratore" rows={report.occupancy} rowKey={(r) => r.stylistId} empty="Nessun orario di lavoro nel periodo"
            columns={[
              // The rate first after the name: on a phone it is the column in view.
              { header: "Collaboratore", cell: (r) => r.name },
              { header: "Occupazione", numeric: true, cell: occupancy },
              { header: "Ore prenotate", numeric: true, cell: (r) => formatDuration(r.bookedMinutes) },
              { header: "Ore di lavoro", numeric: true, cell: (r) => formatDuration(r.workingMinutes) },
            ]} />
        </ReportCard>
        <ReportCard title="Clienti con più mancate presentazioni">
          <ReportTable caption="Clienti con più mancate presentazioni" rows={report.topNoShows} rowKey={(r) => r.clientId} empty="Nessuna mancata presentazione nel periodo"
            columns={[
              { header: "Cliente", cell: (r) => r.name },
              { header: "Non presentata", numeric: true, cell: (r) => formatCount(r.count) },
            ]} />
        </ReportCard>
      </div>
    </div>
  );
}
