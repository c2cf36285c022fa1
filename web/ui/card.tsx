import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-xl border border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center justify-between gap-3 px-4 pb-2 pt-4 sm:px-5", className)} {...props} />;
}

/** A div, like the rest of the card; pass role="heading" aria-level={2} (or wrap an <h2>) when it titles a section. */
export function CardTitle({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("text-base font-semibold leading-snug", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-4 pb-4 sm:px-5", className)} {...props} />;
}
