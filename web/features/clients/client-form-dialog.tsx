import { useSetAtom } from "jotai";
import { useState } from "react";
import { formatPhone, formatPhoneInput, isValidPhone, normalizePhone } from "../../../src/domain/phone";
import { ClientSchema } from "../../../src/domain/schemas/clients";
import { consentText, WHATSAPP_CONSENT_LABEL } from "../../../src/domain/whatsapp-consent";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input, Textarea } from "../../ui/input";
import type { Client } from "../../../src/domain/schemas/clients";
import { createClient, duplicatePhoneClient, updateClient } from "../../entities/clients";
import { useClientWithPhone } from "../../entities/client-search";
import { Button } from "../../ui/button";
import { clientSearchAtom } from "./state";
import { PhoneInput } from "../../ui/phone-input";
import { Checkbox } from "../../ui/checkbox";
import { salonTimeZone } from "../../lib/salon-time";
import { displayName } from "../../../src/domain/names";

/** whatsappConsent is "yes" or "" (the form keeps strings); the payload makes it a boolean. */
type Values = { firstName: string; lastName: string; phone: string; email: string; notes: string; whatsappConsent: string };
type Key = keyof Values;

/** Form order: the first of these with a message gets the focus. */
const FIELDS: readonly Key[] = ["firstName", "lastName", "phone", "email", "notes", "whatsappConsent"];
const fieldId = (key: Key) => `client-${key}`;

const EMPTY: Values = { firstName: "", lastName: "", phone: "", email: "", notes: "", whatsappConsent: "" };

const toValues = (client: Client | null | undefined): Values =>
  client
    ? {
        firstName: client.firstName,
        lastName: client.lastName,
        phone: formatPhoneInput(client.phone),
        email: client.email,
        notes: client.notes,
        whatsappConsent: client.whatsappConsent ? "yes" : "",
      }
    : EMPTY;

/** Under the box: since when (kept while it stays ticked), that ticking dates it today, or what "no" means. */
function consentHint(client: Client | null | undefined, ticked: boolean): string {
  if (!ticked) return "Senza consenso il salone non invia promemoria né altri messaggi WhatsApp.";
  return client?.whatsappConsent ? consentText(client, salonTimeZone()) : "Il consenso sarà registrato con la data di oggi.";
}

export type ClientFormDialogProps = FormDialogOpenProps & {
  /** The client to edit; null or undefined to create one. */
  client?: Client | null;
};

/**
 * A new client whose phone is already on file is proposed as the one she probably is: "Mostra
 * Anna Gallo" finds her card; "Crea comunque" keeps the twin (a family sharing a phone).
 */
function DuplicateNotice({ existing, onShow, onCreateAnyway }: { existing: Client; onShow(): void; onCreateAnyway(): void }) {
  const name = displayName(existing);
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:col-span-2 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p>
        Esiste già un cliente con questo telefono: <strong>{name}</strong> ({formatPhone(existing.phone)}).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onShow}>
          Mostra {name}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCreateAnyway}>
          Crea comunque
        </Button>
      </div>
    </div>
  );
}

export function ClientFormDialog({ client, ...dialogProps }: ClientFormDialogProps) {
  const editing = Boolean(client);
  const setSearch = useSetAtom(clientSearchAtom);
  // The phone the salon said "Crea comunque" for, and the client the server refused it for.
  const [allowedPhone, setAllowedPhone] = useState<string | null>(null);
  const [refused, setRefused] = useState<Client | null>(null);
  const { values, errors, set, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: client?.id,
    initial: () => toValues(client),
    fields: FIELDS,
    fieldId,
    schema: ClientSchema,
    payload: (v) => ({ ...v, whatsappConsent: v.whatsappConsent === "yes" }),
    save: async (input) => {
      if (client) return updateClient(client.id, input);
      try {
        return await createClient({ ...input, allowDuplicatePhone: allowedPhone === input.phone });
      } catch (error) {
        setRefused(duplicatePhoneClient(error));
        throw error;
      }
    },
    topic: "clients",
    success: editing ? "Cliente aggiornato con successo" : "Cliente creato con successo",
    failure: editing ? "Impossibile aggiornare il cliente" : "Impossibile creare il cliente",
  });

  const phone = normalizePhone(values.phone);
  const samePhone = useClientWithPhone(editing || !isValidPhone(values.phone) ? "" : phone);
  const onFile = !editing && isValidPhone(values.phone) ? (samePhone ?? (refused?.phone === phone ? refused : undefined)) : undefined;
  const existing = onFile && allowedPhone !== phone ? onFile : undefined;

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Modifica Cliente" : "Nuovo Cliente"}
      description="Nome, cognome e telefono sono obbligatori."
      submitLabel={editing ? "Salva Modifiche" : "Crea Cliente"}
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
        {existing && (
          <DuplicateNotice
            existing={existing}
            onShow={() => {
              setSearch(formatPhoneInput(existing.phone));
              dialogProps.onOpenChange(false);
            }}
            onCreateAnyway={() => setAllowedPhone(phone)}
          />
        )}
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
        <Checkbox
          id={fieldId("whatsappConsent")}
          className="sm:col-span-2"
          label={WHATSAPP_CONSENT_LABEL}
          checked={values.whatsappConsent === "yes"}
          onCheckedChange={(on) => set("whatsappConsent")(on ? "yes" : "")}
          hint={consentHint(client, values.whatsappConsent === "yes")}
          error={errors.whatsappConsent}
        />
      </div>
    </FormDialog>
  );
}
