import { atom, getDefaultStore, useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { CloseIcon } from "./close-icon.tsx";
import { cn, focusRing } from "./cn.ts";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it goes away (default 5000); Infinity keeps it until closed. */
  duration?: number;
};

export type ToastState = Required<Omit<ToastOptions, "description">> & {
  id: number;
  description?: ReactNode;
};

export const DEFAULT_TOAST_DURATION = 5000;

/** The toast on screen, if any: one at a time, a new one replaces the old. */
export const toastAtom = atom<ToastState | null>(null);

type JotaiStore = ReturnType<typeof getDefaultStore>;

let lastId = 0;

function createToast({ title, description, variant = "default", duration = DEFAULT_TOAST_DURATION }: ToastOptions): ToastState {
  lastId += 1;
  return { id: lastId, title, description, variant, duration };
}

/** Shows a toast from outside React (an api client, a socket handler); returns its id. */
export function showToast(options: ToastOptions, store: JotaiStore = getDefaultStore()): number {
  const toast = createToast(options);
  store.set(toastAtom, toast);
  return toast.id;
}

/** Closes the toast with this id (or whatever toast is shown when no id is given). */
export function dismissToast(id?: number, store: JotaiStore = getDefaultStore()): void {
  store.set(toastAtom, (current) => (id === undefined || current?.id === id ? null : current));
}

export type ToastFn = ((options: ToastOptions) => number) & {
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
};

/**
 * Both `const toast = useToast(); toast({ title })` and `const { toast, dismiss } = useToast()`
 * work. Uses the store of the nearest jotai Provider.
 */
export function useToast(): ToastFn {
  const setToast = useSetAtom(toastAtom);
  return useMemo(() => {
    const toast = (options: ToastOptions) => {
      const next = createToast(options);
      setToast(next);
      return next.id;
    };
    const dismiss = (id?: number) =>
      setToast((current) => (id === undefined || current?.id === id ? null : current));
    return Object.assign(toast, { toast, dismiss });
  }, [setToast]);
}

const TOASTER_ATTRIBUTE = "data-toaster";

/** Dialogs ask this so that clicking a toast does not count as a click outside them. */
export function isInsideToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${TOASTER_ATTRIBUTE}]`) !== null;
}

/**
 * Mount once, near the root. Both live regions exist before any toast arrives, which is what
 * makes screen readers announce what is put inside them.
 */
export function Toaster() {
  const toast = useAtomValue(toastAtom);
  const item = toast && <ToastItem key={toast.id} toast={toast} />;
  const destructive = toast?.variant === "destructive";
  return (
    <div
      {...{ [TOASTER_ATTRIBUTE]: "" }}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] p-2 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-full sm:max-w-[420px] sm:p-0"
    >
      <div role="status" aria-live="polite">
        {!destructive && item}
      </div>
      <div role="alert" aria-live="assertive">
        {destructive && item}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: ToastState }) {
  const setToast = useSetAtom(toastAtom);
  // Someone reading it (pointer over it, or focus inside) stops the clock; leaving restarts it.
  const [paused, setPaused] = useState(false);
  const { id, duration } = toast;
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === id ? null : current)), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, id, setToast]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-2 rounded-lg border py-2 pl-4 pr-2 shadow-lg",
        destructive
          ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
      )}
    >
      <div className="min-w-0 flex-1 py-2">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn("mt-1 text-sm", destructive ? "text-red-800 dark:text-red-200" : "text-stone-600 dark:text-stone-400")}>
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label="Chiudi"
        onClick={() => setToast((current) => (current?.id === id ? null : current))}
        className={cn(
          "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md sm:size-9",
          focusRing,
          destructive ? "hover:bg-red-100 dark:hover:bg-red-900" : "hover:bg-stone-100 dark:hover:bg-stone-800",
        )}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
