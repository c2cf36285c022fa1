import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** The bare rotating ring, decorative: buttons use it next to their own text. className sets its size (default size-4). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn("shrink-0 animate-spin", className ?? "size-4")}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type SpinnerProps = {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const spinnerSizes = { sm: "size-4", md: "size-6", lg: "size-8" } as const;

export function Spinner({ label = "Caricamento…", size = "md", className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn("inline-flex text-rose-700 dark:text-rose-400", className)}
    >
      <SpinnerIcon className={spinnerSizes[size]} />
    </span>
  );
}

/**
 * A grey block standing in for content that is loading. Give it the size of what will come
 * (e.g. className="h-5 w-32") so nothing jumps when the data arrives.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-stone-200 dark:bg-stone-800", className)}
      {...props}
    />
  );
}
