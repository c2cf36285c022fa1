import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While saving the dialog cannot be closed and the buttons wait. */
  busy: boolean;
  title: ReactNode;
  description?: ReactNode;
  onSubmit: () => void;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
};

/** A create/edit dialog: the fields, then "Annulla" and the submit button in the footer. */
export function FormDialog({ open, onOpenChange, busy, submitLabel, submitDisabled, children, ...rest }: FormDialogProps) {
  return (
    <Dialog
      {...rest}
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
