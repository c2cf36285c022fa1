import type { ReactNode } from "react";

/** A step's title; the section around it is named by it (aria-labelledby). */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold">
      {children}
    </h2>
  );
}
