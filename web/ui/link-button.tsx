import type { ReactNode } from "react";
import { Link } from "react-router-dom";

// A link to another screen that looks like a button: the primary one at full size, or the
// secondary one at a card's small size. Touch targets stay 44 px high on phones.
const looks = {
  primary: "inline-flex min-h-11 items-center rounded-md bg-rose-700 px-4 text-sm font-medium text-white hover:bg-rose-800 sm:min-h-10",
  secondary:
    "inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800",
} as const;

export function LinkButton({ to, look = "primary", children }: { to: string; look?: keyof typeof looks; children: ReactNode }) {
  return (
    <Link to={to} className={looks[look]}>
      {children}
    </Link>
  );
}
