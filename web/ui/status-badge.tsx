import { cancelledByLabel, STATUS_LABELS, type AppointmentStatus, type CancelledBy } from "../../src/domain/appointment-status";
import { cn } from "./cn.ts";

// Dark text on a light tint in light mode, light text on a deep tint in dark mode: all ≥ 4.5:1,
// also over a stylist's tinted block. The word is always there: colour and icon only help.
const TONES: Record<AppointmentStatus, string> = {
  pending: "bg-yellow-100 text-yellow-900 border-yellow-400 dark:bg-yellow-950 dark:text-yellow-100 dark:border-yellow-700",
  booked: "bg-stone-100 text-stone-800 border-stone-300 dark:bg-stone-800 dark:text-stone-100 dark:border-stone-600",
  confirmed: "bg-green-100 text-green-900 border-green-400 dark:bg-green-950 dark:text-green-100 dark:border-green-700",
  arrived: "bg-sky-100 text-sky-900 border-sky-400 dark:bg-sky-950 dark:text-sky-100 dark:border-sky-700",
  completed: "bg-zinc-200 text-zinc-800 border-zinc-400 dark:bg-zinc-800 dark:text-zinc-100 dark:border-zinc-600",
  no_show: "bg-red-100 text-red-900 border-red-400 dark:bg-red-950 dark:text-red-100 dark:border-red-700",
  cancelled: "bg-red-50 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800",
};

// One outline set, 16 × 16, drawn with the text's colour.
const PATHS: Record<AppointmentStatus, string> = {
  // a clock: waiting for the salon's approval
  pending: "M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM8 5v3.2l2 1.3",
  // a calendar page
  booked: "M3 4.5h10v8.5H3zM3 7h10M5.5 3v3M10.5 3v3",
  // a tick
  confirmed: "m3.5 8.5 3 3 6-7",
  // an arrow through a door: she is in the salon
  arrived: "M9 3h3.5v10H9M2.5 8h7M7 5.5 9.5 8 7 10.5",
  // a tick in a circle: done
  completed: "M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM5.5 8.2l1.8 1.8 3.3-3.7",
  // a circle with a bar: nobody came
  no_show: "M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM4.2 4.2l7.6 7.6",
  // a cross
  cancelled: "m4.5 4.5 7 7m0-7-7 7",
};

export function StatusIcon({ status, className }: { status: AppointmentStatus; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className={cn("size-3.5 shrink-0", className)}>
      <path d={PATHS[status]} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The word a status reads as; a cancellation says who: "Annullato dal cliente". */
export const statusText = (status: AppointmentStatus, cancelledBy: CancelledBy | null = null) =>
  status === "cancelled" ? cancelledByLabel(cancelledBy) : STATUS_LABELS[status];

/**
 * An appointment's status: icon, colour and the word ("Confermato"), never colour alone.
 * `compact` fits inside a calendar block.
 */
export function StatusBadge({
  status,
  cancelledBy = null,
  compact = false,
  className,
}: {
  status: AppointmentStatus;
  cancelledBy?: CancelledBy | null;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex max-w-full items-center gap-0.5 whitespace-nowrap border font-semibold",
        compact ? "rounded-sm px-1 text-[10px] leading-3.5" : "rounded-full px-2 py-0.5 text-xs",
        TONES[status],
        className,
      )}
    >
      <StatusIcon status={status} className={compact ? "size-3" : undefined} />
      <span className="truncate">{statusText(status, cancelledBy)}</span>
    </span>
  );
}
