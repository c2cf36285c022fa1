import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { isPastDay } from "../../../src/domain/schemas/schedule-fields";
import { VACATION_IN_PAST, VACATION_REASONS, VacationSchema, type VacationReason } from "../../../src/domain/schemas/vacations";
import { fieldErrors } from "../../../src/domain/validation";
import { isValidDate } from "../../../src/domain/time";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { createVacation } from "../../entities/vacations";
import { describeError } from "../../lib/api";
import { dateRange, longDate } from "../../lib/format";

type Values = { reason: VacationReason; startDate: string; endDate: string; notes: string };
type Errors = Partial<Record<"stylistId" | "reason" | "startDate" | "endDate" | "notes", string>>;

const EMPTY: Values = { reason: "Ferie", startDate: "", endDate: "", notes: "" };
const FIELD_IDS = { stylistId: "vacation-stylist", reason: "vacation-reason", startDate: "vacation-start", endDate: "vacation-end", notes: "vacation-notes" } as const;

/** The same rules as the server: the shared schema, plus "not before today" which needs the date. */
export function validateVacation(input: { stylistId: number | null } & Values, today: string) {
  const result = v.safeParse(VacationSchema, input);
  const errors: Errors = result.success ? {} : fieldErrors(result.issues);
  if (!errors.startDate && isValidDate(input.startDate) && isPastDay(input.startDate, today)) errors.startDate = VACATION_IN_PAST;
  return { errors, output: result.success && Object.keys(errors).length === 0 ? result.output : null };
}

export function VacationForm({
  stylists,
  stylistId,
  onStylistChange,
  today,
}: {
  stylists: readonly Stylist[];
  stylistId: number | null;
  onStylistChange: (id: number) => void;
  today: string;
}) {
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const { errors: found, output } = validateVacation({ stylistId, ...values }, today);
    setErrors(found);
    if (!output) {
      const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((key) => found[key]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setSaving(true);
    try {
      const created = await createVacation(output);
      const name = stylists.find((s) => s.id === created.stylistId)?.name ?? created.stylist?.name ?? "";
      toast({ title: "Ferie aggiunte", description: `${name}: ${dateRange(created.startDate, created.endDate)}` });
      setValues(EMPTY);
      bump(["vacations"]);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      toast({ title: `Errore salvando ferie: ${describeError(error)}`, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Aggiungi ferie" className="flex flex-col gap-4">
      <Select
        id={FIELD_IDS.stylistId}
        label="Dipendente"
        value={stylistId === null ? "" : String(stylistId)}
        placeholder={stylistId === null ? "Seleziona un dipendente" : undefined}
        options={stylists.map((s) => ({ value: String(s.id), label: s.name }))}
        error={errors.stylistId}
        onChange={(event) => onStylistChange(Number(event.target.value))}
      />
      <Select
        id={FIELD_IDS.reason}
        label="Tipo"
        value={values.reason}
        options={VACATION_REASONS.map((reason) => ({ value: reason, label: reason }))}
        error={errors.reason}
        onChange={(event) => set({ reason: event.target.value as VacationReason })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={FIELD_IDS.startDate} label="Data inizio" hint={isValidDate(values.startDate) ? longDate(values.startDate) : undefined} error={errors.startDate}>
          <Input
            type="date"
            min={today}
            value={values.startDate}
            onChange={(event) => {
              const startDate = event.target.value;
              // A new start after the chosen end moves the end along: one less thing to fix.
              set(values.endDate === "" || values.endDate < startDate ? { startDate, endDate: startDate } : { startDate });
            }}
          />
        </Field>
        <Field id={FIELD_IDS.endDate} label="Data fine" hint={isValidDate(values.endDate) ? longDate(values.endDate) : undefined} error={errors.endDate}>
          <Input type="date" min={values.startDate || today} value={values.endDate} onChange={(event) => set({ endDate: event.target.value })} />
        </Field>
      </div>
      <Field id={FIELD_IDS.notes} label="Note (facoltative)" error={errors.notes}>
        <Textarea value={values.notes} rows={2} onChange={(event) => set({ notes: event.target.value })} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={saving} className="w-full sm:w-auto">
          Aggiungi Ferie
        </Button>
      </div>
    </form>
  );
}
