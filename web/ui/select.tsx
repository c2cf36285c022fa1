import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { Field, controlClass, useFieldControl } from "./input.tsx";

/** `group`: options sharing one are drawn under that <optgroup> heading, in their order. */
export type SelectOption = { value: string; label: string; disabled?: boolean; group?: string };

function renderOptions(options: readonly SelectOption[]): ReactNode {
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  );
  if (!options.some((o) => o.group !== undefined)) return options.map(option);
  const groups: { label: string | undefined; options: SelectOption[] }[] = [];
  for (const o of options) {
    const last = groups.at(-1);
    if (last && last.label === o.group) last.options.push(o);
    else groups.push({ label: o.group, options: [o] });
  }
  return groups.map((g, i) =>
    g.label === undefined ? (
      g.options.map(option)
    ) : (
      <optgroup key={`${g.label}-${i}`} label={g.label}>
        {g.options.map(option)}
      </optgroup>
    ),
  );
}

export type SelectProps = Omit<ComponentProps<"select">, "children"> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Seleziona…"); selectable again unless the select is required. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  labelHidden?: boolean;
  /** Class of the wrapper (label + control + messages); the control takes `selectClassName`. */
  className?: string;
  selectClassName?: string;
};

/** A native <select>: on phones it opens the system picker, which beats any custom list. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  labelHidden,
  id,
  className,
  selectClassName,
  ...props
}: SelectProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} labelHidden={labelHidden} className={className}>
      <NativeSelect className={selectClassName} {...props}>
        {placeholder !== undefined && (
          <option value="" disabled={props.required}>
            {placeholder}
          </option>
        )}
        {renderOptions(options)}
      </NativeSelect>
    </Field>
  );
}

function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  const controlProps = useFieldControl(props);
  return (
    <div className="relative">
      <select
        className={cn(controlClass, "min-h-11 cursor-pointer appearance-none pr-9 sm:min-h-10", className)}
        {...controlProps}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
      >
        <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
