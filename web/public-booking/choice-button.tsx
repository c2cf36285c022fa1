import type { ComponentProps, ReactNode } from "react";
import { cn, focusRing } from "../ui/cn";

/** One option of a step: a real button, full width, at least 44 px tall, with an optional second line. */
export function ChoiceButton({ title, detail, selected, className, ...props }: ComponentProps<"button"> & { title: ReactNode; detail?: ReactNode; selected?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cn(
        "flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 text-left",
        "border-stone-300 hover:border-rose-700 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:hover:border-rose-400 dark:hover:bg-stone-800",
        selected && "border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-stone-800",
        focusRing,
        className,
      )}
      {...props}
    >
      <span className="font-medium">{title}</span>
      {detail && <span className="shrink-0 text-sm text-stone-700 tabular-nums dark:text-stone-300">{detail}</span>}
    </button>
  );
}
