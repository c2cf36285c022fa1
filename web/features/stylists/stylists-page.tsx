import { useAtomValue } from "jotai";
import { formatPhone, telHref } from "../../../src/domain/phone";
import { Card } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { deleteStylist, stylistsAtom } from "../../entities/stylists";
import { StylistFormDialog } from "./stylist-form-dialog";
import { CardActions } from "../../ui/card-actions";
import { CataloguePage, type CardRowActions, type CatalogueTexts } from "../../ui/catalogue-page";
import { LinkButton } from "../../ui/link-button";
import { useCan } from "../../entities/permissions";

const TEXTS: CatalogueTexts<Stylist> = {
  title: "Staff",
  newLabel: "Nuovo Stilista",
  loadError: "Impossibile caricare lo staff",
  empty: {
    title: "Nessuno stilista ancora",
    text: "Aggiungi le persone che lavorano in salone, poi imposta i loro orari: servono per prendere gli appuntamenti.",
  },
  deleted: {
    success: "Stilista rimosso con successo",
    failure: "Impossibile rimuovere lo stilista",
    // Who still has future appointments cannot go: the server refuses with 409 and says why.
    conflictHint: "Sposta o cancella prima i suoi appuntamenti futuri.",
  },
  confirm: {
    title: "Sei sicuro di voler rimuovere questo stilista?",
    message: (stylist) =>
      `${stylist.name} non comparirà più nello staff né tra le scelte; gli appuntamenti passati continueranno a riportarne il nome. Chi ha appuntamenti futuri non si può rimuovere.`,
    confirmLabel: "Rimuovi",
  },
};

/** Without onEdit/onDelete (a role that only reads) the card shows no buttons for them. */
function StylistCard({ stylist, onEdit, onDelete }: { stylist: Stylist } & CardRowActions) {
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
              <a href={telHref(stylist.phone)} className="underline-offset-2 hover:underline">
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
      <CardActions name={stylist.name} onEdit={onEdit} onDelete={onDelete} deleteLabel="Rimuovi">
        <LinkButton to={`/stylist-hours?stylist=${stylist.id}`} look="secondary">
          Gestisci Orari
        </LinkButton>
      </CardActions>
    </Card>
  );
}

export default function StylistsPage() {
  const query = useAtomValue(stylistsAtom);
  const mayWrite = useCan("stylists.write");
  return (
    <CataloguePage<Stylist>
      texts={TEXTS}
      topic="stylists"
      query={query}
      mayWrite={mayWrite}
      grid="grid gap-3 md:grid-cols-2 2xl:grid-cols-3"
      skeleton={{
        count: 3,
        label: "Caricamento staff",
        card: (
          <>
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-5 w-32" />
            </div>
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-9 w-32" />
          </>
        ),
      }}
      card={(stylist, actions) => <StylistCard stylist={stylist} {...actions} />}
      form={(dialog, stylist) => <StylistFormDialog {...dialog} stylist={stylist} />}
      remove={(stylist) => deleteStylist(stylist.id)}
    />
  );
}
