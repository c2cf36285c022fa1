import { memo, type KeyboardEvent } from "react";
import { hasCustomDuration } from "../../../src/domain/appointments";
import { ClientMessageMarker } from "./client-message-marker";
import { SLOT_MINUTES, type Slot, type SlotState } from "../../../src/domain/availability";
import type { PlacedItem } from "./visit-items";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { isSuggestion } from "../../entities/appointments";
import { stylistColour } from "./format";
import { SLOT_STYLE } from "./legend";
import { StatusBadge } from "../../ui/status-badge";
import { STATUS_LABELS } from "../../../src/domain/appointment-status";
import { IdentityMark } from "./identity-marks";
import { OnlineMark } from "./online-mark";
import { PaymentMark } from "./payment-marks";
import { displayName } from "../../../src/domain/names";

/** One 15-minute row of the day grid, in pixels (the drag preview measures with it too): dense
 * enough that a ten-hour day fits in about one and a half screens. */
export const ROW_PX = 24;

/** The key of one stylist's slot: "2@09:15" (the armed break and the cells' data-slot). */
export const slotKey = (stylistId: number, time: string) => `${stylistId}@${time}`;

// Arrow keys move between slots of the grid: up/down one row, left/right one stylist.
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
  const grid = el.closest("[data-day-grid]");
  // A slot under an appointment is skipped: the arrows go on to the next one that can be booked.
  for (let c = col + step[0], r = row + step[1]; ; c += step[0], r += step[1]) {
    const next = grid?.querySelector<HTMLElement>(`[data-col="${c}"][data-row="${r}"]`);
    if (!next) return;
    if (next.hasAttribute("inert")) continue;
    event.preventDefault();
    next.focus();
    return;
  }
}

function stateLabel(state: SlotState) {
  return state === "available" ? null : SLOT_STYLE[state];
}

