import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Skeleton, Spinner } from "./spinner.tsx";

afterEach(cleanup);

describe("Spinner", () => {
  test("tells screen readers that something is loading", () => {
    render(<Spinner />);
    expect(screen.getByRole("status", { name: "Caricamento…" })).toBeTruthy();
  });

  test("can say what is loading", () => {
    render(<Spinner label="Caricamento appuntamenti…" />);
    expect(screen.getByRole("status", { name: "Caricamento appuntamenti…" })).toBeTruthy();
  });

  test("a skeleton is invisible to screen readers", () => {
    const { container } = render(<Skeleton className="h-5 w-32" />);
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });
});
