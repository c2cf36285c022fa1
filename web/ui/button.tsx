import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn.ts";
import { SpinnerIcon } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "icon";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-rose-700 text-white hover:bg-rose-800 active:bg-rose-900 border border-transparent",
  secondary:
    "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800",
  ghost:
    "border border-transparent bg-transparent text-stone-800 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800",
  destructive:
    "bg-red-700 text-white hover:bg-red-800 active:bg-red-900 border border-transparent",
};

// Phones get 44 px targets; from the sm breakpoint up (a mouse is likely) controls get denser.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm sm:min-h-8",
  md: "min-h-11 px-4 text-sm sm:min-h-10",
  icon: "size-11 sm:size-9 p-0",
};

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        "inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 rounded-md font-medium transition-colors",
        "disabled:cursor-not-allowed disabled:opacity-60",
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {loading && <SpinnerIcon />}
      {/* An icon button has room for one glyph: the spinner takes its place. */}
      {loading && size === "icon" ? null : children}
    </button>
  );
}
