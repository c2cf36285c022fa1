import { memo, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { SLOT_MINUTES, type Slot } from "../../../src/domain/availability";
import { toMinutes } from "../../../src/domain/time";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { isSuggestion } from "../../entities/appointments";
import { Block, ROW_PX, SlotCell, slotKey } from "./day-cells";
import { stylistColour } from "./format";

export type DayColumn = { stylist: Stylist; slots: Slot[] };

type Props = {
  date: string;
  openTime: string;
  closeTime: string;
  columns: DayColumn[];
  appointments: (Appointment | Suggestion)[];
  /** Why a booked appointment falls outside availability, by id: drawn as a conflict. */
  conflicts?: ReadonlyMap<number, BookedConflict>;
  nowMinutes: number | null;
  armedSlot: string | null;
  onSlotClick(stylist: Stylist, slot: Slot): void;
  onOpenAppointment(a: Appointment | Suggestion): void;
  /** Wraps a block (drag source) and a slot (drop target); identity when moving is not wired. */
  wrapBlock?: (a: Appointment, node: ReactNode) => ReactNode;
  wrapColumn?: (stylistId: number, slots: Slot[], node: ReactNode) => ReactNode;
};

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
  // Every column carries the same rows (the grid may run past the hours to show what is booked).
  const rows = Math.max(0, Math.ceil((toMinutes(closeTime) - open) / SLOT_MINUTES), columns[0]?.slots.length ?? 0);
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
  conflicts,
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
        const block = <Block appointment={a} onOpen={onOpenAppointment} conflict={isSuggestion(a) ? undefined : conflicts?.get(a.id)} />;
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
