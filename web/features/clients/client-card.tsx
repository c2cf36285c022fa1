import { memo, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { formatPhone, telHref } from "../../../src/domain/phone";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import type { Client } from "../../../src/domain/schemas/clients";
import { fetchClientSummary } from "../../entities/clients";
import { salonToday } from "../../lib/salon-time";
import { useToast } from "../../ui/toast";
import { BalanceBadge, ClientBalanceNote } from "./client-balance";
import { ClientHistory } from "./client-history";
import { ClientPrivacy } from "./client-privacy";
import { FormulaHistory } from "./formula-history";
import { MarketingLapsedLine } from "./marketing-lapsed";
import { WhatsappConsentLine } from "./whatsapp-consent-line";
import { displayName } from "../../../src/domain/names";

const LINK_BUTTON =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800";

/**
 * "Prenota" books her usual service with her usual stylist; "Ripeti ultimo" what she had last
 * time. Her summary is asked on the click, not for every card on the screen.
 */
function useBookAgain(clientId: number) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async go(kind: "usual" | "last") {
      setBusy(true);
      try {
        const s = await fetchClientSummary(clientId);
        const service = kind === "usual" ? s.usualService?.id : s.lastVisit?.service.id;
        const stylist = kind === "usual" ? s.usualStylist?.id : s.lastVisit?.stylist.id;
        const params = new URLSearchParams({ view: "day", date: salonToday(), new: "1", client: String(clientId) });
        if (service) params.set("service", String(service));
        if (stylist) params.set("stylist", String(stylist));
        navigate(`/calendar?${params}`);
      } catch {
        toast({ title: "Errore", description: "Impossibile leggere lo storico del cliente", variant: "destructive" });
        setBusy(false);
      }
    },
  };
}

/** A section's header button that opens and closes it. */
function Disclosure({ open, controls, onToggle, children }: { open: boolean; controls: string; onToggle(): void; children: string }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md text-left text-sm font-medium text-stone-800 hover:text-rose-800 dark:text-stone-200 dark:hover:text-rose-300"
    >
      {children}
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="1.75">
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

// Past this, notes show three lines and a "Mostra tutto" toggle.
const LONG_NOTES = 180;

type ClientCardProps = {
  client: Client;
  /** What she owes ("Da saldare"), 0 when nothing. */
  balanceCents?: number;
  /** Her marketing consent lapsed 24 months after her last visit. */
  marketingLapsed?: boolean;
  /** Absent when the role may not change or delete clients: the button is not shown. */
  onEdit?: (client: Client) => void;
  onDelete?: (client: Client) => void;
};

/** Memoised: typing in the search box re-renders the list, not the hundred cards in it. */
export const ClientCard = memo(function ClientCard({ client, balanceCents = 0, marketingLapsed = false, onEdit, onDelete }: ClientCardProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const historyId = useId();
  const privacyId = useId();
  const fullName = displayName(client);
  const again = useBookAgain(client.id);
  const longNotes = client.notes.length > LONG_NOTES || client.notes.split("\n").length > 3;

  return (
    <Card className="flex flex-col p-4" data-testid="client-card">
      <h2 className="text-base font-semibold leading-snug break-words">{fullName}</h2>
      {balanceCents > 0 && <BalanceBadge balanceCents={balanceCents} onOpen={() => setHistoryOpen(true)} />}
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">Telefono</dt>
          {client.phone === "" ? (
            // A walk-in: "Modifica" with a surname and a phone makes her a full client.
            <dd className="text-stone-600 dark:text-stone-400">Nessun telefono</dd>
          ) : (
            <dd>
              <a
                href={telHref(client.phone)}
                className="tabular-nums text-stone-800 underline-offset-2 hover:underline dark:text-stone-200"
              >
                {formatPhone(client.phone)}
              </a>
            </dd>
          )}
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
        <WhatsappConsentLine client={client} />
        {marketingLapsed && <MarketingLapsedLine />}
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
          {historyOpen && <ClientBalanceNote clientId={client.id} />}
          {historyOpen && <ClientHistory clientId={client.id} />}
        </div>
        <Disclosure open={privacyOpen} controls={privacyId} onToggle={() => setPrivacyOpen((open) => !open)}>
          Privacy e consensi
        </Disclosure>
        <div id={privacyId} hidden={!privacyOpen}>
          {privacyOpen && (
            <ClientPrivacy clientId={client.id} mayUpdate={onEdit !== undefined} mayErase={onDelete !== undefined} onErase={onDelete ? () => onDelete(client) : undefined} />
          )}
        </div>
      </div>
      <FormulaHistory clientId={client.id} />

      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={() => onEdit(client)} aria-label={`Modifica ${fullName}`}>
            Modifica
          </Button>
        )}
        <Button size="sm" onClick={() => void again.go("usual")} disabled={again.busy} aria-label={`Prenota ${fullName}`}>
          Prenota
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void again.go("last")} disabled={again.busy} aria-label={`Ripeti ultimo appuntamento di ${fullName}`}>
          Ripeti ultimo
        </Button>
        <Link to={`/recurring-reminders?client=${client.id}`} aria-label={`Promemoria di ${fullName}`} className={LINK_BUTTON}>
          Promemoria
        </Link>
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
