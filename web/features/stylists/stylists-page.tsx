import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../ui/page-header";
import { formatPhone } from "../../../src/domain/phone";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Skeleton } from "../../ui/spinner";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { deleteStylist, stylistsAtom } from "../../entities/stylists";
import { StylistFormDialog } from "./stylist-form-dialog";
import { ListState } from "../../ui/list-state";
import { useDelete } from "../../lib/use-delete";

function StylistCard({ stylist, onEdit, onDelete }: { stylist: Stylist; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col p-4" data-testid="stylist-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-sm font-semibold text-rose-800 dark:bg-rose-900 dark:text-rose-100"
        >
          {stylist.name.trim().charAt(0).toUpperCase()}
        </span>
        <h2 className="min-w-0 text-base font-semibold leading-snug break-words">{stylist.name}</h2>
      </div>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-stone-600 dark:text-stone-400">Telefono</dt>
          <dd className="min-w-0 tabular-nums">
            {stylist.phone ? (
              <a href={`tel:+39${stylist.phone}`} className="underline-offset-2 hover:underline">
                {formatPhone(stylist.phone)}
              </a>
            ) : (
              <span className="text-stone-500 dark:text-stone-400">—</span>
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-stone-600 dark:text-stone-400">Email</dt>
          <dd className="min-w-0 break-all">
            {stylist.email ? (
              <a href={`mailto:${stylist.email}`} className="underline-offset-2 hover:underline">
                {stylist.email}
              </a>
            ) : (
              <span className="text-stone-500 dark:text-stone-400">—</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <Link
          to={`/stylist-hours?stylist=${stylist.id}`}
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          Gestisci Orari
        </Link>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Modifica ${stylist.name}`}>
          Modifica
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto !text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950"
          onClick={onDelete}
          aria-label={`Rimuovi ${stylist.name}`}
        >
          Rimuovi
        </Button>
      </div>
    </Card>
  );
}

export default function StylistsPage() {
  const { data, error } = useAtomValue(stylistsAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const remove = useDelete("stylists");
  const [form, setForm] = useState<{ stylist: Stylist | null } | null>(null);
  const [deleting, setDeleting] = useState<Stylist | null>(null);
  const openCreate = () => setForm({ stylist: null });

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(() => deleteStylist(deleting.id), {
      success: "Stilista rimosso con successo",
      failure: "Impossibile rimuovere lo stilista",
      conflictHint: "Sposta o cancella prima i suoi appuntamenti futuri.",
    });
  };

  const body = (
    <ListState
      query={{ data, error }}
      loadError="Impossibile caricare lo staff"
      onRetry={() => bump(["stylists"])}
      loading={
        <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true" aria-label="Caricamento staff">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="flex flex-col gap-3 p-4">
              <div className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-5 w-32" />
              </div>
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-9 w-32" />
            </Card>
          ))}
        </div>
      }
      empty={{
        title: "Nessuno stilista ancora",
        text: "Aggiungi le persone che lavorano in salone, poi imposta i loro orari: servono per prendere gli appuntamenti.",
        action: <Button onClick={openCreate}>Nuovo Stilista</Button>,
      }}
    >
      {(rows) => (
        <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-label="Staff">
          {rows.map((stylist) => (
            <li key={stylist.id} className="min-w-0">
              <StylistCard stylist={stylist} onEdit={() => setForm({ stylist })} onDelete={() => setDeleting(stylist)} />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );

  return (
    <>
      <PageHeader title="Staff" actions={<Button onClick={openCreate}>Nuovo Stilista</Button>} />
      {body}
      <StylistFormDialog open={form !== null} onOpenChange={(open) => !open && setForm(null)} stylist={form?.stylist} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Sei sicuro di voler rimuovere questo stilista?"
        message={
          deleting
            ? `${deleting.name} non comparirà più nello staff né tra le scelte; gli appuntamenti passati continueranno a riportarne il nome. Chi ha appuntamenti futuri non si può rimuovere.`
            : ""
        }
        confirmLabel="Rimuovi"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
