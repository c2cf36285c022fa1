import { useId } from "react";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the label (what ticking it means, or since when it is ticked). */
  hint?: ReactNode;
  /** A refusal from the server (the form itself cannot make a checkbox invalid). */
  error?: ReactNode;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A native checkbox with its label beside it: the whole row is the target (at least 44 px high
 * on phones), Space toggles it, and a screen reader reads the label and the hint.
 */
export function Checkbox({ label, checked, onCheckedChange, hint, error, id, disabled, className }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div className={cn("flex flex-col", className)}>
      <label
        htmlFor={boxId}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 sm:min-h-9 dark:text-stone-200"
      >
        <input
          id={boxId}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer accent-rose-700 sm:size-4"
          checked={checked}
          disabled={disabled}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onCheckedChange(e.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ml-8 text-sm text-stone-600 sm:ml-7 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ml-8 text-sm font-medium text-red-700 sm:ml-7 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
