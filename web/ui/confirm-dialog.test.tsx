import { afterEach, describe, expect, mock, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { focusedName, settle } from "./test-utils.tsx";

afterEach(cleanup);

type HarnessProps = {
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  destructive?: boolean;
};

function Harness({ onConfirm, onCancel, destructive }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Eliminare il cliente?"
      message="Verranno eliminati anche i suoi appuntamenti."
      confirmLabel="Elimina"
      destructive={destructive}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

describe("ConfirmDialog", () => {
  test("asks with the title as name and the message as description", async () => {
    render(<Harness onConfirm={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Eliminare il cliente?" });
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Verranno eliminati anche i suoi appuntamenti.");
  });

  test("Annulla calls onCancel, not onConfirm, and closes", async () => {
    const onConfirm = mock(() => {});
    const onCancel = mock(() => {});
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(await screen.findByRole("button", { name: "Annulla" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("Escape counts as Annulla", async () => {
    const onCancel = mock(() => {});
    render(<Harness onConfirm={() => {}} onCancel={onCancel} />);
    await screen.findByRole("dialog");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("the confirm button calls onConfirm once and closes", async () => {
    const onConfirm = mock(() => {});
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole("button", { name: "Elimina" }));
    await settle(0);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("an async onConfirm shows loading and keeps the dialog until it resolves", async () => {
    let resolve = () => {};
    const onConfirm = mock(() => new Promise<void>((r) => (resolve = r)));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole("button", { name: "Elimina" });
    fireEvent.click(confirm);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Annulla" }).hasAttribute("disabled")).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    await act(async () => resolve());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("a failing onConfirm leaves the dialog open to retry", async () => {
    const onConfirm = mock(() => Promise.reject(new Error("Rete non disponibile")));
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole("button", { name: "Elimina" }));
    await settle(0);
    const confirm = screen.getByRole("button", { name: "Elimina" });
    expect(confirm.hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  test("a destructive confirm starts with focus on Annulla", async () => {
    render(<Harness onConfirm={() => {}} destructive />);
    await screen.findByRole("dialog");
    await settle();
    expect(focusedName()).toBe("button Annulla");
  });

  test("a harmless confirm starts with focus on the confirm button", async () => {
    render(<Harness onConfirm={() => {}} />);
    await screen.findByRole("dialog");
    await settle();
    expect(focusedName()).toBe("button Elimina");
  });
});
