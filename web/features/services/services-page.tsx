import { useAtomValue } from "jotai";
import { formatCents } from "../../../src/domain/money";
import { Card } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import type { Service } from "../../../src/domain/schemas/services";
import { deleteService, servicesAtom } from "../../entities/services";
import { ServiceFormDialog } from "./service-form-dialog";
import { CardActions } from "../../ui/card-actions";
import { CataloguePage, type CardRowActions, type CatalogueTexts } from "../../ui/catalogue-page";
import { useCan } from "../../entities/permissions";
import { stylistsAtom } from "../../entities/stylists";
import { detailsOf } from "../../entities/visits";
import { groupByCategory, NO_CATEGORY } from "../../../src/domain/service-categories";
import { formatDuration } from "../../../src/domain/time";
import type { Stylist } from "../../../src/domain/schemas/stylists";

const TEXTS: CatalogueTexts<Service> = {
  title: "Servizi",
  newLabel: "Nuovo Servizio",
  loadError: "Impossibile caricare i servizi",
  empty: {
    title: "Nessun servizio ancora",
    text: "Aggiungi i servizi del salone con durata e prezzo: servono per prendere gli appuntamenti.",
  },
  deleted: { success: "Servizio eliminato con successo", failure: "Impossibile eliminare il servizio" },
  confirm: {
    title: "Sei sicuro di voler eliminare questo servizio?",
    message: (service) =>
      `«${service.name}» non comparirà più nell'elenco né tra le scelte dei nuovi appuntamenti. Gli appuntamenti già presi lo mantengono, con nome e prezzo.`,
    confirmLabel: "Elimina",
  },
};

/** Without onEdit/onDelete (a role that only reads) the card shows no buttons for them. */
function ServiceCard({ service, stylists, onEdit, onDelete }: { service: Service; stylists: readonly Stylist[] } & CardRowActions) {
  const d = detailsOf(service);
  const who = d.stylistIds.map((id) => stylists.find((s) => s.id === id)?.name).filter((n): n is string => n !== undefined);
  return (
    <Card className="flex h-full flex-col p-4" data-testid="service-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold leading-snug break-words">{service.name}</h2>
        <p className="shrink-0 text-base font-semibold tabular-nums" aria-label={`Prezzo ${formatCents(service.price)}`}>
          {formatCents(service.price)}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-600 tabular-nums dark:text-stone-400">
        <span className="sr-only">Durata </span>
        {service.duration} min
        {d.processingMinutes > 0 && <> · posa {formatDuration(d.processingMinutes)}</>}
        {d.finishingMinutes > 0 && <> · finitura {formatDuration(d.finishingMinutes)}</>}
      </p>
      {who.length > 0 && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">Solo: {who.join(", ")}</p>}
      {service.description && (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-stone-700 line-clamp-4 dark:text-stone-300">
          {service.description}
        </p>
      )}
      <CardActions name={service.name} onEdit={onEdit} onDelete={onDelete} deleteLabel="Elimina" />
    </Card>
  );
}

/** Cards under their category's heading; one plain list while no service has a category. */
function byCategory(rows: Service[]) {
  const groups = groupByCategory(rows.map((s) => ({ ...s, category: detailsOf(s).category })));
  if (groups.length === 1 && groups[0]?.category === NO_CATEGORY) return null;
  return groups.map((g) => ({ heading: g.category, rows: g.services }));
}

function ServiceCardSkeleton() {
  return (
    <>
      <div className="flex justify-between">
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-5 w-16" />
      </div>
      <Skeleton className="h-4 w-14" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-9 w-24" />
    </>
  );
}

export default function ServicesPage() {
  const query = useAtomValue(servicesAtom);
  const mayWrite = useCan("services.write");
  const stylists = useAtomValue(stylistsAtom).data ?? [];
  return (
    <CataloguePage<Service>
      texts={TEXTS}
      topic="services"
      query={query}
      mayWrite={mayWrite}
      grid="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      skeleton={{ count: 6, label: "Caricamento servizi", card: <ServiceCardSkeleton /> }}
      card={(service, actions) => <ServiceCard service={service} stylists={stylists} {...actions} />}
      form={(dialog, service) => <ServiceFormDialog {...dialog} service={service} stylists={stylists} />}
      groups={byCategory}
      remove={(service) => deleteService(service.id)}
    />
  );
}
