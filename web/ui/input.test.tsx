import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Field, Input, Textarea } from "./input.tsx";
import { Select } from "./select.tsx";

afterEach(cleanup);

function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(" | ");
}

describe("Field", () => {
  test("labels its control and, without an error, does not mark it invalid", () => {
    render(
      <Field label="Telefono" hint="Solo cifre, con prefisso">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Telefono");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(descriptionOf(input)).toBe("Solo cifre, con prefisso");
  });

  test("shows the error under the field, marks the control invalid and describes it with the error", () => {
    render(
      <Field label="Nome" hint="Come lo chiamate in salone" error="Il nome è obbligatorio">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Nome");
    expect(screen.getByText("Il nome è obbligatorio")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toBe("Come lo chiamate in salone | Il nome è obbligatorio");
  });

  test("uses the id it is given, and works with a Textarea", () => {
    render(
      <Field id="note" label="Note" error="Troppo lungo">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByLabelText("Note");
    expect(textarea.id).toBe("note");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
  });

  test("two fields get distinct ids", () => {
    render(
      <>
        <Field label="Nome">
          <Input />
        </Field>
        <Field label="Cognome">
          <Input />
        </Field>
      </>,
    );
    expect(screen.getByLabelText("Nome")).not.toBe(screen.getByLabelText("Cognome"));
  });
});

describe("Select", () => {
  const options = [
    { value: "1", label: "Anna" },
    { value: "2", label: "Marco" },
  ];

  test("is a labelled native select with a placeholder first", () => {
    render(<Select label="Parrucchiere" options={options} placeholder="Scegli…" defaultValue="" />);
    const select = screen.getByLabelText<HTMLSelectElement>("Parrucchiere");
    expect(select.tagName).toBe("SELECT");
    expect(Array.from(select.options).map((o) => o.text)).toEqual(["Scegli…", "Anna", "Marco"]);
    expect(select.value).toBe("");
  });

  test("shows its error and is marked invalid", () => {
    render(<Select label="Parrucchiere" options={options} error="Scegli un parrucchiere" />);
    const select = screen.getByLabelText("Parrucchiere");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(select)).toBe("Scegli un parrucchiere");
  });
});
