import { formatPhoneInput } from "../../../src/domain/phone";
import { StylistSchema } from "../../../src/domain/schemas/stylists";
import type { FormDialogOpenProps } from "../../lib/use-entity-form";
import { useRowForm, type RowForm, type RowFormTexts } from "../../lib/use-row-form";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input } from "../../ui/input";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { createStylist, updateStylist } from "../../entities/stylists";
import { PhoneInput } from "../../ui/phone-input";

type Values = { name: string; phone: string; email: string };
type Key = keyof Values;

const fieldId = (key: Key) => `stylist-${key}`;

const TEXTS: RowFormTexts = {
  create: { title: "Nuovo Stilista", submitLabel: "Aggiungi Stilista", success: "Stilista aggiunto con successo", failure: "Impossibile aggiungere lo stilista" },
  edit: { title: "Modifica Stilista", submitLabel: "Salva Modifiche", success: "Stilista aggiornato con successo", failure: "Impossibile aggiornare lo stilista" },
};

const toValues = (stylist: Stylist | null | undefined): Values =>
  stylist
    ? { name: stylist.name, phone: formatPhoneInput(stylist.phone), email: stylist.email }
    : { name: "", phone: "", email: "" };

const FORM: RowForm<Stylist, Key, typeof StylistSchema> = {
  toValues,
  fieldId,
  schema: StylistSchema,
  create: createStylist,
  update: updateStylist,
  topic: "stylists",
  texts: TEXTS,
};

export type StylistFormDialogProps = FormDialogOpenProps & {
  stylist?: Stylist | null;
};

export function StylistFormDialog({ stylist, ...dialogProps }: StylistFormDialogProps) {
  const { values, errors, set, dialog } = useRowForm(FORM, dialogProps, stylist);

  return (
    <FormDialog {...dialog} description="Il nome è obbligatorio; telefono ed email sono facoltativi.">
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
