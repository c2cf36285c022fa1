import type { CalendarItem } from "../../entities/appointments";

/** "Online" on a block the client booked from the public page: a word, not only a colour. */
export function OnlineMark({ appointment: a }: { appointment: CalendarItem }) {
  if (!("source" in a) || a.source !== "online") return null;
  return (
    <span
      data-online
      className="shrink-0 rounded-sm border border-current px-1 text-[10px] font-semibold uppercase leading-tight tracking-wide"
    >
      Online
    </span>
  );
}
