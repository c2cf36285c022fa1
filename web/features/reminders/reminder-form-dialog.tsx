import { dayOfWeek } from "../../../src/domain/time";
import { salonToday } from "../../lib/salon-time";
import { useMemo } from "react";
import { useEntityForm, type FormDialogOpenProps } from "../../lib/use-entity-form";
import { ReminderSchema, type ReminderFrequency } from "../../../src/domain/schemas/reminders";
import { FormDialog } from "../../ui/form-dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import type { Client } from "../../../src/domain/schemas/clients";
import type { ReminderView } from "../../../src/domain/schemas/reminders";
import type { Service } from "../../../src/domain/schemas/services";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { createReminder, updateReminder } from "../../entities/reminders";

// The parts of the lists the selects show (the page passes the whole rows).
type NamedOption = Pick<Service | Stylist, "id" | "name">;
import { FREQUENCY_LABELS, WEEKDAYS } from "./format";
import { ReminderClientField } from "./reminder-client-field";
import { displayName } from "../../../src/domain/names";

type Values = {
  clientId: string;
  serviceId: string;
  stylistId: string;
  frequency: ReminderFrequency;
  dayOfWeek: string;
  dayOfMonth: string;
  preferredTime: string;
};
type Key = keyof Values;

const FIELDS: readonly Key[] = ["clientId", "serviceId", "stylistId", "frequency", "dayOfWeek", "dayOfMonth", "preferredTime"];
const fieldId = (key: Key) => `reminder-${key}`;

// A reminder without a preferred time goes out at 10:00.
const DEFAULT_TIME = "10:00";

/**
 * Quarter hours from 07:00 to 21:00, 24-hour: a select rather than <input type="time">, whose
 * AM/PM display follows the browser's language instead of the salon's. A saved time off this grid
 * (set through the API) stays selectable.
 */
function timeOptions(current: string) {
  const times: string[] = [];
  for (let minutes = 7 * 60; minutes <= 21 * 60; minutes += 15) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
  }
  if (current && !times.includes(current)) times.push(current);
  return times.sort().map((time) => ({ value: time, label: time }));
}

function toValues(reminder: ReminderView | null | undefined, clientId: number | null | undefined): Values {
  if (reminder) {
    return {
      clientId: String(reminder.clientId),
      serviceId: String(reminder.serviceId),
      stylistId: String(reminder.stylistId),
      frequency: reminder.frequency,
      dayOfWeek: reminder.dayOfWeek === null ? "" : String(reminder.dayOfWeek),
      dayOfMonth: reminder.dayOfMonth === null ? "" : String(reminder.dayOfMonth),
      preferredTime: reminder.preferredTime ?? DEFAULT_TIME,
    };
  }
  // A new reminder: weekly (the default), on today's weekday, at 10:00.
  return {
    clientId: clientId ? String(clientId) : "",
    serviceId: "",
    stylistId: "",
    frequency: "weekly",
    dayOfWeek: String(dayOfWeek(salonToday())),
    dayOfMonth: "",
    preferredTime: DEFAULT_TIME,
  };
}

/** What the API receives: the other day field is always null, as the schema requires. */
function toPayload(values: Values) {
  const monthly = values.frequency === "monthly";
  return {
    clientId: values.clientId,
    serviceId: values.serviceId,
    stylistId: values.stylistId,
    frequency: values.frequency,
    dayOfWeek: monthly ? null : values.dayOfWeek,
    dayOfMonth: monthly ? values.dayOfMonth.trim() : null,
    preferredTime: values.preferredTime,
    isActive: true,
  };
}

/** Saving needs a client, a service and a stylist: until then the button waits. */
const isReady = (values: Record<Key, string>) => values.clientId !== "" && values.serviceId !== "" && values.stylistId !== "";

function namedOptions(list: NamedOption[], current: NamedOption | null) {
  const all = current && !list.some((item) => item.id === current.id) ? [...list, current] : list;
  return [...all].sort((a, b) => a.name.localeCompare(b.name, "it")).map((item) => ({ value: String(item.id), label: item.name }));
}

export type ReminderFormDialogProps = FormDialogOpenProps & {
  reminder?: ReminderView | null;
  /** Preselected client for a new reminder (the ?client= link from the client's card). */
  client?: Client | null;
  services: NamedOption[];
  stylists: NamedOption[];
};

