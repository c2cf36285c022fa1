import { format, parseISO } from "date-fns";
import { it } from "date-fns/locale/it";

/** "gennaio 2026" */
export const monthTitle = (day: string) => format(parseISO(day), "MMMM yyyy", { locale: it });

const PALETTE = [
  { band: "bg-rose-500", soft: "bg-rose-50 dark:bg-rose-950", text: "text-rose-900 dark:text-rose-100", border: "border-rose-300 dark:border-rose-800" },
  { band: "bg-sky-500", soft: "bg-sky-50 dark:bg-sky-950", text: "text-sky-900 dark:text-sky-100", border: "border-sky-300 dark:border-sky-800" },
  { band: "bg-emerald-500", soft: "bg-emerald-50 dark:bg-emerald-950", text: "text-emerald-900 dark:text-emerald-100", border: "border-emerald-300 dark:border-emerald-800" },
  { band: "bg-violet-500", soft: "bg-violet-50 dark:bg-violet-950", text: "text-violet-900 dark:text-violet-100", border: "border-violet-300 dark:border-violet-800" },
  { band: "bg-amber-500", soft: "bg-amber-50 dark:bg-amber-950", text: "text-amber-900 dark:text-amber-100", border: "border-amber-300 dark:border-amber-800" },
  { band: "bg-teal-500", soft: "bg-teal-50 dark:bg-teal-950", text: "text-teal-900 dark:text-teal-100", border: "border-teal-300 dark:border-teal-800" },
  { band: "bg-fuchsia-500", soft: "bg-fuchsia-50 dark:bg-fuchsia-950", text: "text-fuchsia-900 dark:text-fuchsia-100", border: "border-fuchsia-300 dark:border-fuchsia-800" },
  { band: "bg-indigo-500", soft: "bg-indigo-50 dark:bg-indigo-950", text: "text-indigo-900 dark:text-indigo-100", border: "border-indigo-300 dark:border-indigo-800" },
] as const;

/** A stable colour per stylist, by id, used on blocks and column headers. */
export const stylistColour = (stylistId: number) => PALETTE[Math.abs(stylistId) % PALETTE.length]!;
