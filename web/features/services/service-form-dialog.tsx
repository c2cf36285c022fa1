import type { ReactNode } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import { ServiceFormSchema } from "../../../src/domain/schemas/services";
import type { FormDialogOpenProps } from "../../lib/use-entity-form";
import { useRowForm, type RowForm, type RowFormTexts } from "../../lib/use-row-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input, Textarea } from "../../ui/input";
import type { Service } from "../../../src/domain/schemas/services";
import { createService, updateService } from "../../entities/services";

type Values = { name: string; duration: string; price: string; description: string };
type Key = keyof Values;

const fieldId = (key: Key) => `service-${key}`;

const TEXTS: RowFormTexts = {
  create: { title: "Nuovo Servizio", submitLabel: "Crea Servizio", success: "Servizio creato con successo", failure: "Impossibile creare il servizio" },
  edit: { title: "Modifica Servizio", submitLabel: "Salva Modifiche", success: "Servizio aggiornato con successo", failure: "Impossibile aggiornare il servizio" },
};

const toValues = (service: Service | null | undefined): Values =>
  service
    ? {
        name: service.name,
        duration: String(service.duration),
        price: centsToEuroInput(service.price),
        description: service.description,
      }
    : { name: "", duration: "30", price: "", description: "" };

const FORM: RowForm<Service, Key, typeof ServiceFormSchema> = {
  toValues,
  fieldId,
  schema: ServiceFormSchema,
  create: createService,
  update: updateService,
  topic: "services",
  texts: TEXTS,
};

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
  const { values, errors, set, dialog } = useRowForm(FORM, dialogProps, service);

  return (
    <FormDialog {...dialog} description="Durata in minuti, prezzo in euro (ad esempio 35,50).">
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
