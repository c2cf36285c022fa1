import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { EXTRAORDINARY_DAY_TYPES, NOTHING_TO_EDIT, type ExtraordinaryDayType } from "../../../src/domain/schemas/extraordinary-days";
import { quarterHours } from "../../../src/domain/schemas/schedule-fields";
import { isValidDate } from "../../../src/domain/time";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";
import { createExtraordinaryDay, updateExtraordinaryDay } from "../../entities/extraordinary-days";
import { describeError } from "../../lib/api";
import { longDate } from "../../lib/format";
import { EMPTY_FORM, formErrorsFromApi, validateForm, valuesFromDay, type FormErrors, type FormField, type FormValues } from "./form-model";
import { StatusChoice } from "./status-choice";

const timeOptions = (current: string) => quarterHours(current).map((time) => ({ value: time, label: time }));

export const FIELD_IDS: Record<FormField, string> = {
  date: "xday-date",
  type: "xday-type",
  description: "xday-description",
  openTime: "xday-open",
  closeTime: "xday-close",
  notes: "xday-notes",
};

/**
 * Add, or edit when `editing` is given (the page remounts it per entry). `stillExists` tells
 * whether the entry being edited is still in the list: someone may have deleted it meanwhile.
 */
export function ExtraordinaryDayForm({
  editing,
  stillExists,
  today,
  onDone,
}: {
  editing: ExtraordinaryDay | null;
  stillExists: boolean;
  today: string;
  onDone: () => void;
}) {
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [values, setValues] = useState<FormValues>(() => (editing ? valuesFromDay(editing) : EMPTY_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  // Saving needs a date and a description.
  const canSave = values.date !== "" && values.description.trim() !== "";

  const focusFirst = (found: FormErrors) => {
    const first = (Object.keys(FIELD_IDS) as FormField[]).find((key) => found[key]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !canSave) return;
    if (editing && !stillExists) {
      toast({ title: NOTHING_TO_EDIT, variant: "destructive" });
      onDone();
      return;
    }
    const { errors: found, input } = validateForm(values, today, editing?.date);
    setErrors(found);
    if (!input) return focusFirst(found);
    setSaving(true);
    try {
      if (editing) {
        await updateExtraordinaryDay(editing.id, input);
        toast({ title: "Giorno straordinario aggiornato", description: longDate(input.date) });
      } else {
        await createExtraordinaryDay(input);
        toast({ title: "Giorno straordinario aggiunto", description: longDate(input.date) });
        setValues(EMPTY_FORM);
      }
      bump(["extraordinary-days"]);
      onDone();
    } catch (error) {
      if (editing && error instanceof ApiError && error.status === 404) {
        toast({ title: NOTHING_TO_EDIT, variant: "destructive" });
        bump(["extraordinary-days"]);
        onDone();
        return;
      }
      const fromApi = error instanceof ApiError && error.body.fields ? formErrorsFromApi(error.body.fields) : {};
      setErrors(fromApi);
      focusFirst(fromApi);
      const verb = editing ? "aggiornando" : "salvando";
      toast({ title: `Errore ${verb} giorno straordinario: ${describeError(error)}`, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Modifica giorno straordinario" : "Aggiungi giorno straordinario"} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={FIELD_IDS.date} label="Data" hint={isValidDate(values.date) ? longDate(values.date) : undefined} error={errors.date}>
          <Input
            type="date"
            min={editing && editing.date < today ? editing.date : today}
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
          />
        </Field>
        <Select
          id={FIELD_IDS.type}
          label="Tipo"
          value={values.type}
          options={EXTRAORDINARY_DAY_TYPES.map((type) => ({ value: type, label: type }))}
          error={errors.type}
          onChange={(event) => set({ type: event.target.value as ExtraordinaryDayType })}
        />
      </div>
      <Field id={FIELD_IDS.description} label="Descrizione" hint="Ad esempio: Natale, Inventario, Fiera del paese" error={errors.description}>
        <Input value={values.description} maxLength={150} onChange={(event) => set({ description: event.target.value })} />
      </Field>
      <StatusChoice isClosed={values.isClosed} onChange={(isClosed) => set({ isClosed })} />
      {!values.isClosed && (
        <div className="grid grid-cols-2 gap-4">
          <Select
            id={FIELD_IDS.openTime}
            label="Orario apertura"
            error={errors.openTime}
            placeholder="—"
            options={timeOptions(values.openTime)}
            value={values.openTime}
            selectClassName="tabular-nums"
            onChange={(event) => set({ openTime: event.target.value })}
          />
          <Select
            id={FIELD_IDS.closeTime}
            label="Orario chiusura"
            error={errors.closeTime}
            placeholder="—"
            options={timeOptions(values.closeTime)}
            value={values.closeTime}
            selectClassName="tabular-nums"
            onChange={(event) => set({ closeTime: event.target.value })}
          />
        </div>
      )}
      <Field id={FIELD_IDS.notes} label="Note (facoltative)" error={errors.notes}>
        <Textarea rows={2} value={values.notes} onChange={(event) => set({ notes: event.target.value })} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!canSave && <p className="text-sm text-stone-600 sm:mr-auto dark:text-stone-400">Inserisci data e descrizione per salvare.</p>}
        {editing && (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            Annulla
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={!canSave}>
          {editing ? "Salva Modifiche" : "Aggiungi Giorno"}
        </Button>
      </div>
    </form>
  );
}
