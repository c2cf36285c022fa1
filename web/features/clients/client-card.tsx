import { memo, useId, useState } from "react";
import { formatPhone } from "../../../src/domain/phone";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import type { Client } from "../../../src/domain/schemas/clients";
import { ClientHistory } from "./client-history";

// Past this, notes show three lines and a "Mostra tutto" toggle.
const LONG_NOTES = 180;

type ClientCardProps = {
  client: Client;
  /** Absent when the role may not change or delete clients: the button is not shown. */
  onEdit?: (client: Client) => void;
  onDelete?: (client: Client) => void;
};

/** Memoised: typing in the search box re-renders the list, not the hundred cards in it. */
export const ClientCard = memo(function ClientCard({ client, onEdit, onDelete }: ClientCardProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const historyId = useId();
  const fullName = `${client.firstName} ${client.lastName}`;
  const longNotes = client.notes.length > LONG_NOTES || client.notes.split("\n").length > 3;

  return (
    <Card className="flex flex-col p-4" data-testid="client-card">
      <h2 className="text-base font-semibold leading-snug break-words">{fullName}</h2>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">Telefono</dt>
          <dd>
            <a
              href={`tel:+39${client.phone}`}
              className="tabular-nums text-stone-800 underline-offset-2 hover:underline dark:text-stone-200"
            >
              {formatPhone(client.phone)}
            </a>
          </dd>
        </div>
        {client.email && (
          <div className="flex min-w-0 gap-2">
            <dt className="sr-only">Email</dt>
            <dd className="min-w-0 break-all">
              <a href={`mailto:${client.email}`} className="text-stone-700 underline-offset-2 hover:underline dark:text-stone-300">
                {client.email}
              </a>
            </dd>
          </div>
        )}
        {client.notes && (
          <div className="mt-1">
            <dt className="sr-only">Note</dt>
            <dd
              className={`whitespace-pre-line break-words rounded-md bg-stone-50 px-3 py-2 text-stone-700 dark:bg-stone-800/60 dark:text-stone-300 ${
                longNotes && !notesOpen ? "line-clamp-3" : ""
              }`}
            >
              {client.notes}
            </dd>
            {longNotes && (
              <button
                type="button"
                onClick={() => setNotesOpen((open) => !open)}
                className="mt-1 min-h-11 cursor-pointer text-sm font-medium text-rose-800 underline-offset-2 hover:underline sm:min-h-0 dark:text-rose-300"
              >
                {notesOpen ? "Mostra meno" : "Mostra tutto"}
              </button>
            )}
          </div>
        )}
      </dl>

      <div className="mt-3 border-t border-stone-200 pt-1 dark:border-stone-700">
        <button
          type="button"
          aria-expanded={historyOpen}
          aria-controls={historyId}
          onClick={() => setHistoryOpen((open) => !open)}
          className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md text-left text-sm font-medium text-stone-800 hover:text-rose-800 dark:text-stone-200 dark:hover:text-rose-300"
        >
          Storico appuntamenti
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-4 shrink-0 transition-transform ${historyOpen ? "rotate-180" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          >
            <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div id={historyId} hidden={!historyOpen}>
          {historyOpen && <ClientHistory clientId={client.id} />}
        </div>
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={() => onEdit(client)} aria-label={`Modifica ${fullName}`}>
            Modifica
          </Button>
        )}
        <a
          href={`/recurring-reminders?client=${client.id}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Promemoria di ${fullName} (si apre in una nuova scheda)`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          Promemoria
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.75">
            <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto !text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
            onClick={() => onDelete(client)}
            aria-label={`Elimina ${fullName}`}
          >
            Elimina
          </Button>
        )}
      </div>
    </Card>
  );
});
