import { Link } from "react-router-dom";
import { compareFigure } from "../../../src/domain/report-periods";
import type { DashboardTakings } from "../../../src/domain/schemas/reports";
import { money, signedMoney, signedPercent } from "../../lib/report-format";
import { Card } from "../../ui/card";

/** "▲ +120,00 € (+12,5 %)" against last week; never colour alone. */
function weekDelta(week: number, lastWeek: number) {
  const { diff, ratio } = compareFigure(week, lastWeek);
  if (diff === 0) return "= invariato";
  const text = ratio === null ? signedMoney(diff) : `${signedMoney(diff)} (${signedPercent(ratio)})`;
  return `${diff > 0 ? "▲" : "▼"} ${text}`;
}

/**
 * Today's takings, net of voids and refunds; for the owner also this week so far (Monday to
 * today) against the same days of last week. Shown only when the server sends takings.
 */
export function TakingsCard({ takings }: { takings: DashboardTakings }) {
  const { todayCents, weekCents, lastWeekCents } = takings;
  return (
    <Card className="mb-6 flex flex-wrap items-end gap-6 p-4" data-testid="dashboard-takings">
      <div>
        <p className="text-sm text-stone-600 dark:text-stone-400">Incassi di oggi</p>
        <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="takings-today">{money(todayCents)}</p>
      </div>
      {weekCents !== null && lastWeekCents !== null && (
        <div>
          <p className="text-sm text-stone-600 dark:text-stone-400">Questa settimana</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="takings-week">{money(weekCents)}</p>
          <p className="text-xs tabular-nums text-stone-600 dark:text-stone-400" data-testid="takings-week-delta">
            Settimana scorsa, stessi giorni: {money(lastWeekCents)} · {weekDelta(weekCents, lastWeekCents)}
          </p>
        </div>
      )}
      <Link to="/statistiche" className="ml-auto text-sm font-medium text-rose-700 underline dark:text-rose-400">
        Statistiche
      </Link>
    </Card>
  );
}
