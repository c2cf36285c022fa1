import { CLEANING_OPTIONS, DURATION_OPTIONS } from "../../../src/domain/appointments";
import { SLOT_MINUTES } from "../../../src/domain/availability";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { formatDuration } from "../../../src/domain/time";
import { DateInput } from "../../ui/date-input";
import { Field } from "../../ui/input";
import { Select } from "../../ui/select";
import { serviceOptions } from "../../lib/service-options";
import { QuickServiceButtons } from "./quick-service-buttons";
import { performs } from "./form-items";
import type { AppointmentFormState } from "./use-appointment-form";

// One choice per calendar slot: 0, 15, 30, 45.
const MINUTES = Array.from({ length: 60 / SLOT_MINUTES }, (_, i) => i * SLOT_MINUTES);


/** Stylist, service and the quick-service buttons. */
export function ServiceFields({ state, stylists }: { state: AppointmentFormState; stylists: readonly Stylist[] }) {
  const { form, set, errors, services, service, chooseService } = state;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          id="appt-stylistId"
          label="Stilista"
          value={form.stylistId}
          onChange={(e) => set("stylistId", e.target.value)}
          placeholder="Seleziona uno stilista"
          // Only who performs the chosen service (a service naming nobody: everyone).
          options={stylists.filter((s) => performs(service, String(s.id))).map((s) => ({ value: String(s.id), label: s.name }))}
          error={errors.stylistId}
        />
        <Select
          id="appt-serviceId"
          label="Servizio"
          value={form.serviceId}
          onChange={(e) => chooseService(e.target.value)}
          placeholder="Seleziona un servizio"
          options={serviceOptions(services)}
          error={errors.serviceId}
        />
      </div>
      <QuickServiceButtons services={services} selected={form.serviceId} onPick={chooseService} />
    </>
  );
}

/** Day, hour and minutes of the start. */
export function StartFields({ state }: { state: AppointmentFormState }) {
  const { form, set, errors, hours } = state;
  return (
    <div className="grid gap-3 grid-cols-2 sm:grid-cols-4">
      <Field label="Data" error={errors.date} id="appt-date" className="col-span-2">
        <DateInput value={form.date} onChange={(date) => set("date", date)} />
      </Field>
      <Select
        id="appt-startHour"
        label="Ora"
        value={form.startHour}
        onChange={(e) => set("startHour", e.target.value)}
        options={hours.map((h) => ({ value: String(h), label: String(h).padStart(2, "0") }))}
        placeholder="--"
        error={errors.startHour}
      />
      <Select
        id="appt-startMinute"
        label="Minuti"
        value={form.startMinute}
        onChange={(e) => set("startMinute", e.target.value)}
        options={MINUTES.map((m) => ({ value: String(m), label: String(m).padStart(2, "0") }))}
        placeholder="--"
        error={errors.startMinute}
      />
    </div>
  );
}

/** The duration (orange dot when custom, with a way back), cleaning time and the end it makes. */
export function DurationFields({ state }: { state: AppointmentFormState }) {
  const { form, setForm, set, errors, service, endTime } = state;
  return (
    <div className="grid gap-3 sm:grid-cols-3 items-end">
      <div className="flex flex-col gap-1.5">
        <Select
          id="appt-duration"
          label={
            <span className="inline-flex items-center gap-1.5">
              Durata
              {form.customDuration && <span className="w-2 h-2 rounded-full bg-orange-500" aria-label="durata personalizzata" title="Durata personalizzata" />}
            </span>
          }
          value={String(form.duration)}
          onChange={(e) => {
            const minutes = Number(e.target.value);
            setForm((f) => ({ ...f, duration: minutes, customDuration: !service || minutes !== service.duration }));
          }}
          options={[...new Set([...DURATION_OPTIONS, form.duration])].sort((a, b) => a - b).map((m) => ({ value: String(m), label: formatDuration(m) }))}
          error={errors.duration}
        />
        {form.customDuration && service && (
          <button
            type="button"
            className="self-start text-xs font-medium text-rose-700 underline dark:text-rose-400"
            onClick={() => setForm((f) => ({ ...f, duration: service.duration, customDuration: false }))}
          >
            Ripristina durata del servizio ({formatDuration(service.duration)})
          </button>
        )}
      </div>
      <Select
        label="Pulizia"
        value={String(form.cleaning)}
        onChange={(e) => set("cleaning", Number(e.target.value))}
        options={CLEANING_OPTIONS.map((m) => ({ value: String(m), label: m === 0 ? "Nessuna" : `${m} min` }))}
      />
      <p className="text-sm text-stone-700 dark:text-stone-300 min-h-11 flex items-center">
        Fine: <strong className="ml-1 tabular-nums">{endTime ?? "--:--"}</strong>
      </p>
    </div>
  );
}
