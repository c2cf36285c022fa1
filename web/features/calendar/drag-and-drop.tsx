import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { cloneElement, createContext, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { judgeMove, type MoveTarget, type MoveVerdict } from "../../../src/domain/appointments";
import { SLOT_MINUTES, type Slot } from "../../../src/domain/availability";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { toMinutes } from "../../../src/domain/time";
import { ROW_PX } from "./day-cells";
import { useCanWriteAppointment } from "../../entities/permissions";
import { numericDate } from "../../lib/format";
import { useMoveAppointment, useMoveItem } from "./optimistic-moves";
import { judgeItemMove } from "../../../src/domain/item-moves";
import { asMovable, itemsOf, type VisitItem } from "./visit-items";
import { displayName } from "../../../src/domain/names";

/** What is dragged: a whole visit (month view: another day) or one of its items (day view). */
type DragData = { appointment: Appointment; item?: VisitItem };
type DropData = { date: string; stylistId?: number; time?: string; state?: Slot["state"]; slots?: Slot[] };

/**
 * A day column is one drop target (8 per day, not one per 15-minute slot, which kept the day
 * view slow to render); the slot is where the block's top edge is: 4 px below it, in ROW_PX rows.
 */
export function slotUnder(data: DropData, blockTop: number | undefined, columnTop: number): DropData {
  if (!data.slots || blockTop === undefined) return data;
  const index = Math.floor((blockTop + 4 - columnTop) / ROW_PX);
  const slot = data.slots[Math.max(0, Math.min(data.slots.length - 1, index))];
  return slot ? { date: data.date, stylistId: data.stylistId, time: slot.time, state: slot.state, slots: data.slots } : data;
}

/** A day drop keeps the times and stylist; a slot drop takes the slot's start and stylist. */
const toMoveTarget = (d: DropData): MoveTarget => (d.time ? { date: d.date, startTime: d.time, stylistId: d.stylistId } : { date: d.date });

/**
 * Where the dragged block's top edge is now. The rect in dnd-kit's context is updated after the
 * render that reads it (one pointer step behind), so the highlight and the drop both use this.
 * A tiny store: only the drop targets re-render as the block moves, not the whole calendar.
 */
const dragTop = (() => {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number | null) {
      if (next === value) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();
/**
 * dnd-kit's delta counts the scrolling done since the drag began (the grid scrolls by itself near
 * its edges), so initial top + delta is where the block would be had nothing scrolled. Taking
 * that scrolling back off gives where the block is on screen now, in the same frame as a column's
 * rect measured now.
 */
const scrollSum = (node: Element | null) => {
  let sum = 0;
  for (let el = node?.parentElement; el; el = el.parentElement) sum += el.scrollTop;
  return sum;
};
const dragScroll = { node: null as Element | null, start: 0 };
const draggedNode = (id: string | number) => document.querySelector(`[data-drag-id="${CSS.escape(String(id))}"]`);
const blockTop = (e: { active: { rect: { current: { initial: { top: number } | null } } }; delta: { y: number } }) =>
  e.active.rect.current.initial ? e.active.rect.current.initial.top + e.delta.y - (scrollSum(dragScroll.node) - dragScroll.start) : undefined;
/** A drop column's top on screen now (its rect in dnd-kit may date from before the scrolling). */
const columnTop = (id: string | number, fallback: number) => document.querySelector(`[data-drop-id="${CSS.escape(String(id))}"]`)?.getBoundingClientRect().top ?? fallback;

const MoveContext = createContext<{ appointmentsOn(date: string): Appointment[] }>({ appointmentsOn: () => [] });

const announcements: Announcements = {
  onDragStart: ({ active }) => `Appuntamento di ${describe(active.data.current)} preso. Usa le frecce per spostarlo, spazio per lasciarlo, Esc per annullare.`,
  onDragOver: ({ over }) => (over ? `Sopra ${describeTarget(over.data.current)}.` : "Fuori dal calendario."),
  onDragEnd: ({ over }) => (over ? `Appuntamento lasciato su ${describeTarget(over.data.current)}.` : "Appuntamento lasciato fuori dal calendario: nessuna modifica."),
  onDragCancel: () => "Spostamento annullato.",
};
function describe(data: unknown) {
  const a = (data as DragData | undefined)?.appointment;
  return a ? `${displayName(a.client)} alle ${a.startTime.slice(0, 5)}` : "";
}
function describeTarget(data: unknown) {
  const d = data as DropData | undefined;
  if (!d) return "";
  return d.time ? `${numericDate(d.date)} alle ${d.time}` : numericDate(d.date);
}

// Arrows move one 15-minute row up/down or one column sideways, so the keyboard lands on slots.
const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const width = context.activeNode?.parentElement?.getBoundingClientRect().width ?? 180;
  switch (event.code) {
    case "ArrowDown":
      return { ...currentCoordinates, y: currentCoordinates.y + ROW_PX };
    case "ArrowUp":
      return { ...currentCoordinates, y: currentCoordinates.y - ROW_PX };
    case "ArrowRight":
      return { ...currentCoordinates, x: currentCoordinates.x + width + 8 };
    case "ArrowLeft":
      return { ...currentCoordinates, x: currentCoordinates.x - width - 8 };
  }
  return undefined;
};

// A block lands where its top edge is (the start time), whether a mouse, a finger or the
// keyboard moved it: grabbing a 90-minute colour by its middle must not shift its start.
const collision: CollisionDetection = (args) => {
  const { left, top } = args.collisionRect;
  const hits = pointerWithin({ ...args, pointerCoordinates: { x: left + 6, y: top + 4 } });
  return hits.length ? hits : rectIntersection(args);
};

export function CalendarDnd({ children, appointmentsOn }: { children: ReactNode; appointmentsOn(date: string): Appointment[] }) {
  const move = useMoveAppointment();
  const moveItem = useMoveItem();
  const sensors = useSensors(
    // Mouse and touch apart: a pointer sensor would take a finger too, and the browser's scroll
    // would cancel it; a finger goes to the touch sensor and its long press.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag on touch screens, so scrolling the day never starts one.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    // Spazio picks a block up (and drops it); Invio stays the button's own: it opens the appointment.
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] } }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const dragged = event.active.data.current as DragData | undefined;
    const a = dragged?.appointment;
    const raw = event.over?.data.current as DropData | undefined;
    if (!a || !raw || !event.over) return;
    const target = slotUnder(raw, blockTop(event), columnTop(event.over.id, event.over.rect.top));
    dragTop.set(null);
    if (dragged.item && target.time && target.stylistId !== undefined && target.date === a.date) {
      void moveItem(a, dragged.item, { startTime: target.time, stylistId: target.stylistId, slots: target.slots }, appointmentsOn(target.date));
      return;
    }
    void move(a, toMoveTarget(target), appointmentsOn(target.date), "Appuntamento aggiornato", target.state);
  };
  return (
    <MoveContext value={{ appointmentsOn }}>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={(e) => {
          dragScroll.node = draggedNode(e.active.id);
          dragScroll.start = scrollSum(dragScroll.node);
        }}
        onDragMove={(e) => dragTop.set(blockTop(e) ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => dragTop.set(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: "Per spostare un appuntamento premi spazio, poi usa le frecce; premi di nuovo spazio per lasciarlo o Esc per annullare. Invio apre l'appuntamento.",
          },
        }}
      >
        {children}
      </DndContext>
    </MoveContext>
  );
}

