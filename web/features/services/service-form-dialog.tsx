import type { ReactNode } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import { ServiceFormSchema } from "../../../src/domain/schemas/services";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input, Textarea } from "../../ui/input";
import type { Service } from "../../../src/domain/schemas/services";
import { createService, updateService } from "../../entities/services";

type Values = { name: string; duration: string; price: string; description: string };
type Key = keyof Values;

const FIELDS: readonly Key[] = ["name", "duration", "price", "description"];
const fieldId = (key: Key) => `service-${key}`;

const toValues = (service: Service | null | undefined): Values =>
  service
    ? {
        name: service.name,
        duration: String(service.duration),
        price: centsToEuroInput(service.price),
        description: service.description,
      }
    : { name: "", duration: "30", price: "", description: "" };

/** A unit shown inside the right edge of an input ("min", "€"). */
function WithUnit({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-base text-stone-600 sm:text-sm dark:text-stone-400"
      >
        {unit}
      </span>
    </div>
  );
}

export type ServiceFormDialogProps = FormDialogOpenProps & {
  service?: Service | null;
};

export function ServiceFormDialog({ service, ...dialogProps }: ServiceFormDialogProps) {
  const editing = Boolean(service);
  const { values, errors, set, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: service?.id,
    initial: () => toValues(service),
    fields: FIELDS,
    fieldId,
    schema: ServiceFormSchema,
    save: (input) => (service ? updateService(service.id, input) : createService(input)),
    topic: "services",
    success: editing ? "Servizio aggiornato con successo" : "Servizio creato con successo",
    failure: editing ? "Impossibile aggiornare il servizio" : "Impossibile creare il servizio",
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Modifica Servizio" : "Nuovo Servizio"}
      description="Durata in minuti, prezzo in euro (ad esempio 35,50)."
      submitLabel={editing ? "Salva Modifiche" : "Crea Servizio"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" id={fieldId("name")} error={errors.name} className="sm:col-span-2">
          <Input value={values.name} onChange={(e) => set("name")(e.target.value)} autoComplete="off" maxLength={100} />
        </Field>
        <Field label="Durata" id={fieldId("duration")} error={errors.duration}>
          <WithUnit unit="min">
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={values.duration}
              onChange={(e) => set("duration")(e.target.value)}
              className="pr-12 tabular-nums"
            />
          </WithUnit>
        </Field>
        <Field label="Prezzo" id={fieldId("price")} error={errors.price}>
          <WithUnit unit="€">
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="35,00"
              value={values.price}
              onChange={(e) => set("price")(e.target.value)}
              className="pr-9 tabular-nums"
            />
          </WithUnit>
        </Field>
        <Field label="Descrizione" id={fieldId("description")} error={errors.description} className="sm:col-span-2">
          <Textarea rows={3} value={values.description} onChange={(e) => set("description")(e.target.value)} />
        </Field>
      </div>
    </FormDialog>
  );
}
