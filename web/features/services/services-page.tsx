import { useAtomValue, useSetAtom } from "jotai";
import { PageHeader } from "../../ui/page-header";
import { formatCents } from "../../../src/domain/money";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Skeleton } from "../../ui/spinner";
import type { Service } from "../../../src/domain/schemas/services";
import { deleteService, servicesAtom } from "../../entities/services";
import { ServiceFormDialog } from "./service-form-dialog";
import { ListState, SkeletonCards } from "../../ui/list-state";
import { useRowDialogs } from "../../lib/use-row-dialogs";
import { useDelete } from "../../lib/use-delete";
import { CardActions } from "../../ui/card-actions";

function ServiceCard({ service, onEdit, onDelete }: { service: Service; onEdit: () => void; onDelete: () => void }) {
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
      </p>
      {service.description && (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-stone-700 line-clamp-4 dark:text-stone-300">
          {service.description}
        </p>
      )}
      <CardActions name={service.name} onEdit={onEdit} onDelete={onDelete} deleteLabel="Elimina" />
    </Card>
  );
}

export default function ServicesPage() {
  const { data, error } = useAtomValue(servicesAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const remove = useDelete("services");
  const dialogs = useRowDialogs<Service>();
  const { deleting, openCreate } = dialogs;

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(() => deleteService(deleting.id), {
      success: "Servizio eliminato con successo",
      failure: "Impossibile eliminare il servizio",
    });
  };

  const body = (
    <ListState
      query={{ data, error }}
      loadError="Impossibile caricare i servizi"
      onRetry={() => bump(["services"])}
      loading={
        <SkeletonCards
          count={6}
          label="Caricamento servizi"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          card={
            <>
              <div className="flex justify-between">
                <Skeleton className="h-5 w-36" />
                <Skeleton className="h-5 w-16" />
              </div>
              <Skeleton className="h-4 w-14" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-9 w-24" />
            </>
          }
        />
      }
      empty={{
        title: "Nessun servizio ancora",
        text: "Aggiungi i servizi del salone con durata e prezzo: servono per prendere gli appuntamenti.",
        action: <Button onClick={openCreate}>Nuovo Servizio</Button>,
      }}
    >
      {(rows) => (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Servizi">
          {rows.map((service) => (
            <li key={service.id} className="min-w-0">
              <ServiceCard
                service={service}
                onEdit={() => dialogs.openEdit(service)}
                onDelete={() => dialogs.openDelete(service)}
              />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );

  return (
    <>
      <PageHeader title="Servizi" actions={<Button onClick={openCreate}>Nuovo Servizio</Button>} />
      {body}
      <ServiceFormDialog open={dialogs.formOpen} onOpenChange={dialogs.formOpenChange} service={dialogs.formRow} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={dialogs.deleteOpenChange}
        title="Sei sicuro di voler eliminare questo servizio?"
        message={
          deleting
            ? `«${deleting.name}» non comparirà più nell'elenco né tra le scelte dei nuovi appuntamenti. Gli appuntamenti già presi lo mantengono, con nome e prezzo.`
            : ""
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
