import { afterEach, describe, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Button } from "./button.tsx";

afterEach(cleanup);

describe("Button", () => {
  test("a loading button is busy and cannot be pressed again", () => {
    const onClick = mock(() => {});
    render(
      <Button loading onClick={onClick}>
        Salva
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Salva" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test("an idle button is pressable, does not submit forms by default and forwards its ref", () => {
    const onClick = mock(() => {});
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick}>
        Salva
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Salva" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.getAttribute("type")).toBe("button");
    expect(ref.current).toBe(button as HTMLButtonElement);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
