import { formatPhoneInput } from "../../../src/domain/phone";
import { StylistSchema } from "../../../src/domain/schemas/stylists";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input } from "../../ui/input";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { createStylist, updateStylist } from "../../entities/stylists";
import { PhoneInput } from "../../ui/phone-input";

type Values = { name: string; phone: string; email: string };
type Key = keyof Values;

const FIELDS: readonly Key[] = ["name", "phone", "email"];
const fieldId = (key: Key) => `stylist-${key}`;

const toValues = (stylist: Stylist | null | undefined): Values =>
  stylist
    ? { name: stylist.name, phone: formatPhoneInput(stylist.phone), email: stylist.email }
    : { name: "", phone: "", email: "" };

export type StylistFormDialogProps = FormDialogOpenProps & {
  stylist?: Stylist | null;
};

export function StylistFormDialog({ stylist, ...dialogProps }: StylistFormDialogProps) {
  const editing = Boolean(stylist);
  const { values, errors, set, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: stylist?.id,
    initial: () => toValues(stylist),
    fields: FIELDS,
    fieldId,
    schema: StylistSchema,
    save: (input) => (stylist ? updateStylist(stylist.id, input) : createStylist(input)),
    topic: "stylists",
    success: editing ? "Stilista aggiornato con successo" : "Stilista aggiunto con successo",
    failure: editing ? "Impossibile aggiornare lo stilista" : "Impossibile aggiungere lo stilista",
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Modifica Stilista" : "Nuovo Stilista"}
      description="Il nome è obbligatorio; telefono ed email sono facoltativi."
      submitLabel={editing ? "Salva Modifiche" : "Aggiungi Stilista"}
    >
      <div className="grid gap-4">
        <Field label="Nome" id={fieldId("name")} error={errors.name}>
          <Input value={values.name} onChange={(e) => set("name")(e.target.value)} autoComplete="off" maxLength={100} />
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
      </div>
    </FormDialog>
  );
}
