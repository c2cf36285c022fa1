import { afterEach, beforeEach, describe, expect, jest, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { Toaster, showToast, useToast } from "./toast.tsx";
import type { ToastOptions } from "./toast.tsx";

let store = createStore();

beforeEach(() => {
  store = createStore();
  jest.useFakeTimers();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Mostra
    </button>
  );
}

function renderToaster(options: ToastOptions = { title: "Cliente salvato" }) {
  render(
    <Provider store={store}>
      <Trigger options={options} />
      <Toaster />
    </Provider>,
  );
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

function toastsOnScreen(): string[] {
  return screen.queryAllByRole("button", { name: "Chiudi" }).map((b) => b.parentElement?.textContent ?? "");
}

describe("Toast", () => {
  test("appears politely in the status region with its title and description", () => {
    renderToaster({ title: "Cliente salvato", description: "Giulia Rossi" });
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(within(status).getByText("Cliente salvato")).toBeTruthy();
    expect(within(status).getByText("Giulia Rossi")).toBeTruthy();
  });

  test("a destructive toast is an alert", () => {
    renderToaster({ title: "Slot occupato", variant: "destructive" });
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    expect(within(screen.getByRole("alert")).getByText("Slot occupato")).toBeTruthy();
    expect(within(screen.getByRole("status")).queryByText("Slot occupato")).toBeNull();
  });

  test("only one at a time: a new toast replaces the old one", () => {
    renderToaster();
    act(() => void showToast({ title: "Primo" }, store));
    act(() => void showToast({ title: "Secondo", variant: "destructive" }, store));
    expect(toastsOnScreen()).toEqual(["Secondo"]);
    act(() => void showToast({ title: "Terzo" }, store));
    expect(toastsOnScreen()).toEqual(["Terzo"]);
  });

  test("goes away by itself after 5000 ms", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    advance(4999);
    expect(toastsOnScreen()).toEqual(["Cliente salvato"]);
    advance(1);
    expect(toastsOnScreen()).toEqual([]);
  });

  test("a replacing toast gets its own full 5000 ms", () => {
    renderToaster();
    act(() => void showToast({ title: "Primo" }, store));
    advance(3000);
    act(() => void showToast({ title: "Secondo" }, store));
    advance(4999);
    expect(toastsOnScreen()).toEqual(["Secondo"]);
    advance(1);
    expect(toastsOnScreen()).toEqual([]);
  });

  test("honours a custom duration, and Infinity stays until closed", () => {
    renderToaster({ title: "Breve", duration: 1000 });
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    advance(1000);
    expect(toastsOnScreen()).toEqual([]);
    act(() => void showToast({ title: "Errore di rete", duration: Infinity }, store));
    advance(60_000);
    expect(toastsOnScreen()).toEqual(["Errore di rete"]);
  });

  test("the Chiudi button closes it at once", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    fireEvent.click(screen.getByRole("button", { name: "Chiudi" }));
    expect(toastsOnScreen()).toEqual([]);
  });

  test("waits while the pointer is over it, then gives 5000 ms more", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
    const card = screen.getByRole("button", { name: "Chiudi" }).parentElement;
    if (!card) throw new Error("the close button sits in the toast");
    advance(4000);
    fireEvent.pointerEnter(card);
    advance(10_000);
    expect(toastsOnScreen()).toEqual(["Cliente salvato"]);
    fireEvent.pointerLeave(card);
    advance(5000);
    expect(toastsOnScreen()).toEqual([]);
  });
});
