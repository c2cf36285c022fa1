import { memo, useMemo } from "react";
import { SLOT_MINUTES, type Slot } from "../../../src/domain/availability";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { displayName } from "../../../src/domain/names";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { toMinutes } from "../../../src/domain/time";
import { isSuggestion } from "../../entities/appointments";
import { Block, ROW_PX, SlotCell } from "./day-cells";
import { stylistColour } from "./format";
import { STATUS_LABELS } from "../../../src/domain/appointment-status";
import { StatusIcon } from "../../ui/status-badge";
import { itemsForStylist, itemsOf, servicesLabel } from "./visit-items";

export type WeekDay = { date: string; closed: boolean; slots: Slot[] };
type Visit = Appointment | Suggestion;

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("it-IT", { weekday: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
const hourLabel = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** "Giulia Bianchi" → "GB"; one name → its first two letters. */
export const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? "").slice(0, 2)).toUpperCase();
};

function DayHeading({ date, today, onOpenDay }: { date: string; today: string; onOpenDay(day: string): void }) {
  return (
    <button
      type="button"
      onClick={() => onOpenDay(date)}
      aria-label={`Apri ${date.split("-").reverse().join("/")}`}
      className={`w-full min-h-11 px-2 text-sm font-semibold capitalize ${date === today ? "text-rose-700 dark:text-rose-300" : ""}`}
    >
      {dayLabel(date)}
    </button>
  );
}

/**
 * One stylist's week: seven day columns on one time grid, each item a block (with its posa and
 * "1/2"), each free slot a button that opens a new booking on that day. On a phone the grid
 * scrolls sideways inside its frame (the page does not).
 */
export function StylistWeek(props: {
  stylist: Stylist;
  days: readonly WeekDay[];
  today: string;
  openTime: string;
  appointments: readonly Visit[];
  conflicts: ReadonlyMap<number, BookedConflict>;
  onSlotClick(stylist: Stylist, slot: Slot, day: string): void;
  onOpenAppointment(a: Visit): void;
  onOpenDay(day: string): void;
}) {
  const open = toMinutes(props.openTime);
  const rows = props.days[0]?.slots.length ?? 0;
  const times = Array.from({ length: rows }, (_, i) => open + i * SLOT_MINUTES);
  return (
    <div
      data-week-grid
      data-day-grid
      role="group"
      aria-label={`Settimana di ${props.stylist.name}`}
      className="overflow-auto overscroll-contain rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
      style={{ maxHeight: "max(22rem, calc(100dvh - 13rem))" }}
    >
      <div className="flex" style={{ minWidth: "calc(3rem + 7 * 7.5rem)" }}>
        <div className="sticky left-0 z-50 w-12 shrink-0 border-r border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900" aria-hidden="true">
          <div className="sticky top-0 z-10 h-11 border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900" />
          <div className="relative" style={{ height: rows * ROW_PX }}>
            {times.map((m, i) =>
              m % 60 === 0 ? (
                <span key={m} className="absolute right-1.5 text-[11px] tabular-nums text-stone-500 dark:text-stone-400" style={{ top: i === 0 ? 2 : i * ROW_PX - 7 }}>
                  {hourLabel(m)}
                </span>
              ) : null,
            )}
          </div>
        </div>
        {props.days.map((day, col) => (
          <section key={day.date} data-date={day.date} aria-label={dayLabel(day.date)} className="min-w-0 flex-1 border-l border-stone-200 first-of-type:border-l-0 dark:border-stone-800">
            <div className="sticky top-0 z-40 border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
              <DayHeading date={day.date} today={props.today} onOpenDay={props.onOpenDay} />
            </div>
            <WeekDayColumn {...props} day={day} col={col} open={open} rows={rows} />
          </section>
        ))}
      </div>
    </div>
  );
}

const WeekDayColumn = memo(function WeekDayColumn({
  stylist,
  day,
  col,
  open,
  rows,
  appointments,
  conflicts,
  onSlotClick,
  onOpenAppointment,
}: {
  stylist: Stylist;
  day: WeekDay;
  col: number;
  open: number;
  rows: number;
  appointments: readonly Visit[];
  conflicts: ReadonlyMap<number, BookedConflict>;
  onSlotClick(stylist: Stylist, slot: Slot, day: string): void;
  onOpenAppointment(a: Visit): void;
}) {
  const placed = useMemo(() => itemsForStylist(appointments.filter((a) => a.date === day.date), stylist.id), [appointments, day.date, stylist.id]);
  const covered = new Set<number>();
  for (const { item } of placed) {
    for (let r = Math.floor((toMinutes(item.startTime) - open) / SLOT_MINUTES); r < Math.ceil((toMinutes(item.endTime) - open) / SLOT_MINUTES); r++) covered.add(r);
  }
  const click = (s: Stylist, slot: Slot) => onSlotClick(s, slot, day.date);
  return (
    <div className="relative" style={{ height: rows * ROW_PX }}>
      {day.slots.map((slot, row) => (
        <SlotCell key={slot.time} stylist={stylist} slot={slot} row={row} col={col} armed={false} covered={covered.has(row)} tabStop={col === 0 && row === 0} onClick={click} />
      ))}
      {placed.map((p) => {
        const top = ((toMinutes(p.item.startTime) - open) / SLOT_MINUTES) * ROW_PX;
        const height = Math.max(ROW_PX / 2, ((toMinutes(p.item.endTime) - toMinutes(p.item.startTime)) / SLOT_MINUTES) * ROW_PX - 2);
        const a = p.appointment;
        const conflict = isSuggestion(a) || p.item.stylistId !== a.stylistId ? undefined : conflicts.get(a.id);
        return (
          <div key={p.key} className={`absolute right-0.5 hover:z-30 focus-within:z-30 ${p.inset ? "left-10 z-20" : "left-0.5 z-10"}`} style={{ top: top + 1, height }}>
            <Block appointment={a} placed={p} onOpen={onOpenAppointment} conflict={conflict} />
          </div>
        );
      })}
    </div>
  );
});

