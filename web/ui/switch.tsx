import { useId, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "./cn.ts";

export type SwitchProps = {
  label: ReactNode;
  /** Controlled state; leave undefined and use defaultChecked for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** State words shown beside the switch, e.g. 'Aperto' / 'Chiuso', 'Lavora' / 'Libero'. */
  onLabel?: ReactNode;
  offLabel?: ReactNode;
  labelHidden?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

export function Switch({
  label,
  checked: controlled,
  defaultChecked = false,
  onCheckedChange,
  onLabel,
  offLabel,
  labelHidden,
  disabled,
  id,
  name,
  className,
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const stateId = `${switchId}-state`;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const checked = controlled ?? uncontrolled;
  const stateText = checked ? onLabel : offLabel;

  function toggle() {
    if (disabled) return;
    if (controlled === undefined) setUncontrolled(!checked);
    onCheckedChange?.(!checked);
  }

  // Toggling on keydown and cancelling the browser's own activation keeps one press = one
  // toggle everywhere (Firefox would otherwise also click on the Space keyup).
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== " " && event.key !== "Enter") return;
    event.preventDefault();
    if (!event.repeat) toggle();
  }
  function onKeyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === " ") event.preventDefault();
  }

  return (
    <div className={cn("inline-flex items-center gap-3", className)}>
      <label
        htmlFor={switchId}
        className={cn(
          "cursor-pointer text-sm font-medium text-stone-800 dark:text-stone-200",
          labelHidden && "sr-only",
        )}
      >
        {label}
      </label>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-describedby={stateText ? stateId : undefined}
        disabled={disabled}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        className="group inline-flex min-h-11 cursor-pointer items-center outline-hidden disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          className={cn(
            "relative inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors",
            "group-focus-visible:ring-2 group-focus-visible:ring-rose-700 group-focus-visible:ring-offset-2 group-focus-visible:ring-offset-white",
            "dark:group-focus-visible:ring-rose-400 dark:group-focus-visible:ring-offset-stone-900",
            checked ? "bg-rose-700 dark:bg-rose-600" : "bg-stone-500",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "size-5 rounded-full bg-white shadow-sm transition-transform",
              checked ? "translate-x-5" : "translate-x-0",
            )}
          />
        </span>
      </button>
      {name && <input type="hidden" name={name} value={checked ? "on" : "off"} />}
      {stateText && (
        <span
          id={stateId}
          className={cn(
            "min-w-[4.5rem] text-sm",
            checked ? "font-medium text-stone-900 dark:text-stone-100" : "text-stone-600 dark:text-stone-400",
          )}
        >
          {stateText}
        </span>
      )}
    </div>
  );
}
