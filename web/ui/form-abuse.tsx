import { act, fireEvent } from "@testing-library/react";
import { settle } from "./test-utils";
import { fakeApi, NOT_FOUND, restoreFetch, type FakeCall } from "../lib/fake-api";

/** What a hurried or careless user puts in a field: nothing, nonsense, a 5,000-character paste. */
export const NONSENSE_TEXT = ["", "   ", "§%&/()=?^ <b>ciao</b> '; DROP TABLE --", "🙂✂️💇‍♀️ Ünïcødé", "x".repeat(5000)];
/** Days a date field can end up holding (typed by hand, cleared, or from a broken browser). */
export const IMPOSSIBLE_DATES = ["", "2026-02-30", "0000-00-00", "abc", "2026-13-01", "99999-01-01"];
export const IMPOSSIBLE_TIMES = ["", "25:99", "abc", "24:00", "9"];
export const IMPOSSIBLE_NUMBERS = ["", "-1", "abc", "1e309", "0", "99999999999"];

export const FALLBACK_TEXT = "Qualcosa è andato storto";

/**
 * Collects every error that escapes React while a form is abused: an uncaught render error
 * (React reports it on window and unmounts the tree) or one an event handler throws.
 */
export function watchUncaught() {
  const errors: unknown[] = [];
  // Handled here (preventDefault), so the test reports it through its own assertion.
  const onError = (event: Event) => {
    event.preventDefault();
    errors.push((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  };
  const onRejection = (event: Event) => errors.push((event as PromiseRejectionEvent).reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return {
    errors,
    stop() {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    },
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function valuesFor(control: Control): string[] {
  if (control instanceof HTMLSelectElement) {
    // A native select takes only its own options; an unknown value leaves it empty (as does the
    // placeholder). The last option is the edge (the latest time, the last stylist).
    return ["", "999999", control.options[control.options.length - 1]?.value ?? ""];
  }
  const type = control instanceof HTMLInputElement ? control.type : "textarea";
  if (type === "date") return IMPOSSIBLE_DATES;
  if (type === "time") return IMPOSSIBLE_TIMES;
  if (type === "number") return IMPOSSIBLE_NUMBERS;
  return NONSENSE_TEXT;
}

function controlsIn(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>("input, textarea, select")).filter(
    // A control hidden from the user (a date field's native picker, opened by its button) is not typed into.
    (el) => !el.disabled && el.getAttribute("aria-hidden") !== "true" && !(el instanceof HTMLInputElement && ["radio", "checkbox", "hidden", "submit", "button"].includes(el.type)),
  );
}

async function step(errors: unknown[], run: () => void) {
  try {
    run();
  } catch (error) {
    errors.push(error);
  }
  await settle(5);
}

/**
 * For every field of the form(s) under `root()`: clear it, type nonsense, paste 5,000 characters,
 * set impossible dates/times/numbers, and submit after each value. `root` is called again each
 * time because a dialog re-renders into a portal. Returns the errors that escaped; the caller
 * asserts there are none and that the form is still on screen.
 */
export async function abuseForm(root: () => ParentNode, submit: () => void): Promise<unknown[]> {
  const watch = watchUncaught();
  const errors = watch.errors;
  try {
    const current = (): Control[] => {
      try {
        return controlsIn(root());
      } catch {
        return [];
      }
    };
    const count = current().length;
    if (count === 0) errors.push(new Error("no field to abuse"));
    for (let i = 0; i < count; i++) {
      for (const value of valuesFor(current()[i]!)) {
        const control = current()[i];
        if (!control) {
          errors.push(new Error(`field ${i} vanished after a change`));
          return errors;
        }
        await step(errors, () => fireEvent.change(control, { target: { value } }));
        await step(errors, submit);
      }
    }
    // Everything at once: each field holds its worst value, then submit.
    for (const control of current()) {
      const values = valuesFor(control);
      await step(errors, () => fireEvent.change(control, { target: { value: values[values.length - 1] } }));
    }
    await step(errors, submit);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
  } finally {
    watch.stop();
  }
  return errors;
}

/**
 * A stand-in server for abuse tests: GETs answer from `reads` by path (404 otherwise), every
 * write is refused with the house's 400 envelope, as the real server does with such input.
 * Returns the writes sent and a function that restores the real fetch.
 */
export function serveForAbuse(reads: Record<string, unknown>) {
  const writes: FakeCall[] = [];
  fakeApi((call) => {
    if (call.method === "GET") return call.path in reads ? { status: 200, body: reads[call.path] } : NOT_FOUND;
    writes.push(call);
    return { status: 400, body: { message: "Dati non validi", code: "invalid", fields: {} } };
  });
  return { writes, restore: restoreFetch };
}