/**
 * Makes an appointment's one button draggable. The wrapper only listens (pointer, touch, and the
 * keys bubbling up from the button): it is not a second control around the button, so a block is
 * one tab stop, Invio opens it and Spazio starts a move.
 */
export function DraggableBlock({ appointment, item, children }: { appointment: Appointment; item?: VisitItem; children: ReactElement<DragHandleProps> }) {
  // A visit's first item keeps the visit's id, so a one-item visit drags as it always did.
  const first = item === undefined || itemsOf(appointment)[0]?.id === item.id;
  const dragId = first ? `appt-${appointment.id}` : `appt-${appointment.id}-${item.id}`;
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: dragId,
    data: { appointment, item } satisfies DragData,
  });
  const handle = cloneElement(children, { "aria-roledescription": "appuntamento trascinabile", "aria-describedby": attributes["aria-describedby"] });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-drag-id={dragId}
      className={`h-full touch-manipulation ${isDragging ? "relative z-40 opacity-90 shadow-lg ring-2 ring-rose-500 rounded-md" : ""}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      {handle}
    </div>
  );
}

/** What the draggable wrapper gives the button inside it. */
export type DragHandleProps = { "aria-roledescription"?: string; "aria-describedby"?: string };

/** What a drop here would do; "forbidden" when the role may not move this appointment there. */
type DropVerdict = MoveVerdict | "forbidden";

function useVerdict(data: DropData, isOver: boolean): { verdict: DropVerdict; target: DropData } | null {
  const { active, over } = useDndContext();
  const top = useSyncExternalStore(dragTop.subscribe, dragTop.get, dragTop.get);
  const { appointmentsOn } = useContext(MoveContext);
  const canWrite = useCanWriteAppointment();
  const dragged = active?.data.current as DragData | undefined;
  const a = dragged?.appointment;
  if (!a || !isOver || !over) return null;
  const target = slotUnder(data, top ?? undefined, columnTop(over.id, over.rect.top));
  const { verdict } =
    dragged.item && target.time && target.stylistId !== undefined && target.date === a.date
      ? judgeItemMove(asMovable(a), dragged.item.id, { startTime: target.time, stylistId: target.stylistId }, appointmentsOn(target.date).map(asMovable), target.slots)
      : judgeMove(a, toMoveTarget(target), appointmentsOn(target.date), target.state);
  if (verdict !== "same" && !canWrite(a, { stylistId: target.stylistId ?? a.stylistId })) return { verdict: "forbidden", target };
  return { verdict, target };
}

const VERDICT_CLASS: Record<DropVerdict, string> = {
  free: "ring-2 ring-inset ring-emerald-500 bg-emerald-50/70 dark:bg-emerald-950/50",
  occupied: "ring-2 ring-inset ring-red-500 bg-red-50/70 dark:bg-red-950/50",
  unavailable: "ring-2 ring-inset ring-stone-400 bg-stone-100/70 dark:bg-stone-800/60",
  same: "",
  forbidden: "ring-2 ring-inset ring-red-500 bg-stone-100/70 dark:bg-stone-800/60",
};

function OccupiedLabel({ text = "Slot occupato" }: { text?: string }) {
  return (
    <span className="pointer-events-none absolute right-1 top-1 z-30 rounded bg-red-600 px-1.5 py-0.5 text-[11px] font-semibold text-white">
      {text}
    </span>
  );
}

/** A stylist's column on one day; under a drag it highlights the rows the block would take. */
export function DroppableColumn({ date, stylistId, slots, children }: { date: string; stylistId: number; slots: Slot[]; children: ReactNode }) {
  const data: DropData = { date, stylistId, slots };
  const id = `col-${date}-${stylistId}`;
  const { setNodeRef, isOver, active } = useDroppable({ id, data });
  const judged = useVerdict(data, isOver);
  const dragged = active?.data.current as DragData | undefined;
  const index = judged?.target.time ? slots.findIndex((s) => s.time === judged.target.time) : -1;
  const span = dragged?.item ?? dragged?.appointment;
  const rows = span ? Math.max(1, Math.round(durationRows(span))) : 1;
  return (
    <div ref={setNodeRef} data-drop-id={id} className="relative flex-1 min-w-0">
      {children}
      {judged && index >= 0 && judged.verdict !== "same" && (
        <div
          data-drop-verdict={judged.verdict}
          className={`pointer-events-none absolute left-0 right-0 z-20 ${VERDICT_CLASS[judged.verdict]}`}
          style={{ top: index * ROW_PX, height: rows * ROW_PX }}
        >
          {judged.verdict === "occupied" && <OccupiedLabel />}
          {judged.verdict === "forbidden" && <OccupiedLabel text="Non consentito" />}
        </div>
      )}
    </div>
  );
}

const durationRows = (a: { startTime: string; endTime: string }) => (toMinutes(a.endTime) - toMinutes(a.startTime)) / SLOT_MINUTES;

export function DroppableDay({ day, children }: { day: string; children: ReactNode }) {
  const data: DropData = { date: day };
  const { setNodeRef, isOver } = useDroppable({ id: `day-${day}`, data });
  const verdict = useVerdict(data, isOver)?.verdict ?? null;
  return (
    <div ref={setNodeRef} className={`relative ${verdict ? VERDICT_CLASS[verdict] : ""}`} data-drop-verdict={verdict ?? undefined}>
      {children}
      {verdict === "occupied" && <OccupiedLabel />}
      {verdict === "forbidden" && <OccupiedLabel text="Non consentito" />}
    </div>
  );
}
