import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import type { ReminderView } from "../../../src/domain/schemas/reminders";
import type { Client } from "../../../src/domain/schemas/clients";
import { useClient } from "../../entities/client-search";
import { deleteReminder, remindersAtom, triggerReminderCheck } from "../../entities/reminders";
import { servicesAtom } from "../../entities/services";
import { stylistsAtom } from "../../entities/stylists";
import { clientName, FREQUENCY_LABELS, scheduleText } from "./format";
import { ReminderFormDialog } from "./reminder-form-dialog";
import { ReminderRow } from "./reminder-row";
import { EmptyState, LoadError } from "../../ui/empty-state";
import { useDelete } from "../../lib/use-delete";
import { formatCount } from "../../lib/format";

// The alerts after 'Test Servizio', word for word.
export const TEST_STARTED = "Test dei promemoria avviato! Controlla la console del server per i dettagli.";
export const TEST_FAILED = "Errore durante il test dei promemoria.";

type FormState = { reminder: ReminderView | null; client: Client | null };

function LoadingList() {
  return (
    <Card aria-busy="true" aria-label="Caricamento promemoria">
      <CardHeader>
        <Skeleton className="h-5 w-48" />
      </CardHeader>
      <div className="divide-y divide-stone-200 dark:divide-stone-800">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="grid gap-2 px-4 py-4 sm:px-5 md:grid-cols-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-36" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/**
 * 'Promemoria'. `?client={id}` (the button on a client's card opens it in a new tab) preselects
 * that client and opens the new-reminder form; the parameter is then dropped from the address,
 * so a reload shows the list rather than reopening the form.
 */
export default function RemindersPage() {
  const reminders = useAtomValue(remindersAtom);
  const services = useAtomValue(servicesAtom);
  const stylists = useAtomValue(stylistsAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const remove = useDelete("reminders");
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<FormState | null>(null);
  const [deleting, setDeleting] = useState<ReminderView | null>(null);
  const [testing, setTesting] = useState(false);

  const requestedClient = params.get("client");
  // Only the linked client is asked for. undefined: nothing asked, or still loading; null: she does not exist.
  const requestedId = requestedClient !== null && /^[1-9]\d{0,15}$/.test(requestedClient) ? Number(requestedClient) : null;
  const linked = useClient(requestedId);
  const requested =
    requestedClient === null ? undefined : requestedId === null ? null : linked.data ? linked.data : linked.loading ? undefined : null;
  // Opening the form follows the address while rendering; the toast and dropping the parameter are effects.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (requested !== undefined && openedFor !== requestedClient) {
    setOpenedFor(requestedClient);
    if (requested) setForm({ reminder: null, client: requested });
  } else if (requestedClient === null && openedFor !== null) {
    setOpenedFor(null);
  }
  useEffect(() => {
    if (requested === undefined) return;
    if (requested === null) {
      toast({ title: "Cliente non trovato", description: "Il cliente indicato nel collegamento non esiste più.", variant: "destructive" });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("client");
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams, toast]);

  async function runTest() {
    setTesting(true);
    try {
      await triggerReminderCheck();
      bump(["reminders"]);
      window.alert(TEST_STARTED);
    } catch {
      window.alert(TEST_FAILED);
    } finally {
      setTesting(false);
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(() => deleteReminder(deleting.id), {
      success: "Promemoria eliminato",
      failure: "Impossibile eliminare il promemoria",
    });
  };

  const openCreate = () => setForm({ reminder: null, client: null });
  const list = reminders.data;

  let body: ReactNode;
  if (reminders.error && !list) {
    body = (
      <LoadError title="Impossibile caricare i promemoria" text="Controlla la connessione e riprova." onRetry={() => bump(["reminders"])} />
    );
  } else if (!list) {
    body = <LoadingList />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title="Nessun promemoria ricorrente"
        text="Crea un promemoria per invitare un cliente a tornare con regolarità: il colore ogni mese, la barba ogni due settimane."
      >
        <Button onClick={openCreate}>Nuovo Promemoria</Button>
      </EmptyState>
    );
  } else {
    // The heading's count is the rows under it: the reminders not active have their own list.
    const active = list.filter((r) => r.isActive);
    const inactive = list.filter((r) => !r.isActive);
    const rows = (items: ReminderView[], label: string) => (
      <ul className="divide-y divide-stone-200 border-t border-stone-200 dark:divide-stone-800 dark:border-stone-800" aria-label={label}>
        {items.map((reminder) => (
          <li key={reminder.id}>
            <ReminderRow reminder={reminder} onEdit={() => setForm({ reminder, client: null })} onDelete={() => setDeleting(reminder)} />
          </li>
        ))}
      </ul>
    );
    body = (
      <>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle role="heading" aria-level={2}>
              Promemoria Attivi ({formatCount(active.length)})
            </CardTitle>
          </CardHeader>
          {active.length > 0 ? (
            rows(active, "Promemoria Attivi")
          ) : (
            <p className="border-t border-stone-200 px-5 py-4 text-sm text-stone-600 dark:border-stone-800 dark:text-stone-400">
              Nessun promemoria attivo: quelli non attivi sono qui sotto.
            </p>
          )}
        </Card>
        {inactive.length > 0 && (
          <Card className="mt-4">
            <CardHeader className="pb-3">
              <CardTitle role="heading" aria-level={2}>
                Non attivi ({formatCount(inactive.length)})
              </CardTitle>
            </CardHeader>
            {rows(inactive, "Promemoria non attivi")}
          </Card>
        )}
      </>
    );
  }

  const listsFailed = [services, stylists].some((q) => q.error && !q.data);
  return (
    <>
      <PageHeader
        title="Promemoria"
        subtitle="Messaggi WhatsApp ricorrenti che invitano i clienti a tornare in salone."
        actions={
          <>
            <Button variant="secondary" onClick={() => void runTest()} loading={testing}>
              Test Servizio
            </Button>
            <Button onClick={openCreate}>Nuovo Promemoria</Button>
          </>
        }
      />
      {listsFailed && (
        <Card className="mb-4 border-yellow-300 bg-yellow-50 dark:border-yellow-800 dark:bg-yellow-950">
          <CardContent className="pt-4 text-sm text-yellow-900 dark:text-yellow-100">
            Non è stato possibile caricare servizi o parrucchieri: il modulo dei promemoria potrebbe essere incompleto.
          </CardContent>
        </Card>
      )}
      {body}
      <ReminderFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        reminder={form?.reminder}
        client={form?.client}
        services={services.data ?? []}
        stylists={stylists.data ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Eliminare il promemoria di ${clientName(deleting)}?` : ""}
        message={
          deleting
            ? `${clientName(deleting)} non riceverà più il promemoria «${deleting.service.name}» (${FREQUENCY_LABELS[deleting.frequency].toLowerCase()}, ${scheduleText(deleting).toLowerCase()}). Con il promemoria si cancella anche lo storico dei suoi invii.`
            : ""
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
