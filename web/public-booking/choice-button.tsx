import type { ReactNode } from "react";
import { cn, focusRing } from "../ui/cn";

/** One option of a step: a link to the next step, full width, at least 44 px tall, with an optional second line. */
export function ChoiceLink({ href, title, detail }: { href: string; title: ReactNode; detail?: ReactNode }) {
  return (
    <a
      href={href}
      className={cn(
        "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 text-left text-stone-900 no-underline",
        "border-stone-300 hover:border-rose-700 hover:bg-rose-50",
        focusRing,
      )}
    >
      <span className="font-medium">{title}</span>
      {detail && <span className="shrink-0 text-sm text-stone-700 tabular-nums">{detail}</span>}
    </a>
  );
}
