import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Combobox } from "./combobox.tsx";
import { Field } from "./input.tsx";

afterEach(cleanup);

const NAMES = ["Anna Gallo", "Andrea Neri", "Bruno Rossi"];

function Harness({ onSelect, onCreate }: { onSelect(name: string): void; onCreate?(q: string): void }) {
  const [query, setQuery] = useState("");
  const items = NAMES.filter((n) => n.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field label="Cliente">
      <Combobox
        query={query}
        onQueryChange={setQuery}
        items={items}
        itemKey={(n) => n}
        renderItem={(n) => n}
        onSelect={(n) => {
          setQuery(n);
          onSelect(n);
        }}
        createLabel={(q) => `Crea nuovo cliente «${q}»`}
        onCreate={onCreate}
        emptyText="Nessun cliente"
      />
    </Field>
  );
}

const input = () => screen.getByRole("combobox", { name: "Cliente" });
const options = () => screen.queryAllByRole("option").map((o) => o.textContent);

describe("Combobox", () => {
  test("typing filters the list; the arrows move the active option; Enter picks it", () => {
    const picked: string[] = [];
    render(<Harness onSelect={(n) => picked.push(n)} />);
    fireEvent.change(input(), { target: { value: "an" } });
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(options()).toEqual(["Anna Gallo", "Andrea Neri"]);
    const first = screen.getAllByRole("option")[0]!;
    expect(input().getAttribute("aria-activedescendant")).toBe(first.id);
    expect(first.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(input().getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    fireEvent.keyDown(input(), { key: "ArrowDown" }); // wraps to the first
    fireEvent.keyDown(input(), { key: "ArrowUp" }); // and back to the last
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(picked).toEqual(["Andrea Neri"]);
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect((input() as HTMLInputElement).value).toBe("Andrea Neri");
  });

  test("a click picks an option", () => {
    const picked: string[] = [];
    render(<Harness onSelect={(n) => picked.push(n)} />);
    fireEvent.change(input(), { target: { value: "bru" } });
    fireEvent.click(screen.getByRole("option", { name: "Bruno Rossi" }));
    expect(picked).toEqual(["Bruno Rossi"]);
  });

  test("the last row creates with what was typed", () => {
    const created: string[] = [];
    render(<Harness onSelect={() => {}} onCreate={(q) => created.push(q)} />);
    fireEvent.change(input(), { target: { value: " Marta Bianchi " } });
    expect(options()).toEqual(["Crea nuovo cliente «Marta Bianchi»"]);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(created).toEqual(["Marta Bianchi"]);
  });

  test("nothing found and no create row: the list says so", () => {
    render(<Harness onSelect={() => {}} />);
    fireEvent.change(input(), { target: { value: "zzz" } });
    expect(screen.getByRole("listbox").textContent).toBe("Nessun cliente");
    expect(input().getAttribute("aria-activedescendant")).toBeNull();
  });

  test("Escape closes the list without leaving the field, a second Escape clears it; the event stops there", () => {
    let reachedOutside = 0;
    const count = () => reachedOutside++;
    document.addEventListener("keydown", count);
    render(<Harness onSelect={() => {}} />);
    fireEvent.change(input(), { target: { value: "an" } });
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect((input() as HTMLInputElement).value).toBe("an");
    fireEvent.keyDown(input(), { key: "Escape" });
    expect((input() as HTMLInputElement).value).toBe("");
    expect(reachedOutside).toBe(0);
    // With nothing to close or clear, Escape goes on (a dialog around it may close).
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(reachedOutside).toBe(1);
    document.removeEventListener("keydown", count);
  });

  test("ArrowDown opens a closed list; Enter on a closed list is left to the form", () => {
    render(<Harness onSelect={() => {}} />);
    expect(fireEvent.keyDown(input(), { key: "Enter" })).toBe(true);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(options()).toEqual(NAMES);
  });
});
