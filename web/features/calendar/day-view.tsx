import { memo, useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { SLOT_MINUTES, type Slot, type SlotState } from "../../../src/domain/availability";
import { hasCustomDuration } from "../../../src/domain/appointments";
import { toMinutes } from "../../../src/domain/time";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { isSuggestion } from "../../entities/appointments";
import { stylistColour } from "./format";
import { SLOT_STYLE } from "./legend";

export const ROW_PX = 60;

export type DayColumn = { stylist: Stylist; slots: Slot[] };

type Props = {
  date: string;
  openTime: string;
  closeTime: string;
  columns: DayColumn[];
  appointments: (Appointment | Suggestion)[];
  nowMinutes: number | null;
  armedSlot: string | null;
  onSlotClick(stylist: Stylist, slot: Slot): void;
  onOpenAppointment(a: Appointment | Suggestion): void;
  /** Wraps a block (drag source) and a slot (drop target); identity when moving is not wired. */
  wrapBlock?: (a: Appointment, node: ReactNode) => ReactNode;
  wrapColumn?: (stylistId: number, slots: Slot[], node: ReactNode) => ReactNode;
};

const slotKey = (stylistId: number, time: string) => `${stylistId}@${time}`;

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const el = event.currentTarget;
  const col = Number(el.dataset.col);
  const row = Number(el.dataset.row);
  const delta: Record<string, [number, number]> = {
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const step = delta[event.key];
  if (!step) return;
  const next = el
    .closest("[data-day-grid]")
    ?.querySelector<HTMLElement>(`[data-col="${col + step[0]}"][data-row="${row + step[1]}"]`);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

const PHONE_QUERY = "(max-width: 639px)";
/** Phones stack one column per stylist, each with its own hour gutter; wider screens share one. */
function useIsPhone() {
  return useSyncExternalStore(
    (notify) => {
      const mq = matchMedia(PHONE_QUERY);
      mq.addEventListener("change", notify);
      return () => mq.removeEventListener("change", notify);
    },
    () => matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

export function DayView(props: Props) {
  const phone = useIsPhone();
  const { openTime, closeTime, columns, nowMinutes } = props;
  const open = toMinutes(openTime);
  const rows = Math.max(0, Math.ceil((toMinutes(closeTime) - open) / SLOT_MINUTES));
  const nowRef = useRef<HTMLDivElement>(null);
  const nowTop = nowMinutes !== null && nowMinutes >= open && nowMinutes <= open + rows * SLOT_MINUTES
    ? ((nowMinutes - open) / SLOT_MINUTES) * ROW_PX
    : null;

  useEffect(() => {
    // Opens scrolled to now on today; other days start at the opening hour (the top).
    nowRef.current?.scrollIntoView?.({ block: "center" });
  }, [props.date]);

  const times = Array.from({ length: rows }, (_, i) => open + i * SLOT_MINUTES);
  const gutter = (
    <div className="w-12 shrink-0 select-none" aria-hidden="true">
      {times.map((m) => (
        <div key={m} style={{ height: ROW_PX }} className="relative text-[11px] text-stone-500 dark:text-stone-400 tabular-nums">
          {m % 60 === 0 && <span className="absolute -top-2 right-1.5">{`${String(m / 60).padStart(2, "0")}:00`}</span>}
        </div>
      ))}
    </div>
  );

  return (
    <div data-day-grid data-date={props.date} className="rounded-xl border border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900">
      <div className="flex flex-col sm:flex-row sm:overflow-x-auto">
        {!phone && <div className="sticky left-0 z-10 bg-white dark:bg-stone-900 pt-12">{gutter}</div>}
        {columns.map((column, colIndex) => (
          <section
            key={column.stylist.id}
            aria-label={column.stylist.name}
            className="flex-1 min-w-0 sm:min-w-44 border-t sm:border-t-0 sm:border-l border-stone-200 dark:border-stone-800 first:border-t-0"
          >
            <ColumnHeader stylist={column.stylist} />
            <div className="flex">
              {phone && gutter}
              <StylistColumn
                {...props}
                column={column}
                colIndex={colIndex}
                rows={rows}
                open={open}
                nowTop={nowTop}
                nowRef={colIndex === 0 ? nowRef : undefined}
                appointments={props.appointments.filter((a) => a.stylistId === column.stylist.id)}
              />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function ColumnHeader({ stylist }: { stylist: Stylist }) {
  const colour = stylistColour(stylist.id);
  return (
    <div className="sticky top-14 lg:top-0 z-10 h-12 flex items-center gap-2 px-3 border-b border-stone-200 dark:border-stone-800 bg-white/95 dark:bg-stone-900/95 backdrop-blur">
      <span className={`w-2.5 h-2.5 rounded-full ${colour.band}`} aria-hidden="true" />
      <h3 className="text-sm font-semibold truncate">{stylist.name}</h3>
    </div>
  );
}

const StylistColumn = memo(function StylistColumn({
  column,
  colIndex,
  rows,
  open,
  nowTop,
  nowRef,
  appointments,
  armedSlot,
  onSlotClick,
  onOpenAppointment,
  wrapBlock,
  wrapColumn,
}: Props & {
  column: DayColumn;
  colIndex: number;
  rows: number;
  open: number;
  nowTop: number | null;
  nowRef?: React.RefObject<HTMLDivElement | null>;
}) {
  const { stylist, slots } = column;
  const body = (
    <div className="relative flex-1 min-w-0" style={{ height: rows * ROW_PX }}>
      {slots.map((slot, row) => (
        <SlotCell
          key={slot.time}
          stylist={stylist}
          slot={slot}
          row={row}
          col={colIndex}
          armed={armedSlot === slotKey(stylist.id, slot.time)}
          onClick={onSlotClick}
        />
      ))}
      {nowTop !== null && (
        <div
          ref={nowRef}
          className="pointer-events-none absolute left-0 right-0 z-20 h-0.5 bg-rose-600"
          style={{ top: nowTop }}
          aria-hidden="true"
        />
      )}
      {appointments.map((a) => {
        const top = ((toMinutes(a.startTime) - open) / SLOT_MINUTES) * ROW_PX;
        const height = Math.max(ROW_PX / 2, ((toMinutes(a.endTime) - toMinutes(a.startTime)) / SLOT_MINUTES) * ROW_PX - 2);
        const block = <Block appointment={a} onOpen={onOpenAppointment} />;
        return (
          <div key={String(a.id)} className="absolute left-1 right-1 z-10" style={{ top: top + 1, height }}>
            {wrapBlock && !isSuggestion(a) ? wrapBlock(a, block) : block}
          </div>
        );
      })}
    </div>
  );
  return wrapColumn ? wrapColumn(stylist.id, slots, body) : body;
});

function stateLabel(state: SlotState) {
  return state === "available" ? null : SLOT_STYLE[state];
}

const SlotCell = memo(function SlotCell({
  stylist,
  slot,
  row,
  col,
  armed,
  onClick,
}: {
  stylist: Stylist;
  slot: Slot;
  row: number;
  col: number;
  armed: boolean;
  onClick(stylist: Stylist, slot: Slot): void;
}) {
  const style = stateLabel(slot.state);
  const onHour = slot.time.endsWith(":00");
  const label = style
    ? `${stylist.name}, ${slot.time}: ${style.label}${slot.state === "break" ? " — Clicca per sovrascrivere" : ""}`
    : `${stylist.name}, ${slot.time}: libero, nuovo appuntamento`;
  return (
    <button
      type="button"
      data-col={col}
      data-row={row}
      data-slot={`${stylist.id}@${slot.time}`}
      data-state={slot.state}
      tabIndex={row === 0 && col === 0 ? 0 : -1}
      onKeyDown={moveFocus}
      onClick={() => onClick(stylist, slot)}
      aria-label={label}
      title={slot.state === "break" ? "Clicca per sovrascrivere" : undefined}
      style={{ height: ROW_PX }}
      className={`group block w-full text-left px-2 border-b ${
        onHour ? "border-stone-200 dark:border-stone-700" : "border-stone-100 dark:border-stone-800"
      } ${style ? style.className : "hover:bg-rose-50/60 dark:hover:bg-rose-950/30"} focus-visible:z-30 focus-visible:relative`}
    >
      {style && (
        <span className="text-[10px] font-medium uppercase tracking-wide opacity-80">
          {armed ? "Clicca per sovrascrivere" : style.label}
          {slot.state === "break" && !armed && (
            <span className="hidden group-hover:inline group-focus-visible:inline"> · Clicca per sovrascrivere</span>
          )}
        </span>
      )}
      {!style && <span className="text-[10px] text-stone-400 opacity-0 group-hover:opacity-100 tabular-nums">{slot.time}</span>}
    </button>
  );
});

function Block({ appointment: a, onOpen }: { appointment: Appointment | Suggestion; onOpen(a: Appointment | Suggestion): void }) {
  const suggested = isSuggestion(a);
  const colour = stylistColour(a.stylistId);
  const custom = !suggested && hasCustomDuration(a);
  const client = `${a.client.firstName} ${a.client.lastName}`.trim();
  const time = `${a.startTime.slice(0, 5)}–${a.endTime.slice(0, 5)}`;
  return (
    <button
      type="button"
      onClick={() => onOpen(a)}
      title={`${client} · ${time} · ${a.service.name}${suggested ? " (Suggerito)" : ""}${custom ? " · durata personalizzata" : ""}`}
      data-appointment={String(a.id)}
      className={`h-full w-full overflow-hidden rounded-md border text-left flex ${
        suggested
          ? "border-dashed border-orange-500 bg-orange-50/90 text-orange-900 dark:bg-orange-950/80 dark:text-orange-100"
          : `${colour.border} ${colour.soft} ${colour.text}`
      } hover:shadow-sm`}
    >
      <span className={`w-1 shrink-0 ${suggested ? "bg-orange-500" : colour.band}`} aria-hidden="true" />
      <span className="min-w-0 flex-1 px-1.5 py-0.5 leading-tight">
        <span className="flex items-center gap-1">
          <span className="truncate text-xs font-semibold">{client}</span>
          {custom && (
            <span className="shrink-0 w-2 h-2 rounded-full bg-orange-500" title="Durata diversa dal servizio" aria-label="Durata diversa dal servizio" />
          )}
        </span>
        <span className="block truncate text-[11px] tabular-nums">
          {time}
          {suggested ? " (Suggerito)" : ""}
        </span>
        <span className="block truncate text-[11px] opacity-80">{a.service.name}</span>
      </span>
    </button>
  );
}
