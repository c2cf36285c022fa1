import { useAtom } from "jotai";
import { memo, useEffect, useMemo, useEffectEvent, useRef, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { SLOT_MINUTES, type Slot } from "../../../src/domain/availability";
import { toMinutes } from "../../../src/domain/time";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { isSuggestion } from "../../entities/appointments";
import { Block, ROW_PX, SlotCell, slotKey } from "./day-cells";
import { stylistColour } from "./format";
import { itemsForStylist, type PlacedItem, type VisitItem } from "./visit-items";
import { phoneStylistAtom, StylistSwitcher, useSwipe } from "./stylist-switcher";

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
  /** Wraps a block (drag source: one item of a visit) and a slot (drop target); identity when moving is not wired. */
  wrapBlock?: (a: Appointment, item: VisitItem, node: ReactElement<{ "aria-roledescription"?: string; "aria-describedby"?: string }>) => ReactNode;
  wrapColumn?: (stylistId: number, slots: Slot[], node: ReactNode) => ReactNode;
};

const NO_ITEMS: PlacedItem[] = [];
const PHONE_QUERY = "(max-width: 639px)";
/** Phones show one stylist column at a time, with a switcher; wider screens show them all. */
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

/** Stylist headers and the gutter sit above the blocks, the now line and the drop highlights. */
const HEADER_PX = 48;
/** The phone's top bar (the app shell's h-14), under which the day's header sticks. */
const PHONE_BAR_PX = 56;
const hourLabel = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export function DayView(props: Props) {
  const phone = useIsPhone();
  const { openTime, closeTime, columns, nowMinutes } = props;
  const open = toMinutes(openTime);
  // Every column carries the same rows (the grid may run past the hours to show what is booked).
  const rows = Math.max(0, Math.ceil((toMinutes(closeTime) - open) / SLOT_MINUTES), columns[0]?.slots.length ?? 0);
  const gridRef = useRef<HTMLDivElement>(null);
  const nowTop = nowMinutes !== null && nowMinutes >= open && nowMinutes <= open + rows * SLOT_MINUTES
    ? ((nowMinutes - open) / SLOT_MINUTES) * ROW_PX
    : null;

  // A phone shows one stylist at a time; the choice is kept by id across days.
  const [pickedId, setPickedId] = useAtom(phoneStylistAtom);
  const found = columns.findIndex((c) => c.stylist.id === pickedId);
  const index = found >= 0 ? found : 0;
  const pick = (i: number) => {
    const next = columns[Math.max(0, Math.min(columns.length - 1, i))];
    if (next) setPickedId(next.stylist.id);
  };
  const swipe = useSwipe((direction) => pick(index + direction));
  const shown = phone ? columns.slice(index, index + 1) : columns;

  // Opens scrolled to now on today; other days start at the opening hour (the top). Only when the
  // day changes: the line moving each minute must not pull the view back.
  const scrollToNow = useEffectEvent(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (!phone) grid.scrollTop = nowTop === null ? 0 : Math.max(0, nowTop + HEADER_PX - grid.clientHeight / 2);
    else if (nowTop !== null) window.scrollTo({ top: Math.max(0, grid.getBoundingClientRect().top + window.scrollY + HEADER_PX + nowTop - window.innerHeight / 2) });
  });
  useEffect(() => scrollToNow(), [props.date]);

  // Each column's blocks, computed once per list so the memoised columns skip unchanged renders.
  const placedBy = useMemo(() => new Map(columns.map((c) => [c.stylist.id, itemsForStylist(props.appointments, c.stylist.id)])), [columns, props.appointments]);
  const stickyTop = phone ? PHONE_BAR_PX : 0;
  const times = Array.from({ length: rows }, (_, i) => open + i * SLOT_MINUTES);
  return (
    // Its own stacking context: the sticky header and gutter stay above the blocks but below the
    // page's own sticky banner (a pending cut) and overlays.
    <div className="isolate">
      {phone && <StylistSwitcher stylists={columns.map((c) => c.stylist)} index={index} onPick={pick} />}
      {/* Wide screens: one scroll container for both directions, so the sticky header row and the
          gutter hold. A phone's single column needs no sideways scroll: the page scrolls and the
          header sticks under the phone's top bar. */}
      <div
        ref={gridRef}
        data-day-grid
        data-date={props.date}
        className={`rounded-xl border border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900 ${phone ? "" : "overflow-auto overscroll-contain"}`}
        style={phone ? undefined : { maxHeight: "max(22rem, calc(100dvh - 13rem))" }}
        {...(phone ? swipe : {})}
      >
        <div className="flex" style={{ width: `max(100%, ${3 + shown.length * 11}rem)` }}>
          <div className="sticky left-0 z-50 w-12 shrink-0 select-none border-r border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900" aria-hidden="true">
            <div style={{ height: HEADER_PX, top: stickyTop }} className="sticky z-10 flex flex-col items-center justify-center border-b border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900 text-[11px] leading-tight text-stone-600 dark:text-stone-300">
              <span>{weekday(props.date)}</span>
              <span className="text-sm font-semibold text-stone-900 dark:text-stone-50">{Number(props.date.slice(8, 10))}</span>
            </div>
            <div className="relative" style={{ height: rows * ROW_PX }}>
              {times.map((m, i) =>
                m % 60 === 0 && i > 0 ? (
                  <span key={m} className="absolute right-1.5 -translate-y-1/2 text-[11px] text-stone-500 dark:text-stone-400 tabular-nums" style={{ top: i * ROW_PX }}>
                    {hourLabel(m)}
                  </span>
                ) : null,
              )}
              {times[0] !== undefined && (
                <span className="absolute right-1.5 top-0.5 text-[11px] text-stone-500 dark:text-stone-400 tabular-nums">{hourLabel(times[0])}</span>
              )}
              {nowTop !== null && nowMinutes !== null && (
                <span
                  data-now-label
                  className="absolute right-0.5 z-10 -translate-y-1/2 rounded bg-rose-600 px-1 text-[10px] font-semibold leading-4 text-white tabular-nums"
                  style={{ top: nowTop }}
                >
                  {hourLabel(nowMinutes)}
                </span>
              )}
            </div>
          </div>
          {shown.map((column) => {
            const colIndex = columns.indexOf(column);
            return (
              <section
                key={column.stylist.id}
                aria-label={column.stylist.name}
                className="min-w-0 border-l border-stone-200 dark:border-stone-800 first-of-type:border-l-0"
                style={{ flex: "1 0 11rem" }}
              >
                <ColumnHeader stylist={column.stylist} top={stickyTop} />
                <StylistColumn
                  {...props}
                  column={column}
                  colIndex={phone ? 0 : colIndex}
                  rows={rows}
                  open={open}
                  nowTop={nowTop}
                  placed={placedBy.get(column.stylist.id) ?? NO_ITEMS}
                />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const weekday = (date: string) => new Intl.DateTimeFormat("it-IT", { weekday: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

function ColumnHeader({ stylist, top }: { stylist: Stylist; top: number }) {
  const colour = stylistColour(stylist.id);
  return (
    <div
      data-day-header
      style={{ height: HEADER_PX, top }}
      className="sticky z-40 flex items-center gap-2 px-3 border-b border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900"
    >
      <span className={`w-2.5 h-2.5 shrink-0 rounded-full ${colour.band}`} aria-hidden="true" />
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
  placed,
  armedSlot,
  onSlotClick,
  onOpenAppointment,
  wrapBlock,
  wrapColumn,
  conflicts,
}: Omit<Props, "appointments"> & {
  placed: PlacedItem[];
  column: DayColumn;
  colIndex: number;
  rows: number;
  open: number;
  nowTop: number | null;
}) {
  const { stylist, slots } = column;
  // The rows an appointment is drawn over (any overlap with the row's quarter hour).
  const covered = new Set<number>();
  for (const { item } of placed) {
    const from = Math.floor((toMinutes(item.startTime) - open) / SLOT_MINUTES);
    const to = Math.ceil((toMinutes(item.endTime) - open) / SLOT_MINUTES);
    for (let row = Math.max(0, from); row < to; row++) covered.add(row);
  }
  const tabStop = colIndex === 0 ? slots.findIndex((_, row) => !covered.has(row)) : -1;
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
          covered={covered.has(row)}
          tabStop={row === tabStop}
          onClick={onSlotClick}
        />
      ))}
      {nowTop !== null && (
        <div
          data-now-line
          className="pointer-events-none absolute left-0 right-0 z-20 h-0.5 bg-rose-600"
          style={{ top: nowTop }}
          aria-hidden="true"
        />
      )}
      {placed.map((p) => {
        const { appointment: a, item } = p;
        const top = ((toMinutes(item.startTime) - open) / SLOT_MINUTES) * ROW_PX;
        const height = Math.max(ROW_PX / 2, ((toMinutes(item.endTime) - toMinutes(item.startTime)) / SLOT_MINUTES) * ROW_PX - 2);
        // The booked-time conflict is the visit's first stylist's: it is shown on their blocks.
        const conflict = isSuggestion(a) || item.stylistId !== a.stylistId ? undefined : conflicts?.get(a.id);
        const block = <Block appointment={a} placed={p} onOpen={onOpenAppointment} conflict={conflict} />;
        // A block that starts inside another (a client in a posa) sits above it, inset, so both read.
        return (
          <div
            key={p.key}
            className={`absolute right-1 hover:z-30 focus-within:z-30 ${p.inset ? "left-14 z-20" : "left-1 z-10"}`}
            style={{ top: top + 1, height }}
          >
            {wrapBlock && !isSuggestion(a) ? wrapBlock(a, item, block) : block}
          </div>
        );
      })}
    </div>
  );
  return wrapColumn ? wrapColumn(stylist.id, slots, body) : body;
});
