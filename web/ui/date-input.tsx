import { useRef, useState } from "react";
import type { ComponentProps } from "react";
import { formatItalianDate, parseItalianDate } from "../../src/domain/italian-date";
import { cn, focusRing } from "./cn";
import { Input } from "./input";

export type DateInputProps = Omit<ComponentProps<"input">, "type" | "value" | "onChange" | "min" | "max"> & {
  /** "YYYY-MM-DD", "" when empty, or the raw text while it is not a real day yet. */
  value: string;
  /** Receives "YYYY-MM-DD" for a real day, "" when cleared, the raw text otherwise (the form's schema then says "Data non valida"). */
  onChange: (value: string) => void;
  /** Earliest/latest day the picker offers, "YYYY-MM-DD". */
  min?: string | undefined;
  max?: string | undefined;
};

const textFor = (value: string) => formatItalianDate(value);

/**
 * A day typed the Italian way (gg/mm/aaaa) whatever the browser's language, with a calendar
 * button that opens the browser's own date picker. The text field is the control the label names;
 * the native picker is out of the tab order and hidden from assistive technology, the button is not.
 */
export function DateInput({ value, onChange, min, max, disabled, className, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => textFor(value));
  const [shown, setShown] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a reset, the picker, a prefilled form) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    if (parseItalianDate(text) !== value && text.trim() !== value) setText(textFor(value));
  }

  const emit = (raw: string) => {
    const trimmed = raw.trim();
    const next = trimmed === "" ? "" : (parseItalianDate(trimmed) ?? trimmed);
    setShown(next);
    onChange(next);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <div className="relative flex items-stretch gap-1">
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="gg/mm/aaaa"
        disabled={disabled}
        className={cn("flex-1", className)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value);
        }}
        onBlur={(event) => {
          // Once the field is left, a real day is shown the one way: 1/2/26 becomes 01/02/2026.
          const parsed = parseItalianDate(event.target.value);
          if (parsed) setText(formatItalianDate(parsed));
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={openPicker}
        aria-label="Apri calendario"
        title="Apri calendario"
        className={cn(
          "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-stone-500 sm:min-h-10 sm:min-w-10",
          "bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60",
          "dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800",
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
          <path d="M3 8h14M7 3v3M13 3v3" />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        min={min}
        max={max}
        value={parseItalianDate(value) ?? ""}
        onChange={(event) => {
          if (!event.target.value) return;
          setText(formatItalianDate(event.target.value));
          emit(event.target.value);
        }}
        className="pointer-events-none absolute bottom-0 right-0 h-px w-px opacity-0"
      />
    </div>
  );
}
