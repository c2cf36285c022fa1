import { autoUpdate, flip, offset, shift, size, useFloating } from "@floating-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "./cn.ts";
import { controlClass, useFieldControl } from "./input.tsx";

export type ComboboxProps<T> = {
  /** What is typed; the caller filters `items` with it (so the match rule stays the caller's). */
  query: string;
  onQueryChange(query: string): void;
  /** The options for this query, already filtered; only the first `maxShown` are drawn. */
  items: readonly T[];
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  onSelect(item: T): void;
  /** The last row, e.g. "Crea nuovo cliente «Anna»"; shown only when the query is not empty. */
  createLabel?: (query: string) => string;
  onCreate?(query: string): void;
  /** Said in the list when nothing matches and there is no create row. */
  emptyText?: string;
  maxShown?: number;
  /** How many matched in all when `items` is only the first of them (a server's page). */
  matched?: number;
  /** Under the list when more items matched than are drawn. */
  moreText?: (hidden: number) => string;
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  className?: string;
};

type Row<T> = { kind: "item"; item: T } | { kind: "create" };

/**
 * A text input with a list of suggestions: the WAI-ARIA combobox pattern. Focus stays in the
 * input; ArrowDown/ArrowUp move the active option (announced through aria-activedescendant),
 * Enter picks it, Escape closes the list (and, when it is already closed, clears the text),
 * Home/End stay with the text. The list floats under the input with @floating-ui, flipping
 * above it near the bottom of a phone screen, and never wider than the viewport.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { query, onQueryChange, items, itemKey, renderItem, onSelect, createLabel, onCreate, emptyText, maxShown = 30, moreText } = props;
  const controlProps = useFieldControl({ id: props.id, "aria-describedby": props["aria-describedby"], "aria-invalid": props["aria-invalid"] });
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement | null>(null);
  // Destructured: these are callback refs, not ref objects read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: "bottom-start",
    strategy: "fixed",
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(160, Math.min(360, availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const shown = items.slice(0, maxShown);
  const hidden = Math.max(items.length, props.matched ?? 0) - shown.length;
  const rows: Row<T>[] = shown.map((item) => ({ kind: "item", item }));
  if (onCreate && createLabel && query.trim() !== "") rows.push({ kind: "create" });
  const activeIndex = Math.min(active, rows.length - 1);
  const optionId = (i: number) => `${listId}-option-${i}`;

  // The active option stays in sight while the arrows walk a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  });

  function choose(row: Row<T> | undefined) {
    if (!row) return;
    setOpen(false);
    if (row.kind === "create") onCreate?.(query.trim());
    else onSelect(row.item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.key === "ArrowDown" ? 0 : rows.length - 1);
          return;
        }
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + rows.length) % Math.max(rows.length, 1));
        return;
      }
      case "Enter":
        // Enter picks; with the list closed it belongs to the form (submit).
        if (open && rows.length > 0) {
          event.preventDefault();
          choose(rows[activeIndex]);
        }
        return;
      case "Escape":
        // Handled here: a dialog around the combobox must not close on the list's Escape.
        if (open || query !== "") {
          event.preventDefault();
          event.stopPropagation();
          if (open) setOpen(false);
          else onQueryChange("");
        }
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  }

  const expanded = open && (rows.length > 0 || Boolean(emptyText));
  return (
    <div className={cn("relative", props.className)}>
      <input
        ref={setReference}
        {...controlProps}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={props.autoFocus}
        placeholder={props.placeholder}
        value={query}
        onChange={(e) => {
          onQueryChange(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          // A click on an option blurs the input first: keep the list until the click lands.
          if (!listRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
        }}
        className={cn(controlClass, "min-h-11 sm:min-h-10")}
      />
      <ul
        ref={(node) => {
          listRef.current = node;
          setFloating(node);
        }}
        id={listId}
        role="listbox"
        aria-label="Suggerimenti"
        tabIndex={-1}
        hidden={!expanded}
        style={floatingStyles}
        className={cn(
          "z-50 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 text-stone-900 shadow-lg",
          "dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100",
        )}
      >
        {rows.length === 0 && emptyText && (
          <li role="presentation" className="px-3 py-2 text-sm text-stone-600 dark:text-stone-400">
            {emptyText}
          </li>
        )}
        {rows.map((row, i) => (
          <li
            key={row.kind === "create" ? "create" : itemKey(row.item)}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            // Keeps focus in the input: the click picks without a blur closing the list first.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== activeIndex && setActive(i)}
            onClick={() => choose(row)}
            className={cn(
              "min-h-11 cursor-pointer px-3 py-2 text-sm sm:min-h-0",
              i === activeIndex && "bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-50",
              row.kind === "create" && "border-t border-stone-200 font-medium text-rose-800 dark:border-stone-700 dark:text-rose-300",
            )}
          >
            {row.kind === "create" ? createLabel!(query.trim()) : renderItem(row.item)}
          </li>
        ))}
        {hidden > 0 && moreText && (
          <li role="presentation" className="px-3 py-1.5 text-xs text-stone-600 dark:text-stone-400">
            {moreText(hidden)}
          </li>
        )}
      </ul>
    </div>
  );
}
