import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DateInput } from "./date-input";
import { Field } from "./input";

afterEach(cleanup);

function Harness({ initial = "", seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Data">
        <DateInput
          value={value}
          min="2026-01-01"
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      </Field>
      <button type="button" onClick={() => setValue("2026-12-25")}>
        Natale
      </button>
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>("Data");

test("shows an ISO value as gg/mm/aaaa with the Italian placeholder", () => {
  render(<Harness initial="2026-02-01" seen={[]} />);
  expect(field().value).toBe("01/02/2026");
  expect(field().placeholder).toBe("gg/mm/aaaa");
  expect(field().type).toBe("text");
});

test.each([
  ["1/2/2026", "2026-02-01"],
  ["01/02/2026", "2026-02-01"],
  ["01022026", "2026-02-01"],
  ["29/02/2028", "2028-02-29"],
])("typing %p gives %p", (typed, iso) => {
  const seen: string[] = [];
  render(<Harness seen={seen} />);
  fireEvent.change(field(), { target: { value: typed } });
  expect(seen.at(-1)).toBe(iso);
  fireEvent.blur(field());
  expect(field().value).toBe(`${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
});

test("a day that does not exist is passed on as typed, so the form's schema refuses it", () => {
  const seen: string[] = [];
  render(<Harness seen={seen} />);
  fireEvent.change(field(), { target: { value: "30/02/2026" } });
  expect(seen.at(-1)).toBe("30/02/2026");
  fireEvent.blur(field());
  expect(field().value).toBe("30/02/2026");
});

test("clearing the field gives an empty value", () => {
  const seen: string[] = [];
  render(<Harness initial="2026-02-01" seen={seen} />);
  fireEvent.change(field(), { target: { value: "" } });
  expect(seen.at(-1)).toBe("");
});

test("a value set from outside replaces the text", () => {
  render(<Harness initial="2026-02-01" seen={[]} />);
  fireEvent.click(screen.getByRole("button", { name: "Natale" }));
  expect(field().value).toBe("25/12/2026");
});

test("the calendar button is labelled; the native picker behind it is hidden, untabbable and sets the day", () => {
  const seen: string[] = [];
  const { container } = render(<Harness seen={seen} />);
  expect(screen.getByRole("button", { name: "Apri calendario" })).toBeTruthy();
  const picker = container.querySelector<HTMLInputElement>('input[type="date"]')!;
  expect(picker.getAttribute("aria-hidden")).toBe("true");
  expect(picker.tabIndex).toBe(-1);
  expect(picker.min).toBe("2026-01-01");
  fireEvent.change(picker, { target: { value: "2026-03-30" } });
  expect(seen.at(-1)).toBe("2026-03-30");
  expect(field().value).toBe("30/03/2026");
});
