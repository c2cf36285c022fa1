import { afterEach, expect, spyOn, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { abuseForm } from "./form-abuse";

afterEach(cleanup);

// The abuse tests of every form pass only if this helper sees what escapes; these forms break on
// purpose to prove it does.
function Form({ breakOn }: { breakOn: "render" | "change" | "submit" }) {
  const [text, setText] = useState("ok");
  const [day, setDay] = useState("2026-03-30");
  if (breakOn === "render" && text.length > 1000) throw new Error("too long to render");
  return (
    <form
      aria-label="prova"
      onSubmit={(event) => {
        event.preventDefault();
        if (breakOn === "submit" && day === "") throw new Error("no day");
      }}
    >
      <input
        aria-label="Testo"
        value={text}
        onChange={(event) => {
          if (breakOn === "change" && event.target.value.includes("<b>")) throw new Error("markup");
          setText(event.target.value);
        }}
      />
      <input aria-label="Giorno" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      <button type="submit">Salva</button>
    </form>
  );
}

test.each(["render", "change", "submit"] as const)("an error thrown on %s is reported", async (breakOn) => {
  const quiet = spyOn(console, "error").mockImplementation(() => {});
  try {
    render(<Form breakOn={breakOn} />);
    const errors = await abuseForm(
      () => screen.getByRole("form", { name: "prova" }),
      () => screen.getByRole("button", { name: "Salva" }).click(),
    );
    expect(errors.length).toBeGreaterThan(0);
  } finally {
    quiet.mockRestore();
  }
});

test("a form that copes with everything reports nothing", async () => {
  render(<Form breakOn={"none" as "render"} />);
  const errors = await abuseForm(
    () => screen.getByRole("form", { name: "prova" }),
    () => screen.getByRole("button", { name: "Salva" }).click(),
  );
  expect(errors).toEqual([]);
});
