import { useState, type ReactNode } from "react";
import type { ConflictRow } from "../../src/domain/schemas/conflicts";
import { bookedConflictsOf } from "../lib/booked-conflicts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * One line per appointment: "26/11 10:00 · Giulia Bianchi · Maria · Taglio" and why it is in
 * conflict. Spans with list roles, since the kit's dialog puts its message in a paragraph.
 */
export function ConflictLines({ rows }: { rows: readonly ConflictRow[] }) {
  return (
    <span role="list" className="block mt-3 max-h-64 overflow-y-auto divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm dark:divide-stone-800 dark:border-stone-800">
      {rows.map((row) => (
        <span role="listitem" key={row.id} className="block px-3 py-2 text-stone-800 dark:text-stone-200">
          <span className="font-medium tabular-nums">
            {dayMonth(row.date)} {row.startTime.slice(0, 5)}
          </span>{" "}
          · {row.clientName} · {row.stylistName} · {row.serviceName}
          <span className="block text-xs text-red-800 dark:text-red-300">{row.reason}</span>
        </span>
      ))}
    </span>
  );
}

type Pending = { message: string; conflicts: ConflictRow[]; resolve(confirmed: boolean): void };

/**
 * The warning before a schedule change that puts booked appointments in conflict: the server
 * refused the write (409 booked_conflicts) and listed them; "Salva comunque" sends it again
 * confirmed, "Annulla" stores nothing. `save` resolves to null when cancelled.
 */
export function useBookedConflictsConfirm(): {
  ask(message: string, conflicts: ConflictRow[]): Promise<boolean>;
  save<T>(write: (confirm: boolean) => Promise<T>): Promise<{ saved: T; conflicts: ConflictRow[] } | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = (message: string, conflicts: ConflictRow[]) =>
    new Promise<boolean>((resolve) => setPending({ message, conflicts, resolve }));

  async function save<T>(write: (confirm: boolean) => Promise<T>) {
    try {
      return { saved: await write(false), conflicts: [] };
    } catch (error) {
      const found = bookedConflictsOf(error);
      if (!found) throw error;
      if (!(await ask(found.message, found.conflicts))) return null;
      return { saved: await write(true), conflicts: found.conflicts };
    }
  }

  const dialog = pending && (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="Appuntamenti in conflitto"
      message={
        <>
          <span className="font-semibold">{pending.message}.</span> Salvando restano prenotati e compaiono in «Da ricollocare»
          nel calendario, finché non vengono spostati, riassegnati o eliminati.
          <ConflictLines rows={pending.conflicts} />
        </>
      }
      confirmLabel="Salva comunque"
      onConfirm={() => pending.resolve(true)}
      onCancel={() => pending.resolve(false)}
    />
  );
  return { ask, save, dialog };
}
