import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import type { WeeklyOpeningHours } from "../../../src/domain/availability";
import { OpeningHoursSchema } from "../../../src/domain/schemas/opening-hours";
import { quarterHours } from "../../../src/domain/schemas/schedule-fields";
import { WEEKDAY_KEYS, type WeekdayKey } from "../../../src/domain/time";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { cn } from "../../ui/cn";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import { openingHoursAtom, saveOpeningHours } from "../../entities/opening-hours";

export const DAY_NAMES: Record<WeekdayKey, string> = {
  monday: "Lunedì",
  tuesday: "Martedì",
  wednesday: "Mercoledì",
  thursday: "Giovedì",
  friday: "Venerdì",
  saturday: "Sabato",
  sunday: "Domenica",
};

const timeOptions = (current: string) => quarterHours(current).map((time) => ({ value: time, label: time }));
const inputId = (day: WeekdayKey, field: "openTime" | "closeTime") => `hours-${day}-${field}`;
const TIME_FIELDS = [
  { field: "openTime", label: "Apertura" },
  { field: "closeTime", label: "Chiusura" },
] as const;

/** Only the first message per "monday.openTime"-style key, which is what the fields show. */
function validate(week: WeeklyOpeningHours) {
  const result = v.safeParse(OpeningHoursSchema, week);
  return result.success ? { ok: true as const, week: result.output } : { ok: false as const, errors: fieldErrors(result.issues) };
}

function DayRow({
  day,
  hours,
  errors,
  onChange,
}: {
  day: WeekdayKey;
  hours: WeeklyOpeningHours[WeekdayKey];
  errors: Record<string, string>;
  onChange: (patch: Partial<WeeklyOpeningHours[WeekdayKey]>) => void;
}) {
  return (
    <div
      role="group"
      aria-label={DAY_NAMES[day]}
      className="grid gap-3 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[13rem_1fr] sm:items-start dark:border-stone-800"
    >
      <Switch
        label={<span className="inline-block w-24 text-base font-semibold">{DAY_NAMES[day]}</span>}
        checked={hours.isOpen}
        onCheckedChange={(isOpen) => onChange({ isOpen })}
        onLabel="Aperto"
        offLabel="Chiuso"
        className="sm:pt-6"
      />
      <div className={cn("grid grid-cols-2 gap-3", !hours.isOpen && "opacity-70")}>
        {TIME_FIELDS.map(({ field, label }) => (
          <Select
            key={field}
            id={inputId(day, field)}
            label={label}
            error={errors[`${day}.${field}`]}
            placeholder="—"
            options={timeOptions(hours[field])}
            value={hours[field]}
            disabled={!hours.isOpen}
            selectClassName="tabular-nums"
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The salon's week. The form follows the server until the user edits; a live update from
 * another screen then waits, so nothing typed is lost.
 */
export function OpeningHoursCard() {
  const hours = useAtomValue(openingHoursAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [week, setWeek] = useState<WeeklyOpeningHours | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty = useRef(false);
  const applied = useRef<unknown>(undefined);

  useEffect(() => {
    if (hours.data === undefined || hours.data === applied.current) return;
    applied.current = hours.data;
    if (!dirty.current) setWeek(hours.data);
  }, [hours.data]);

  const update = (day: WeekdayKey, patch: Partial<WeeklyOpeningHours[WeekdayKey]>) => {
    dirty.current = true;
    setWeek((current) => current && { ...current, [day]: { ...current[day], ...patch } });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!week || saving) return;
    const checked = validate(week);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = WEEKDAY_KEYS.flatMap((day) => [`${day}.openTime`, `${day}.closeTime`]).find((key) => checked.errors[key]);
      if (first) document.getElementById(`hours-${first.replace(".", "-")}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveOpeningHours(checked.week);
      dirty.current = false;
      toast({ title: "Orari settimanali salvati con successo - Il calendario si aggiornerà automaticamente" });
      bump(["opening-hours"]);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      const text = error instanceof ApiError ? error.userMessage : error instanceof Error ? error.message : String(error);
      toast({ title: "Errore", description: `Impossibile salvare gli orari: ${text}`, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Orari di Apertura
        </CardTitle>
      </CardHeader>
      <CardContent>
        {hours.error && !hours.data ? (
          <div className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center dark:border-stone-700">
            <p className="font-semibold">Impossibile caricare gli orari del salone</p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{hours.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => bump(["opening-hours"])}>
              Riprova
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Orari settimanali">
            {week
              ? WEEKDAY_KEYS.map((day) => (
                  <DayRow key={day} day={day} hours={week[day]} errors={errors} onChange={(patch) => update(day, patch)} />
                ))
              : WEEKDAY_KEYS.map((day) => (
                  <div key={day} aria-hidden="true" className="grid gap-3 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[13rem_1fr] dark:border-stone-800">
                    <Skeleton className="h-11 w-44" />
                    <Skeleton className="h-[4.25rem] w-full" />
                  </div>
                ))}
            <div className="flex justify-end border-t border-stone-200 pt-4 dark:border-stone-800">
              <Button type="submit" loading={saving} disabled={!week} className="w-full sm:w-auto">
                {saving ? "Salvando..." : "Salva Orari Settimanali"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
