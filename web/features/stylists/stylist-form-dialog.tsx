import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { formatPhoneInput } from "../../../src/domain/phone";
import { StylistSchema } from "../../../src/domain/schemas/stylists";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { createStylist, updateStylist, type Stylist } from "./api";
import { PhoneInput } from "../../ui/phone-input";

type Values = { name: string; phone: string; email: string };
type Key = keyof Values;

const FIELDS: readonly Key[] = ["name", "phone", "email"];
const fieldId = (key: Key) => `stylist-${key}`;

const toValues = (stylist: Stylist | null | undefined): Values =>
  stylist
    ? { name: stylist.name, phone: formatPhoneInput(stylist.phone), email: stylist.email }
    : { name: "", phone: "", email: "" };

export type StylistFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stylist?: Stylist | null;
};

export function StylistFormDialog({ open, onOpenChange, stylist }: StylistFormDialogProps) {
  const editing = Boolean(stylist);
  const [values, setValues] = useState<Values>(() => toValues(stylist));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Reset on each opening, keyed on the id: a live refresh must not wipe what is being typed.
  const stylistId = stylist?.id;
  useEffect(() => {
    if (!open) return;
    setValues(toValues(stylist));
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, stylistId]);

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
    const parsed = v.safeParse(StylistSchema, values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      if (stylist) await updateStylist(stylist.id, parsed.output);
      else await createStylist(parsed.output);
      bump(["stylists"]);
      toast({ title: editing ? "Stilista aggiornato con successo" : "Stilista aggiunto con successo" });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{editing ? "Impossibile aggiornare lo stilista" : "Impossibile aggiungere lo stilista"}</span>
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
      title={editing ? "Modifica Stilista" : "Nuovo Stilista"}
      description="Il nome è obbligatorio; telefono ed email sono facoltativi."
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? "Salva Modifiche" : "Aggiungi Stilista"}
          </Button>
        </>
      }
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
    </Dialog>
  );
}
