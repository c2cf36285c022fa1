import { createContext, useContext, useId } from "react";
import type { ComponentProps, ReactNode } from "react";
import { cn, focusRing } from "./cn.ts";

type FieldContextValue = { id: string; describedBy: string | undefined; invalid: boolean };

const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  hint?: ReactNode;
  /** The message under the field (the spec's Italian text); marks the control invalid. */
  error?: ReactNode;
  /** Hides the label visually, keeping it for screen readers. */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Label above, control, hint and error below. The Input, Textarea or Select inside picks up
 * id, aria-describedby and aria-invalid from here, so a caller writes only
 * <Field label="Nome" error={errors.name}><Input value={…} /></Field>.
 */
export function Field({ label, id, hint, error, labelHidden, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label
        htmlFor={controlId}
        className={cn(
          "text-sm font-medium text-stone-800 dark:text-stone-200",
          labelHidden && "sr-only",
        )}
      >
        {label}
      </label>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
        {children}
      </FieldContext>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: ComponentProps<"input">["aria-invalid"];
};

/** Merges what the surrounding Field knows with what the caller passed explicitly. */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [props["aria-describedby"], field.describedBy].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
  };
}

/**
 * Shared look of text-like controls. 16 px text on phones stops iOS from zooming in; the
 * stone-500 border keeps the 3:1 contrast a control's edge needs (WCAG 1.4.11) in both themes.
 */
export const controlClass = cn(
  "block w-full rounded-md border border-stone-500 bg-white px-3 text-base text-stone-900 sm:text-sm",
  "placeholder:text-stone-500 disabled:cursor-not-allowed disabled:opacity-60",
  "dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400",
  "aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400",
  focusRing,
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  const controlProps = useFieldControl(props);
  return <input className={cn(controlClass, "min-h-11 sm:min-h-10", className)} {...controlProps} />;
}

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  const controlProps = useFieldControl(props);
  return <textarea rows={rows} className={cn(controlClass, "py-2", className)} {...controlProps} />;
}
