import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Button } from "./button.tsx";
import { Popover } from "./popover.tsx";
import { settle } from "./test-utils.tsx";

afterEach(cleanup);

describe("Popover", () => {
  test("a child trigger opens it, reports aria-expanded and controls it", async () => {
    render(
      <Popover trigger={<Button variant="secondary">Filtri</Button>} label="Filtri">
        <p>Solo oggi</p>
      </Popover>,
    );
    const trigger = screen.getByRole("button", { name: "Filtri" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "Filtri" });
    expect(panel.textContent).toBe("Solo oggi");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(panel.id);
    fireEvent.click(trigger);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("Escape closes it and focus goes back to the trigger", async () => {
    render(
      <Popover trigger={<Button>Colore</Button>}>
        <Button>Rosso</Button>
      </Popover>,
    );
    const trigger = screen.getByRole("button", { name: "Colore" });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    await screen.findByRole("dialog");
    await settle();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await settle();
    expect(document.activeElement).toBe(trigger);
  });

  test("a press outside closes it", async () => {
    render(
      <>
        <p>Altro</p>
        <Popover trigger={<Button>Colore</Button>}>Contenuto</Popover>
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Colore" }));
    await screen.findByRole("dialog");
    fireEvent.pointerDown(screen.getByText("Altro"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("a render-prop trigger works, and content can close it", async () => {
    render(
      <Popover
        trigger={(props, open) => (
          <button type="button" {...props}>
            {open ? "Chiudi menu" : "Apri menu"}
          </button>
        )}
      >
        {(close) => (
          <button type="button" onClick={close}>
            Scegli
          </button>
        )}
      </Popover>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Apri menu" }));
    fireEvent.click(await screen.findByRole("button", { name: "Scegli" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Apri menu" })).toBeTruthy();
  });
});
