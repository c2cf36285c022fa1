import { useRef, useState } from "react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, and what it takes with it (the spec's sentence). */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, and focus starts on Annulla so Enter does not destroy by accident. */
  destructive?: boolean;
  /**
   * May return a promise: the confirm button spins until it settles, then the dialog closes.
   * If it rejects, the dialog stays open for another try (show the error, e.g. with a toast).
   */
  onConfirm: () => void | Promise<void>;
  /** Called on Annulla, Escape, the close button or a click outside. */
  onCancel?: () => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Conferma",
  cancelLabel = "Annulla",
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  function cancel() {
    if (pending) return;
    onCancel?.();
    onOpenChange(false);
  }

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; staying open lets the user retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      description={message}
      size="sm"
      initialFocus={destructive ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={destructive ? "destructive" : "primary"}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