export const SlotCell = memo(function SlotCell({
  stylist,
  slot,
  row,
  col,
  armed,
  covered,
  tabStop,
  onClick,
}: {
  stylist: Stylist;
  slot: Slot;
  row: number;
  col: number;
  armed: boolean;
  /** An appointment is drawn over it: nothing to offer, so not focusable nor announced. */
  covered: boolean;
  /** The grid's one Tab stop (the arrows move from there). */
  tabStop: boolean;
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
      data-slot={slotKey(stylist.id, slot.time)}
      data-state={slot.state}
      tabIndex={tabStop && !covered ? 0 : -1}
      inert={covered || undefined}
      aria-hidden={covered || undefined}
      onKeyDown={moveFocus}
      onClick={() => onClick(stylist, slot)}
      aria-label={label}
      title={slot.state === "break" ? `${SLOT_STYLE.break.label} — Clicca per sovrascrivere` : undefined}
      style={{ height: ROW_PX }}
      className={`group block w-full overflow-hidden text-left px-2 border-b ${
        onHour ? "border-stone-200 dark:border-stone-700" : "border-stone-100 dark:border-stone-800"
      } ${style ? style.className : "hover:bg-rose-50/60 dark:hover:bg-rose-950/30"} focus-visible:z-30 focus-visible:relative`}
    >
      {style && (
        // One line, cut with an ellipsis: the hover text never spills over the next slot.
        <span className="block truncate text-[10px] font-medium uppercase leading-[22px] tracking-wide opacity-80">
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

/**
 * One appointment. In conflict with the availability it keeps its place and colour, gains a red
 * outline, a "⚠" before the client's name (which always comes first, however short the block) and
 * a line with the reason, also in its tooltip. The accessible name is the visible text, so it
 * reads "Giulia Rossi 09:00–09:15 Taglio In conflitto: Marco è in ferie". A short block grows to
 * show everything on hover and focus.
 */
export function Block({
  appointment: a,
  placed,
  onOpen,
  conflict,
  ...handle
}: {
  appointment: Appointment | Suggestion;
  /** The item this block draws (its times, service, "1/2" and posa); the whole visit without it. */
  placed?: PlacedItem;
  onOpen(a: Appointment | Suggestion): void;
  conflict?: BookedConflict;
  "aria-roledescription"?: string;
  "aria-describedby"?: string;
}) {
  const suggested = isSuggestion(a);
  const item = placed?.item;
  const colour = stylistColour(item?.stylistId ?? a.stylistId);
  const custom = !suggested && (placed?.count ?? 1) === 1 && hasCustomDuration(a);
  const client = displayName(a.client);
  const time = `${(item ?? a).startTime.slice(0, 5)}–${(item ?? a).endTime.slice(0, 5)}`;
  const service = item?.serviceName ?? a.service.name;
  const part = placed && placed.count > 1 ? `${placed.index}/${placed.count}` : null;
  // "Prenotato" is every new booking's status: only the others are worth a badge.
  const status = !suggested && a.status !== "booked" ? a.status : null;
  const statusNote = status ? ` · ${STATUS_LABELS[status]}` : "";
  return (
    <button
      type="button"
      {...handle}
      onClick={() => onOpen(a)}
      title={`${conflict ? `⚠ ${conflict.reason}\n` : ""}${client} · ${time} · ${service}${part ? ` (${part})` : ""}${placed?.posa ? ` · posa ${placed.posa.minutes} min` : ""}${statusNote}${suggested ? " (Suggerito)" : ""}${custom ? " · durata personalizzata" : ""}`}
      data-appointment={String(a.id)}
      data-item={item && item.id > 0 ? String(item.id) : undefined}
      data-status={status ?? undefined}
      data-conflict={conflict?.kind}
      className={`relative h-full hover:h-auto hover:min-h-full focus:h-auto focus:min-h-full w-full overflow-hidden rounded-md border text-left flex ${
        suggested
          ? "border-dashed border-orange-500 bg-orange-50/90 text-orange-900 dark:bg-orange-950/80 dark:text-orange-100"
          : `${colour.border} ${colour.soft} ${colour.text}`
      } ${conflict ? "ring-2 ring-red-600 dark:ring-red-400" : ""} hover:shadow-sm`}
    >
      <span className={`w-1 shrink-0 ${suggested ? "bg-orange-500" : colour.band}`} aria-hidden="true" />
      <span className="relative z-[1] min-w-0 flex-1 px-1.5 py-0.5 leading-tight">
        <span className="flex items-center gap-1">
          {conflict && (
            <span className="shrink-0 rounded-sm bg-red-700 px-0.5 text-[11px] font-bold leading-tight text-white" aria-hidden="true" data-conflict-icon>
              ⚠
            </span>
          )}
          <span className="truncate text-xs font-semibold">{client}</span>
          <ClientMessageMarker appointment={a} />
          <OnlineMark appointment={a} />
          <IdentityMark appointment={a} />
          {custom && (
            <span className="shrink-0 w-2 h-2 rounded-full bg-orange-500" title="Durata diversa dal servizio" aria-label="Durata diversa dal servizio" />
          )}
        </span>
        <span className="flex min-w-0 items-center gap-1 text-[11px] tabular-nums">
          <span className="shrink-0">
            {time}
            {suggested ? " (Suggerito)" : ""}
          </span>
          {status && <StatusBadge status={status} compact className="min-w-0" />}
          {!suggested && <PaymentMark appointmentId={a.id} />}
        </span>
        <span className="flex min-w-0 items-center gap-1 text-[11px]">
          <span className="truncate opacity-80">{service}</span>
          {part && (
            <span className="shrink-0 rounded-sm border border-current px-0.5 text-[10px] font-semibold leading-tight tabular-nums" data-part>
              {part}
            </span>
          )}
        </span>
        {conflict && <span className="sr-only">In conflitto: </span>}
        {conflict && (
          <span className="mt-0.5 block rounded-sm bg-red-700 px-1 text-[11px] font-semibold leading-snug text-white break-words" data-conflict-reason>
            <span aria-hidden="true">⚠ </span>
            {conflict.reason}
          </span>
        )}
      </span>
      {placed?.posa && <PosaPart offset={placed.posa.offset} minutes={placed.posa.minutes} />}
    </button>
  );
}

/**
 * The item's posa: the stylist is free while the colour sets, so it is drawn lighter and hatched,
 * with the word "posa"; another client's block may sit on it.
 */
function PosaPart({ offset, minutes }: { offset: number; minutes: number }) {
  return (
    <span
      data-posa
      className="pointer-events-none absolute left-1 right-0 flex items-start justify-start border-y border-dashed border-current bg-white/70 px-1 dark:bg-stone-900/70"
      style={{
        top: (offset / SLOT_MINUTES) * ROW_PX,
        height: (minutes / SLOT_MINUTES) * ROW_PX,
        backgroundImage: "repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in srgb, currentColor 35%, transparent) 6px 7px)",
      }}
    >
      <span className="mt-0.5 rounded-sm bg-white px-1 text-[10px] font-semibold uppercase tracking-wide dark:bg-stone-900">posa</span>
    </span>
  );
}
