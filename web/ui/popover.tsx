import {
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useMergeRefs,
  useRole,
} from "@floating-ui/react";
import type { Placement } from "@floating-ui/react";
import { cloneElement, isValidElement, useState } from "react";
import type { ReactElement, ReactNode, Ref } from "react";
import { cn } from "./cn.ts";
import { InFloatingTree } from "./floating-tree.tsx";

/** Props the trigger must spread: ref, aria-expanded, aria-controls, aria-haspopup, onClick. */
export type PopoverTriggerProps = Record<string, unknown> & { ref: (node: Element | null) => void };

export type PopoverProps = {
  /**
   * The element that opens it: a single element (a <Button>) that accepts ref and onClick,
   * or a render function `(props, open) => <Button {...props}>…</Button>`.
   */
  trigger: ReactElement<Record<string, unknown>> | ((props: PopoverTriggerProps, open: boolean) => ReactNode);
  /** Content, or a function receiving `close` (e.g. to close after picking an item). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Optional control; without it the popover keeps its own open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  /** Accessible name of the popover panel when it has no visible heading. */
  label?: string;
  className?: string;
};

export function Popover(props: PopoverProps) {
  return (
    <InFloatingTree>
      <PopoverInTree {...props} />
    </InFloatingTree>
  );
}

function PopoverInTree({
  trigger,
  children,
  open: controlledOpen,
  onOpenChange,
  placement = "bottom-start",
  label,
  className,
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const nodeId = useFloatingNodeId();
  // Destructured: these are callback refs, not ref objects read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: "dialog" });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);

  const childRef = isValidElement(trigger) ? (trigger.props["ref"] as Ref<Element> | undefined) : undefined;
  const triggerRef = useMergeRefs([setReference, childRef]);

  let triggerNode: ReactNode;
  if (typeof trigger === "function") {
    triggerNode = trigger({ ...getReferenceProps(), ref: setReference }, open);
  } else {
    triggerNode = cloneElement(trigger, { ...getReferenceProps(trigger.props), ref: triggerRef });
  }

  return (
    <>
      {triggerNode}
      <FloatingNode id={nodeId}>
        {open && (
          <FloatingPortal>
            <FloatingFocusManager context={context} modal={false} returnFocus>
              <div
                ref={setFloating}
                style={floatingStyles}
                aria-label={label}
                {...getFloatingProps()}
                className={cn(
                  "z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-stone-200 bg-white p-3 text-stone-900 shadow-lg outline-hidden",
                  "dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
                  className,
                )}
              >
                {typeof children === "function" ? children(() => setOpen(false)) : children}
              </div>
            </FloatingFocusManager>
          </FloatingPortal>
        )}
      </FloatingNode>
    </>
  );
}
