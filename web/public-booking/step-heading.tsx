import { useEffect, useRef, type ReactNode } from "react";

/**
 * A step's title. When the client moves to a step its heading takes the focus, so a screen reader
 * announces where they are and the next Tab lands in the new step; the first step of a visit
 * leaves the focus where the browser put it.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}
