import type { ReactNode } from "react";
import { centsToEuroInput } from "../../../src/domain/money";
import { SERVICE_CATEGORY_SUGGESTIONS } from "../../../src/domain/service-categories";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { detailsOf } from "../../entities/visits";
import { Checkbox } from "../../ui/checkbox";
import { ServiceDialogSchema } from "./service-form-schema";
import type { FormDialogOpenProps } from "../../lib/use-entity-form";
import { useRowForm, type RowForm, type RowFormTexts } from "../../lib/use-row-form";
import { FormDialog } from "../../ui/form-dialog";
import { Select } from "../../ui/select";
import { VAT_RATES } from "../../../src/domain/sales/money-rules";
import { Field, Input, Textarea } from "../../ui/input";
import type { Service } from "../../../src/domain/schemas/services";
import { createService, updateService } from "../../entities/services";

type Values = {
  name: string;
  duration: string;
  processingMinutes: string;
  finishingMinutes: string;
  price: string;
  category: string;
  /** Who performs it, as "1,3"; "" is everyone. */
  stylistIds: string;
  /** "22", "10", "5", "4" or "0". */
  vatRatePercent: string;
  /** "1": "Richiede test della pelle". */
  patchTestRequired: string;
  description: string;
};
type Key = keyof Values;

const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

const fieldId = (key: Key) => `service-${key}`;

const TEXTS: RowFormTexts = {
  create: { title: "Nuovo Servizio", submitLabel: "Crea Servizio", success: "Servizio creato con successo", failure: "Impossibile creare il servizio" },
  edit: { title: "Modifica Servizio", submitLabel: "Salva Modifiche", success: "Servizio aggiornato con successo", failure: "Impossibile aggiornare il servizio" },
};

function toValues(service: Service | null | undefined): Values {
  if (!service) return { name: "", duration: "30", price: "", processingMinutes: "0", finishingMinutes: "0", category: "", stylistIds: "", vatRatePercent: "22", patchTestRequired: "", description: "" };
  const d = detailsOf(service);
  return {
    name: service.name,
    duration: String(service.duration),
    price: centsToEuroInput(service.price),
    processingMinutes: String(d.processingMinutes),
    finishingMinutes: String(d.finishingMinutes),
    category: d.category,
    stylistIds: d.stylistIds.join(","),
    vatRatePercent: String(service.vatRatePercent),
    patchTestRequired: service.patchTestRequired ? "1" : "",
    description: service.description,
  };
}

const FORM: RowForm<Service, Key, typeof ServiceDialogSchema> = {
  toValues,
  fieldId,
  schema: ServiceDialogSchema,
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
  /** The team, for "Chi lo esegue". */
  stylists?: readonly Stylist[];
};

function Minutes({ label, value, error, id, onChange }: { label: string; value: string; error?: string; id: string; onChange(v: string): void }) {
  return (
    <Field label={label} id={id} error={error}>
      <WithUnit unit="min">
        <Input inputMode="numeric" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} className="pr-12 tabular-nums" />
      </WithUnit>
    </Field>
  );
}

export function ServiceFormDialog({ service, stylists = [], ...dialogProps }: ServiceFormDialogProps) {
  const { values, errors, set, dialog } = useRowForm(FORM, dialogProps, service);
  const chosen = values.stylistIds.split(",").filter(Boolean);
  const toggle = (id: string, on: boolean) => set("stylistIds")((on ? [...chosen, id] : chosen.filter((x) => x !== id)).join(","));

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
        <Minutes label="Posa (min)" id={fieldId("processingMinutes")} value={values.processingMinutes} error={errors.processingMinutes} onChange={set("processingMinutes")} />
        <Minutes label="Finitura (min)" id={fieldId("finishingMinutes")} value={values.finishingMinutes} error={errors.finishingMinutes} onChange={set("finishingMinutes")} />
        <p className="sm:col-span-2 -mt-2 text-xs text-stone-600 dark:text-stone-400">
          Durante la posa lo stilista è libero per un altro cliente; la finitura lo impegna di nuovo alla fine.
        </p>
        <Field label="Categoria" id={fieldId("category")} error={errors.category}>
          <Input list="service-categories" autoComplete="off" maxLength={40} value={values.category} onChange={(e) => set("category")(e.target.value)} />
        </Field>
        <Select
          label="Aliquota IVA"
          id={fieldId("vatRatePercent")}
          error={errors.vatRatePercent}
          value={values.vatRatePercent}
          onChange={(e) => set("vatRatePercent")(e.target.value)}
          options={VAT_OPTIONS}
        />
        <div className="sm:col-span-2">
          <Checkbox
            label="Richiede test della pelle"
            checked={values.patchTestRequired === "1"}
            onCheckedChange={(on) => set("patchTestRequired")(on ? "1" : "")}
          />
          <p className="text-xs text-stone-600 dark:text-stone-400">Prenotandolo, avvisa se il test della pelle del cliente manca o è scaduto.</p>
        </div>
        <datalist id="service-categories">
          {SERVICE_CATEGORY_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {stylists.length > 0 && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">Chi lo esegue</legend>
            <p className="text-xs text-stone-600 dark:text-stone-400">Nessuno selezionato: tutti.</p>
            <div className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-3">
              {stylists.map((s) => (
                <Checkbox key={s.id} label={s.name} checked={chosen.includes(String(s.id))} onCheckedChange={(on) => toggle(String(s.id), on)} />
              ))}
            </div>
          </fieldset>
        )}
        <Field label="Descrizione" id={fieldId("description")} error={errors.description} className="sm:col-span-2">
          <Textarea rows={3} value={values.description} onChange={(e) => set("description")(e.target.value)} />
        </Field>
      </div>
    </FormDialog>
  );
}
