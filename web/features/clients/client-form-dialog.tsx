import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { formatPhoneInput } from "../../../src/domain/phone";
import { ClientSchema } from "../../../src/domain/schemas/clients";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { createClient, updateClient, type Client } from "./api";
import { PhoneInput } from "../../ui/phone-input";

type Values = { firstName: string; lastName: string; phone: string; email: string; notes: string };
type Key = keyof Values;

/** Form order: the first of these with a message gets the focus. */
const FIELDS: readonly Key[] = ["firstName", "lastName", "phone", "email", "notes"];
const fieldId = (key: Key) => `client-${key}`;

const EMPTY: Values = { firstName: "", lastName: "", phone: "", email: "", notes: "" };

const toValues = (client: Client | null | undefined): Values =>
  client
    ? {
        firstName: client.firstName,
        lastName: client.lastName,
        phone: formatPhoneInput(client.phone),
        email: client.email,
        notes: client.notes,
      }
    : EMPTY;

export type ClientFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; null or undefined to create one. */
  client?: Client | null;
};

export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  const editing = Boolean(client);
  const [values, setValues] = useState<Values>(() => toValues(client));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Every opening starts from the client (or blank). Keyed on the id, not the object: a list
  // refreshed by a live event while the dialog is open must not wipe what is being typed.
  const clientId = client?.id;
  useEffect(() => {
    if (!open) return;
    setValues(toValues(client));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, clientId]);

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
    const parsed = v.safeParse(ClientSchema, values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      if (client) await updateClient(client.id, parsed.output);
      else await createClient(parsed.output);
      bump(["clients"]);
      toast({ title: editing ? "Cliente aggiornato con successo" : "Cliente creato con successo" });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{editing ? "Impossibile aggiornare il cliente" : "Impossibile creare il cliente"}</span>
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
      title={editing ? "Modifica Cliente" : "Nuovo Cliente"}
      description="Nome, cognome e telefono sono obbligatori."
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? "Salva Modifiche" : "Crea Cliente"}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" id={fieldId("firstName")} error={errors.firstName}>
          <Input
            value={values.firstName}
            onChange={(e) => set("firstName")(e.target.value)}
            autoComplete="off"
            autoCapitalize="words"
            maxLength={100}
          />
        </Field>
        <Field label="Cognome" id={fieldId("lastName")} error={errors.lastName}>
          <Input
            value={values.lastName}
            onChange={(e) => set("lastName")(e.target.value)}
            autoComplete="off"
            autoCapitalize="words"
            maxLength={100}
          />
        </Field>
        <Field label="Telefono" id={fieldId("phone")} error={errors.phone}>
          <PhoneInput value={values.phone} onValueChange={set("phone")} placeholder="333 123 4567" />
        </Field>
        <Field label="Email" id={fieldId("email")} error={errors.email}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(e) => set("email")(e.target.value)}
          />
        </Field>
        <Field label="Note" id={fieldId("notes")} error={errors.notes} className="sm:col-span-2">
          <Textarea rows={4} value={values.notes} onChange={(e) => set("notes")(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
