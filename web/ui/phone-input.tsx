import { useLayoutEffect, useRef, type ChangeEvent, type ComponentProps } from "react";
import { formatPhoneInput } from "../../src/domain/phone";
import { Input } from "./input";

/**
 * Reformats what was typed as "333 123 4567" (digits only, at most 10) and says where the caret
 * goes: after as many digits as were before it. Typing "9" at the caret in "333 12|3" gives
 * "333 129 3" with the caret after the 9, not thrown to the end.
 */
export function reformatPhone(raw: string, caret: number): { value: string; caret: number } {
  const value = formatPhoneInput(raw);
  const digitsBefore = Math.min(raw.slice(0, caret).replace(/\D/g, "").length, value.replace(/\D/g, "").length);
  let position = 0;
  for (let seen = 0; position < value.length && seen < digitsBefore; position++) {
    if (/\d/.test(value[position] ?? "")) seen++;
  }
  return { value, caret: position };
}

type PhoneInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * Digits only, at most 10, grouped 3-3-4 as you type; the +39 is a fixed label in front. A number
 * started with "+" is another country's: the label steps aside and the country is typed.
 */
export function PhoneInput({ value, onValueChange, className, ...props }: PhoneInputProps) {
  const ref = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || ref.current !== document.activeElement) return;
    ref.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = reformatPhone(event.target.value, event.target.selectionStart ?? event.target.value.length);
    caret.current = next.caret;
    onValueChange(next.value);
  }

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        hidden={value.startsWith("+")}
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-base text-stone-600 tabular-nums sm:text-sm dark:text-stone-400"
      >
        +39
      </span>
      <Input
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={value}
        onChange={onChange}
        className={`pl-14 sm:pl-12 tabular-nums ${className ?? ""}`}
        {...props}
      />
    </div>
  );
}
