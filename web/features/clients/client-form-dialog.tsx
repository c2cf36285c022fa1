import { formatPhoneInput } from "../../../src/domain/phone";
import { ClientSchema } from "../../../src/domain/schemas/clients";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input, Textarea } from "../../ui/input";
import type { Client } from "../../../src/domain/schemas/clients";
import { createClient, updateClient } from "../../entities/clients";
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

export type ClientFormDialogProps = FormDialogOpenProps & {
  /** The client to edit; null or undefined to create one. */
  client?: Client | null;
};

export function ClientFormDialog({ client, ...dialogProps }: ClientFormDialogProps) {
  const editing = Boolean(client);
  const { values, errors, set, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: client?.id,
    initial: () => toValues(client),
    fields: FIELDS,
    fieldId,
    schema: ClientSchema,
    save: (input) => (client ? updateClient(client.id, input) : createClient(input)),
    topic: "clients",
    success: editing ? "Cliente aggiornato con successo" : "Cliente creato con successo",
    failure: editing ? "Impossibile aggiornare il cliente" : "Impossibile creare il cliente",
  });

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
    </FormDialog>
  );
}
