import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { useState } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { Field, Input } from "./input.tsx";
import { Toaster, useToast } from "./toast.tsx";
import { focusedName, pressTab, settle } from "./test-utils.tsx";

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setOpen(true)}>
        Nuovo cliente
      </button>
      <button type="button">Fuori</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Nuovo cliente"
        description="Nome e telefono del cliente"
        footer={<Button onClick={() => toast({ title: "Salvataggio non riuscito" })}>Salva</Button>}
      >
        <Field label="Nome">
          <Input />
        </Field>
      </Dialog>
    </>
  );
}

async function openDialog() {
  render(
    <Provider store={createStore()}>
      <Harness />
    </Provider>,
  );
  const trigger = screen.getByRole("button", { name: "Nuovo cliente" });
  act(() => trigger.focus());
  fireEvent.click(trigger);
  const dialog = await screen.findByRole("dialog");
  await settle();
  return { trigger, dialog };
}

describe("Dialog", () => {
  test("is a dialog named by its title and described by its description", async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole("dialog", { name: "Nuovo cliente" })).toBe(dialog);
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Nome e telefono del cliente");
  });

  test("focuses the first field on open", async () => {
    await openDialog();
    expect(focusedName()).toBe("input Nome");
  });

  test("keeps Tab inside: from the last element it goes to the first, and back with Shift+Tab", async () => {
    await openDialog();
    act(() => screen.getByRole("button", { name: "Chiudi" }).focus());
    await pressTab();
    expect(focusedName()).toBe("input Nome");
    await pressTab({ shift: true });
    expect(focusedName()).toBe("button Chiudi");
    await pressTab({ shift: true });
    expect(focusedName()).toBe("button Salva");
  });

  test("closes on Escape and gives focus back to the trigger", async () => {
    const { trigger } = await openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await settle();
    expect(document.activeElement).toBe(trigger);
  });

  test("closes with the Chiudi button", async () => {
    await openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Chiudi" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("closes on a press outside it", async () => {
    const { dialog } = await openDialog();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error("the dialog sits on an overlay");
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("stays open, with what was typed, when the user closes a toast", async () => {
    await openDialog();
    fireEvent.change(screen.getByLabelText("Nome"), { target: { value: "Giulia" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    const toastClose = screen.getAllByRole("button", { name: "Chiudi" }).find((b) => !screen.getByRole("dialog").contains(b));
    if (!toastClose) throw new Error("the toast has its own close button");
    fireEvent.pointerDown(toastClose);
    fireEvent.click(toastClose);
    expect(screen.queryByText("Salvataggio non riuscito")).toBeNull();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nome").value).toBe("Giulia");
  });
});
