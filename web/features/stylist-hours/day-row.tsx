import { quarterHours } from "../../../src/domain/schemas/schedule-fields";
import { cn } from "../../ui/cn";
import { Select } from "../../ui/select";
import { Switch } from "../../ui/switch";
import { dayLabel, type DayDraft, type DayErrors } from "./week-model";

const TIME_FIELDS = [
  { key: "startTime", label: "Inizio", empty: "—" },
  { key: "endTime", label: "Fine", empty: "—" },
  { key: "breakStartTime", label: "Inizio pausa", empty: "Nessuna" },
  { key: "breakEndTime", label: "Fine pausa", empty: "Nessuna" },
] as const;

const timeOptions = (current: string) => quarterHours(current).map((time) => ({ value: time, label: time }));

export const timeInputId = (dayOfWeek: number, key: string) => `wh-${dayOfWeek}-${key}`;

/**
 * One weekday: the Lavora/Libero switch and four times. A day off keeps its times visible but
 * not editable, so switching back shows what was there.
 */
export function DayRow({
  day,
  errors,
  onChange,
}: {
  day: DayDraft;
  errors: DayErrors | undefined;
  onChange: (patch: Partial<DayDraft>) => void;
}) {
  const label = dayLabel(day.dayOfWeek);
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        "grid gap-3 border-b border-stone-200 py-4 last:border-b-0 dark:border-stone-800",
        "lg:grid-cols-[15rem_1fr] lg:items-start",
      )}
    >
      <Switch
        label={<span className="inline-block w-24 text-base font-semibold">{label}</span>}
        checked={day.isWorking}
        onCheckedChange={(isWorking) => onChange({ isWorking })}
        onLabel="Lavora"
        offLabel="Libero"
        className="lg:pt-6"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TIME_FIELDS.map(({ key, label: fieldLabel, empty }) => (
          <Select
            key={key}
            id={timeInputId(day.dayOfWeek, key)}
            label={fieldLabel}
            error={errors?.[key]}
            placeholder={empty}
            options={timeOptions(day[key])}
            value={day[key]}
            disabled={!day.isWorking}
            onChange={(event) => onChange({ [key]: event.target.value })}
            selectClassName="tabular-nums"
          />
        ))}
      </div>
    </div>
  );
}