/**
 * Every stylist's week, compact: each day lists its visits (time, client, services) with the
 * initials and colour of each stylist taking part, and a button for a new booking that day. Seven
 * columns on wide screens, the days one under the other on a phone.
 */
export function CompactWeek(props: {
  days: readonly WeekDay[];
  today: string;
  appointments: readonly Visit[];
  stylists: readonly Stylist[];
  canBook: boolean;
  onNewAt(day: string): void;
  onOpenAppointment(a: Visit): void;
  onOpenDay(day: string): void;
}) {
  const byDay = useMemo(() => {
    const map = new Map<string, Visit[]>();
    for (const a of props.appointments) map.set(a.date, [...(map.get(a.date) ?? []), a]);
    for (const list of map.values()) list.sort((x, y) => x.startTime.localeCompare(y.startTime));
    return map;
  }, [props.appointments]);
  const names = new Map(props.stylists.map((s) => [s.id, s.name]));
  return (
    <div data-week-compact role="group" aria-label="Settimana di tutti i collaboratori" className="grid grid-cols-1 overflow-hidden rounded-xl border border-stone-200 bg-white sm:grid-cols-7 dark:border-stone-800 dark:bg-stone-900">
      {props.days.map((day) => {
        const list = byDay.get(day.date) ?? [];
        return (
          <section key={day.date} data-date={day.date} aria-label={dayLabel(day.date)} className={`flex min-w-0 flex-col border-b border-stone-200 sm:border-b-0 sm:border-l sm:first-of-type:border-l-0 dark:border-stone-800 ${day.closed ? "bg-red-50/60 dark:bg-red-950/30" : ""}`}>
            <div className="border-b border-stone-200 dark:border-stone-800">
              <DayHeading date={day.date} today={props.today} onOpenDay={props.onOpenDay} />
            </div>
            <ul className="flex flex-col gap-1 p-1">
              {list.map((a) => (
                <li key={String(a.id)}>
                  <CompactVisit visit={a} names={names} onOpen={props.onOpenAppointment} />
                </li>
              ))}
              {list.length === 0 && <li className="px-1 py-2 text-xs text-stone-500 dark:text-stone-400">{day.closed ? "Chiuso" : "Nessun appuntamento"}</li>}
            </ul>
            {props.canBook && !day.closed && (
              <button
                type="button"
                onClick={() => props.onNewAt(day.date)}
                aria-label={`Nuovo appuntamento il ${day.date.split("-").reverse().join("/")}`}
                className="m-1 mt-auto min-h-11 rounded-md border border-dashed border-stone-300 text-sm text-stone-600 hover:bg-rose-50 dark:border-stone-700 dark:text-stone-300 dark:hover:bg-rose-950/40"
              >
                + Nuovo
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}

function CompactVisit({ visit: a, names, onOpen }: { visit: Visit; names: ReadonlyMap<number, string>; onOpen(a: Visit): void }) {
  const stylistIds = [...new Set(itemsOf(a).map((i) => i.stylistId))];
  const suggested = isSuggestion(a);
  // "Prenotato" is every new booking's status: only the others are worth an icon.
  const status = !suggested && a.status !== "booked" ? a.status : null;
  return (
    <button
      type="button"
      onClick={() => onOpen(a)}
      data-appointment={String(a.id)}
      title={`${a.startTime.slice(0, 5)}–${a.endTime.slice(0, 5)} ${displayName(a.client)} · ${servicesLabel(a)}${status ? ` · ${STATUS_LABELS[status]}` : ""}${suggested ? " (Suggerito)" : ""}`}
      className={`flex w-full min-w-0 rounded-md border px-1.5 py-1 text-left text-xs leading-tight ${
        suggested ? "border-dashed border-orange-500 text-orange-900 dark:text-orange-100" : "border-stone-200 hover:bg-stone-50 dark:border-stone-700 dark:hover:bg-stone-800"
      }`}
    >
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 gap-1">
          <span className="shrink-0 font-semibold tabular-nums">{a.startTime.slice(0, 5)}</span>
          {status && (
            <>
              <StatusIcon status={status} className="size-3 shrink-0 self-center" />
              <span className="sr-only">{STATUS_LABELS[status]}: </span>
            </>
          )}
          <span className="truncate font-medium">{displayName(a.client)}</span>
        </span>
        <span className="flex min-w-0 items-center gap-1">
          <span className="min-w-0 flex-1 truncate opacity-75">{servicesLabel(a)}</span>
          {stylistIds.map((id) => {
            const name = names.get(id) ?? "";
            const colour = stylistColour(id);
            return (
              <span key={id} title={name} aria-label={name} className={`shrink-0 rounded border px-1 text-[10px] font-bold ${colour.soft} ${colour.text} ${colour.border}`}>
                {initials(name)}
              </span>
            );
          })}
        </span>
      </span>
    </button>
  );
}
