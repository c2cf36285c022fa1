import type { ReactNode } from "react";
import { Button } from "./button";

export type CardActionsProps = {
  /** The row's name, for the buttons' accessible names ("Modifica Taglio donna"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** "Elimina", or "Rimuovi" for a person. */
  deleteLabel: string;
  /** Links shown before "Modifica" (a stylist's "Gestisci Orari"). */
  children?: ReactNode;
};

/** The foot of a catalogue card: "Modifica", then the red delete pushed to the right. */
export function CardActions({ name, onEdit, onDelete, deleteLabel, children }: CardActionsProps) {
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-3">
      {children}
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Modifica ${name}`}>
        Modifica
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto !text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
        onClick={onDelete}
        aria-label={`${deleteLabel} ${name}`}
      >
        {deleteLabel}
      </Button>
    </div>
  );
}
