import { atom } from "jotai";
import { useRef, type TouchEvent } from "react";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { Button } from "../../ui/button";
import { Select } from "../../ui/select";

/**
 * The stylist a phone shows in the day view (one column at a time). Kept by id outside the
 * view, so changing the day or coming back from another screen keeps the same stylist.
 */
export const phoneStylistAtom = atom<number | null>(null);

/** Previous / next and a list of the stylists' names: the phone's way between columns. */
export function StylistSwitcher({ stylists, index, onPick }: { stylists: readonly Stylist[]; index: number; onPick(index: number): void }) {
  const current = stylists[index];
  if (!current || stylists.length < 2) return null;
  return (
    <div className="mb-2 flex items-center gap-2" role="group" aria-label="Scegli il collaboratore">
      <Button variant="secondary" size="icon" aria-label="Collaboratore precedente" disabled={index === 0} onClick={() => onPick(index - 1)}>
        ‹
      </Button>
      <Select
        label="Collaboratore mostrato"
        labelHidden
        value={String(current.id)}
        onChange={(e) => onPick(stylists.findIndex((s) => String(s.id) === e.target.value))}
        options={stylists.map((s, i) => ({ value: String(s.id), label: `${s.name} (${i + 1} di ${stylists.length})` }))}
        className="flex-1 min-w-0"
      />
      <Button
        variant="secondary"
        size="icon"
        aria-label="Collaboratore successivo"
        disabled={index === stylists.length - 1}
        onClick={() => onPick(index + 1)}
      >
        ›
      </Button>
    </div>
  );
}

/**
 * A quick horizontal swipe across the grid goes to the next or previous stylist. A touch that
 * starts on an appointment is a drag (long press), never a swipe.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; t: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      const onBlock = (event.target as Element).closest?.('[aria-roledescription="appuntamento trascinabile"]');
      start.current = touch && event.touches.length === 1 && !onBlock ? { x: touch.clientX, y: touch.clientY, t: event.timeStamp } : null;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) > 60 && Math.abs(dy) < Math.abs(dx) / 2 && event.timeStamp - from.t < 600) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