export function ReminderFormDialog({ reminder, client, services, stylists, ...dialogProps }: ReminderFormDialogProps) {
  const clientId = client?.id ?? null;
  const editing = Boolean(reminder);
  const { values, errors, set, patch, dialog } = useEntityForm({
    dialog: dialogProps,
    rowId: reminder?.id ?? `new:${clientId ?? ""}`,
    initial: () => toValues(reminder, clientId),
    fields: FIELDS,
    fieldId,
    schema: ReminderSchema,
    payload: (typed) => toPayload(typed as Values),
    ready: isReady,
    save: (input) => (reminder ? updateReminder(reminder.id, input) : createReminder(input)),
    topic: "reminders",
    success: editing ? "Promemoria aggiornato" : "Promemoria creato",
    failure: editing ? "Impossibile aggiornare il promemoria" : "Impossibile creare il promemoria",
  });

  // Editing a reminder whose service or stylist has since left the lists (archived): keep it selectable.
  const serviceOptions = useMemo(
    () => namedOptions(services, reminder ? { id: reminder.serviceId, name: reminder.service.name } : null),
    [services, reminder],
  );
  const stylistOptions = useMemo(
    () => namedOptions(stylists, reminder ? { id: reminder.stylistId, name: reminder.stylist.name } : null),
    [stylists, reminder],
  );

  /** Monthly empties the weekday, weekly and every-two-weeks empty the day of the month. */
  const setFrequency = (frequency: ReminderFrequency) =>
    patch(frequency === "monthly" ? { frequency, dayOfWeek: "" } : { frequency, dayOfMonth: "" }, [
      "frequency",
      "dayOfWeek",
      "dayOfMonth",
    ]);
  const ready = isReady(values);

  const monthly = values.frequency === "monthly";
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Modifica Promemoria" : "Nuovo Promemoria"}
      description="Il cliente riceve su WhatsApp un messaggio che lo invita a tornare, con questa cadenza."
      submitLabel={editing ? "Aggiorna" : "Crea Promemoria"}
      submitDisabled={!ready}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ReminderClientField
          id={fieldId("clientId")}
          clientId={values.clientId}
          initialName={reminder ? displayName(reminder.client) : client ? displayName(client) : ""}
          error={errors.clientId}
          onChange={set("clientId")}
        />
        <Select
          label="Servizio"
          id={fieldId("serviceId")}
          placeholder="Seleziona un servizio"
          options={serviceOptions}
          value={values.serviceId}
          error={errors.serviceId}
          onChange={(e) => set("serviceId")(e.target.value)}
        />
        <Select
          label="Parrucchiere"
          id={fieldId("stylistId")}
          placeholder="Seleziona un parrucchiere"
          options={stylistOptions}
          value={values.stylistId}
          error={errors.stylistId}
          onChange={(e) => set("stylistId")(e.target.value)}
        />
        <Select
          label="Frequenza"
          id={fieldId("frequency")}
          options={(Object.keys(FREQUENCY_LABELS) as ReminderFrequency[]).map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
          value={values.frequency}
          error={errors.frequency}
          onChange={(e) => setFrequency(e.target.value as ReminderFrequency)}
        />
        {monthly ? (
          <Field
            label="Giorno del mese"
            id={fieldId("dayOfMonth")}
            error={errors.dayOfMonth}
            hint="Nei mesi più corti: l'ultimo giorno del mese."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              step={1}
              value={values.dayOfMonth}
              onChange={(e) => set("dayOfMonth")(e.target.value)}
              className="tabular-nums"
            />
          </Field>
        ) : (
          <Select
            label="Giorno della settimana"
            id={fieldId("dayOfWeek")}
            placeholder="Seleziona un giorno"
            options={WEEKDAYS.map((w) => ({ value: String(w.value), label: w.label }))}
            value={values.dayOfWeek}
            error={errors.dayOfWeek}
            onChange={(e) => set("dayOfWeek")(e.target.value)}
          />
        )}
        <Select
          label="Orario preferito"
          id={fieldId("preferredTime")}
          hint="L'ora in cui parte il messaggio."
          options={timeOptions(values.preferredTime)}
          value={values.preferredTime}
          error={errors.preferredTime}
          onChange={(e) => set("preferredTime")(e.target.value)}
          selectClassName="tabular-nums"
        />
      </div>
    </FormDialog>
  );
}
