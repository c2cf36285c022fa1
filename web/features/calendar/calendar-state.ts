import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { addDays, isValidDate } from "../../../src/domain/time";
import { salonToday } from "../../lib/salon-time";

export type CalendarView = "month" | "week" | "day";
export { salonToday };

/** Monday on or before `day`. */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

/** The month grid: 42 days from the Monday on or before the 1st. */
export function monthGrid(day: string): string[] {
  const first = mondayOf(`${day.slice(0, 7)}-01`);
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

/** One month back or forward, clamped: 31 March − 1 month → 28/29 February. */
export function shiftMonth(day: string, delta: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** View, day and stylist filter live in the URL: a reload or a shared link shows the same page. */
export function useCalendarState() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("view");
  const view: CalendarView = raw === "day" || raw === "week" ? raw : "month";
  const rawDate = params.get("date") ?? "";
  const date = isValidDate(rawDate) ? rawDate : salonToday();
  const stylist = params.get("stylist") ?? "all";

  const update = useCallback(
    (patch: Partial<{ view: CalendarView; date: string; stylist: string }>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined) continue;
            next.set(key, value);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return useMemo(() => ({ view, date, stylist, update }), [view, date, stylist, update]);
}

/** The week shown around `day`: Monday to Sunday. */
export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(day), i));
