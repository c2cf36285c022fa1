import { useSetAtom } from "jotai";
import { useEffect, useState, type ReactNode } from "react";
import * as v from "valibot";
import { centsToEuroInput } from "../../../src/domain/money";
import { ServiceFormSchema } from "../../../src/domain/schemas/services";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { createService, updateService, type Service } from "./api";

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

export type ServiceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service?: Service | null;
};

export function ServiceFormDialog({ open, onOpenChange, service }: ServiceFormDialogProps) {
  const editing = Boolean(service);
  const [values, setValues] = useState<Values>(() => toValues(service));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Reset on each opening, keyed on the id: a live refresh must not wipe what is being typed.
  const serviceId = service?.id;
  useEffect(() => {
    if (!open) return;
    setValues(toValues(service));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, serviceId]);

  const set = (key: Key) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  function showErrors(fields: Record<string, string>) {
    setErrors(fields);
    const first = FIELDS.find((key) => fields[key]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit() {
    if (busy) return;
    const parsed = v.safeParse(ServiceFormSchema, values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      if (service) await updateService(service.id, parsed.output);
      else await createService(parsed.output);
      bump(["services"]);
      toast({ title: editing ? "Servizio aggiornato con successo" : "Servizio creato con successo" });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{editing ? "Impossibile aggiornare il servizio" : "Impossibile creare il servizio"}</span>
            {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
          </>
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? "Modifica Servizio" : "Nuovo Servizio"}
      description="Durata in minuti, prezzo in euro (ad esempio 35,50)."
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? "Salva Modifiche" : "Crea Servizio"}
          </Button>
        </>
      }
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
    </Dialog>
  );
}
