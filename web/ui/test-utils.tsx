import { act, fireEvent } from "@testing-library/react";

const candidates = "a[href],button,input,select,textarea,[tabindex]";

/** Elements the browser would visit with Tab, in document order. */
function tabbables(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(candidates)).filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute("disabled") && el.closest("[inert]") === null,
  );
}

/** Lets pending timers and frames run (floating-ui moves focus from its guards a frame later). */
export async function settle(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * happy-dom does not move focus on Tab, so this does what a browser does: dispatch the key,
 * then focus the next element in document order. A focus trap has to catch it from there.
 */
export async function pressTab({ shift = false }: { shift?: boolean } = {}): Promise<void> {
  const list = tabbables();
  const current = document.activeElement;
  const index = list.findIndex((el) => el === current);
  const next = shift ? (list[index - 1] ?? list.at(-1)) : (list[index + 1] ?? list[0]);
  const notCancelled = fireEvent.keyDown(current ?? document.body, { key: "Tab", shiftKey: shift });
  if (notCancelled && next) act(() => next.focus());
  await settle();
}

/** A short, readable name of the focused element, so a failing assertion says where focus is. */
export function focusedName(): string {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement)) return "(nothing)";
  const label = el.getAttribute("aria-label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
  return `${el.tagName.toLowerCase()} ${label ?? el.textContent ?? ""}`.trim();
}
