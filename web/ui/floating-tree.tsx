import { FloatingTree, useFloatingParentNodeId } from "@floating-ui/react";
import type { ReactNode } from "react";

/**
 * Starts a floating tree unless one is already open around this element. A dialog or popover
 * opened from inside another joins its tree, so Escape and an outside click close only the
 * innermost one.
 */
export function InFloatingTree({ children }: { children: ReactNode }) {
  const parentId = useFloatingParentNodeId();
  return parentId === null ? <FloatingTree>{children}</FloatingTree> : children;
}
