/** Joins class names, skipping the falsy ones: cn("a", cond && "b", undefined) -> "a b". */
export function cn(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(" ");
}

/** The one focus ring of the kit: visible on keyboard focus, rose in both themes. */
export const focusRing =
  "outline-hidden focus-visible:ring-2 focus-visible:ring-rose-700 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-rose-400 dark:focus-visible:ring-offset-stone-900";
