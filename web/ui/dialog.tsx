import {
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from "@floating-ui/react";
import { useId } from "react";
import type { FormEvent, MutableRefObject, ReactNode } from "react";
import { Button } from "./button.tsx";
import { InFloatingTree } from "./floating-tree.tsx";
import { CloseIcon } from "./close-icon.tsx";
import { cn } from "./cn.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { isInsideToaster } from "./toast.tsx";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under a divider; stays visible while the body scrolls. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** What gets focus on open: a ref, or the index of a tabbable element (default 0, the first). */
  initialFocus?: number | MutableRefObject<HTMLElement | null>;
  /**
   * Makes body + footer a <form noValidate>: Enter in a field and a footer button of
   * type="submit" both submit. The default (a page reload) is already prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
};

const sizes = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl" } as const;

/**
 * A modal dialog. Render a dialog opened from inside another (a confirm inside an edit form)
 * as a child of the outer one: Escape then closes only the inner one.
 */
export function Dialog(props: DialogProps) {
  return (
    <InFloatingTree>
      <DialogInTree {...props} />
    </InFloatingTree>
  );
}

function DialogInTree({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  initialFocus,
  onSubmit,
  className,
}: DialogProps) {
  const nodeId = useFloatingNodeId();
  // Destructured: setFloating is a callback ref, not a ref object read during render.
  const {
    refs: { setFloating },
    context,
  } = useFloating({ nodeId, open, onOpenChange: (next) => onOpenChange(next) });
  // A click on a toast (say, its close button) must not close the dialog and lose what was typed;
  // neither does a stray tap beside a form (Escape and Annulla still close it).
  const dismiss = useDismiss(context, {
    outsidePress: (event) => !onSubmit && !isInsideToaster(event.target),
  });
  const role = useRole(context, { role: "dialog" });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const titleId = useId();
  const descriptionId = useId();

  // A failure inside shows the fallback in place of body and footer (so nothing half-drawn can be
  // submitted); the title and the close button stay, and the screen behind keeps working.
  const body = (
    <ErrorBoundary variant="inline" fallbackClassName="mx-5 mb-5">
      {children != null && children !== false && (
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
      )}
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 px-5 py-3 dark:border-stone-700">
          {footer}
        </div>
      )}
    </ErrorBoundary>
  );

  return (
    <FloatingNode id={nodeId}>
      {open && (
        <FloatingPortal>
          <FloatingOverlay
            lockScroll
            className="z-50 grid place-items-center bg-stone-950/60 p-2 sm:p-4"
          >
            <FloatingFocusManager context={context} modal initialFocus={initialFocus} returnFocus>
              <div
                ref={setFloating}
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                {...getFloatingProps()}
                className={cn(
                  "relative flex max-h-[calc(100dvh-1rem)] w-full flex-col rounded-xl border border-stone-200 bg-white text-stone-900 shadow-lg sm:max-h-[calc(100dvh-2rem)]",
                  "dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
                  sizes[size],
                  className,
                )}
              >
                <div className="shrink-0 px-5 pb-4 pr-14 pt-5">
                  <h2 id={titleId} className="text-lg font-semibold leading-snug">
                    {title}
                  </h2>
                  {description && (
                    <p id={descriptionId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                      {description}
                    </p>
                  )}
                </div>
                {onSubmit ? (
                  <form
                    noValidate
                    className="flex min-h-0 flex-1 flex-col"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onSubmit(event);
                    }}
                  >
                    {body}
                  </form>
                ) : (
                  body
                )}
                {/* Last in tab order so the first field, not the close button, gets initial focus. */}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Chiudi"
                  className="absolute right-2 top-2"
                  onClick={() => onOpenChange(false)}
                >
                  <CloseIcon />
                </Button>
              </div>
            </FloatingFocusManager>
          </FloatingOverlay>
        </FloatingPortal>
      )}
    </FloatingNode>
  );
}
