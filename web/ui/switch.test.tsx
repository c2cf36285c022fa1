import { afterEach, describe, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Switch } from "./switch.tsx";

afterEach(cleanup);

function Harness({ onChange }: { onChange?: (checked: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Switch
      label="Lunedì"
      checked={open}
      onCheckedChange={(next) => {
        setOpen(next);
        onChange?.(next);
      }}
      onLabel="Aperto"
      offLabel="Chiuso"
    />
  );
}

describe("Switch", () => {
  test("is a switch named by its label, off at first, showing the off text", () => {
    render(<Harness />);
    const control = screen.getByRole("switch", { name: "Lunedì" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Chiuso")).toBeTruthy();
  });

  test("toggles with a click, reporting aria-checked and the state text", () => {
    const onChange = mock((_: boolean) => {});
    render(<Harness onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Lunedì" });
    fireEvent.click(control);
    expect(control.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("Aperto")).toBeTruthy();
    expect(screen.queryByText("Chiuso")).toBeNull();
    fireEvent.click(control);
    expect(control.getAttribute("aria-checked")).toBe("false");
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  test("clicking the label toggles it too", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText("Lunedì"));
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("true");
  });

  test("toggles once per press of Space or Enter", () => {
    render(<Harness />);
    const control = screen.getByRole("switch");
    fireEvent.keyDown(control, { key: " " });
    fireEvent.keyUp(control, { key: " " });
    expect(control.getAttribute("aria-checked")).toBe("true");
    fireEvent.keyDown(control, { key: "Enter" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    fireEvent.keyDown(control, { key: "Enter", repeat: true });
    expect(control.getAttribute("aria-checked")).toBe("false");
    fireEvent.keyDown(control, { key: "a" });
    expect(control.getAttribute("aria-checked")).toBe("false");
  });

  test("does nothing when disabled", () => {
    const onChange = mock((_: boolean) => {});
    render(<Switch label="Lunedì" disabled onCheckedChange={onChange} />);
    const control = screen.getByRole("switch");
    fireEvent.click(control);
    fireEvent.keyDown(control, { key: " " });
    expect(control.getAttribute("aria-checked")).toBe("false");
    expect(onChange).not.toHaveBeenCalled();
  });
});
