import { Fragment, memo, type ReactElement, type ReactNode } from "react";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import { isSuggestion } from "../../entities/appointments";
import { stylistColour } from "./format";
import { STATUS_LABELS } from "../../../src/domain/appointment-status";
import { StatusIcon } from "../../ui/status-badge";
import { displayName } from "../../../src/domain/names";
import { servicesLabel } from "./visit-items";
import { PaymentMark } from "./payment-marks";

const WEEKDAYS = ["Lun", "Mar", "Mer", "Gio", "Ven", "Sab", "Dom"];
const MAX_PER_DAY = 3;

type Props = {
  days: string[];
  month: string; // "YYYY-MM"
  today: string;
  byDay: Map<string, (Appointment | Suggestion)[]>;
  closedDays: Set<string>;
  onOpenDay(day: string): void;
  onOpenAppointment(a: Appointment | Suggestion): void;
  renderDropTarget?: (day: string, children: ReactNode) => ReactNode;
  wrapItem?: (a: Appointment, node: ReactElement<{ "aria-roledescription"?: string; "aria-describedby"?: string }>) => ReactNode;
  onPasteDay?: (day: string) => void;
};

export function MonthView({ days, month, today, byDay, closedDays, onOpenDay, onOpenAppointment, renderDropTarget, wrapItem, onPasteDay }: Props) {
  return (
    <div className="rounded-xl border border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900 overflow-hidden">
      <div className="grid grid-cols-7 border-b border-stone-200 dark:border-stone-800 bg-stone-50 dark:bg-stone-900" aria-hidden="true">
        {WEEKDAYS.map((w) => (
          <div key={w} className="px-1 py-2 text-center text-xs font-semibold text-stone-600 dark:text-stone-400">
            {w}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7" role="group" aria-label="Calendario mensile">
        {days.map((day) => {
          const cell = (
            <DayCell
              key={day}
              day={day}
              outside={!day.startsWith(month)}
              isToday={day === today}
              closed={closedDays.has(day)}
              items={byDay.get(day) ?? []}
              onOpenDay={onOpenDay}
              onOpenAppointment={onOpenAppointment}
              wrapItem={wrapItem}
              onPasteDay={onPasteDay}
            />
          );
          return renderDropTarget ? <Fragment key={day}>{renderDropTarget(day, cell)}</Fragment> : cell;
        })}
      </div>
    </div>
  );
}

const DayCell = memo(function DayCell({
  day,
  outside,
  isToday,
  closed,
  items,
  onOpenDay,
  onOpenAppointment,
  wrapItem,
  onPasteDay,
}: {
  wrapItem?: (a: Appointment, node: ReactElement<{ "aria-roledescription"?: string; "aria-describedby"?: string }>) => ReactNode;
  onPasteDay?: (day: string) => void;
  day: string;
  outside: boolean;
  isToday: boolean;
  closed: boolean;
  items: (Appointment | Suggestion)[];
  onOpenDay(day: string): void;
  onOpenAppointment(a: Appointment | Suggestion): void;
}) {
  const shown = items.slice(0, MAX_PER_DAY);
  const more = items.length - shown.length;
  const dayNumber = Number(day.slice(8));
  return (
    <div
      data-day={day}
      className={`relative h-full min-h-20 sm:min-h-28 border-b border-r border-stone-200 dark:border-stone-800 p-1 text-left ${
        outside ? "bg-stone-50/60 dark:bg-stone-950/40" : ""
      } ${closed ? "bg-red-50/60 dark:bg-red-950/30" : ""}`}
    >
      <button
        type="button"
        onClick={() => onOpenDay(day)}
        aria-label={`Apri ${day.split("-").reverse().join("/")}${items.length ? `, ${items.length} appuntamenti` : ""}`}
        className="absolute inset-0 w-full h-full rounded-none hover:bg-stone-100/70 dark:hover:bg-stone-800/40"
      />
      <span
        className={`relative pointer-events-none inline-flex items-center justify-center w-7 h-7 rounded-full text-xs tabular-nums ${
          isToday
            ? "bg-rose-700 text-white font-semibold"
            : outside
              ? "text-stone-500 dark:text-stone-400"
              : "text-stone-800 dark:text-stone-200"
        }`}
      >
        {dayNumber}
      </span>
      <ul className="relative mt-0.5 flex flex-col gap-0.5 pointer-events-none">
        {shown.map((a) => {
          const suggested = isSuggestion(a);
          const colour = stylistColour(a.stylistId);
          const button = (
              <button
                type="button"
                onClick={() => onOpenAppointment(a)}
                className={`w-full truncate rounded px-1 py-0.5 text-left text-[11px] leading-tight tabular-nums hidden sm:block ${
                  suggested
                    ? "border border-dashed border-orange-500 text-orange-800 dark:text-orange-200"
                    : `${colour.soft} ${colour.text}`
                }`}
                title={`${a.startTime.slice(0, 5)} ${displayName(a.client)} · ${servicesLabel(a)}${!suggested && a.status !== "booked" ? ` · ${STATUS_LABELS[a.status]}` : ""}`}
              >
                {!suggested && a.status !== "booked" && (
                  <>
                    <StatusIcon status={a.status} className="mr-0.5 inline size-3 align-[-2px]" />
                    <span className="sr-only">{STATUS_LABELS[a.status]}: </span>
                  </>
                )}
                {!suggested && <PaymentMark appointmentId={a.id} compact />}
                {a.startTime.slice(0, 5)} {a.client.firstName} {a.client.lastName}
                {suggested ? " (Suggerito)" : ""}
                <span className="opacity-75" data-services> · {servicesLabel(a)}</span>
              </button>
          );
          return (
            <li key={String(a.id)} className="sm:pointer-events-auto">
              {wrapItem && !suggested ? wrapItem(a as Appointment, button) : button}
              <span className={`sm:hidden block h-1.5 rounded-full ${suggested ? "bg-orange-400" : colour.band}`} aria-hidden="true" />
            </li>
          );
        })}
      </ul>
      {onPasteDay && (
        <button
          type="button"
          onClick={() => onPasteDay(day)}
          aria-label={`Incolla qui il ${day.split("-").reverse().join("/")}`}
          className="relative mt-1 w-full rounded border border-dashed border-rose-400 px-1 py-0.5 text-[11px] font-medium text-rose-800 hover:bg-rose-50 dark:text-rose-200 dark:hover:bg-rose-950"
        >
          Incolla
        </button>
      )}
      {more > 0 && (
        <span className="relative pointer-events-none block mt-0.5 text-[11px] font-medium text-stone-600 dark:text-stone-400">
          +{more} altri
        </span>
      )}
    </div>
  );
});
