import { useEffect, useState } from "react";
import { formatItalianDate } from "../../src/domain/italian-date";
import { formatPhone, telHref } from "../../src/domain/phone";
import type { ConflictRow, FreeStylist } from "../../src/domain/schemas/conflicts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export type RelocationActions = {
  freeStylistsFor(appointmentId: number): Promise<FreeStylist[]>;
  reassign(row: ConflictRow, stylist: FreeStylist): Promise<void>;
  move(row: ConflictRow): void;
  remove(row: ConflictRow): Promise<void>;
};

/**
 * Appointments in conflict with what the salon can offer, each with its way out: to another
 * stylist who is free then (one click), "Sposta" (the edit form or the calendar day), "Elimina".
 * The rows come from the live conflicts list, so one fixed elsewhere disappears here too.
 */
export function RelocationList({ rows, actions, busy }: { rows: readonly ConflictRow[]; actions: RelocationActions; busy?: boolean }) {
  const [deleting, setDeleting] = useState<ConflictRow | null>(null);
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">Nessun appuntamento da ricollocare.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label="Appuntamenti da ricollocare">
        {rows.map((row) => (
          <RelocationRow key={`${row.id}-${row.version}-${row.stylistId}`} row={row} actions={actions} busy={busy} onDelete={() => setDeleting(row)} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminare l'appuntamento?"
        message={deleting ? `${deleting.clientName}, ${formatItalianDate(deleting.date)} alle ${deleting.startTime.slice(0, 5)}.` : ""}
        confirmLabel="Elimina"
        destructive
        onConfirm={() => (deleting ? actions.remove(deleting) : undefined)}
      />
    </>
  );
}

function RelocationRow({ row, actions, busy, onDelete }: { row: ConflictRow; actions: RelocationActions; busy?: boolean; onDelete(): void }) {
  // Who is free is asked once per version of the row (a reassignment elsewhere gives a new key).
  const [free, setFree] = useState<FreeStylist[] | null>(null);
  const [working, setWorking] = useState(false);
  const load = actions.freeStylistsFor;
  useEffect(() => {
    let live = true;
    load(row.id).then(
      (list) => live && setFree(list),
      () => live && setFree([]),
    );
    return () => {
      live = false;
    };
  }, [load, row.id]);

  async function reassign(stylist: FreeStylist) {
    setWorking(true);
    try {
      await actions.reassign(row, stylist);
    } finally {
      setWorking(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-conflict-row={row.id}>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">
          <span className="tabular-nums">
            {formatItalianDate(row.date)} {row.startTime.slice(0, 5)}–{row.endTime.slice(0, 5)}
          </span>{" "}
          · {row.clientName}
        </p>
        <p className="text-stone-600 dark:text-stone-400">
          {row.serviceName} · {row.stylistName} ·{" "}
          {row.clientPhone ? (
            <a
              href={telHref(row.clientPhone)}
              className="tabular-nums text-rose-800 underline underline-offset-2 dark:text-rose-300"
              aria-label={`Chiama ${row.clientName}, ${formatPhone(row.clientPhone)}`}
            >
              {formatPhone(row.clientPhone)}
            </a>
          ) : (
            "Nessun telefono"
          )}
        </p>
        <p className="text-red-800 dark:text-red-300">⚠ {row.reason}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {free === null ? (
          <span className="text-xs text-stone-500">Cerco collaboratori liberi…</span>
        ) : free.length === 0 ? (
          <span className="text-xs text-stone-600 dark:text-stone-400">Nessun collaboratore libero a quell'ora</span>
        ) : (
          free.slice(0, 3).map((stylist) => (
            <Button key={stylist.id} size="sm" disabled={working || busy} onClick={() => void reassign(stylist)}>
              Riassegna a {stylist.name}
            </Button>
          ))
        )}
        <Button size="sm" variant="secondary" disabled={working || busy} onClick={() => actions.move(row)}>
          Sposta
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" disabled={working || busy} onClick={onDelete}>
          Elimina
        </Button>
      </div>
    </li>
  );
}
