import { dayOfWeek } from "../../../src/domain/time";
import { salonToday } from "../../lib/salon-time";
import { useSetAtom } from "jotai";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { ReminderSchema, type ReminderFrequency } from "../../../src/domain/schemas/reminders";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import type { Client } from "../../../src/domain/schemas/clients";
import type { ReminderView } from "../../../src/domain/schemas/reminders";
import type { Service } from "../../../src/domain/schemas/services";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { createReminder, updateReminder } from "../../entities/reminders";

// The parts of the lists the selects show (the page passes the whole rows).
type ClientOption = Pick<Client, "id" | "firstName" | "lastName">;
type NamedOption = Pick<Service | Stylist, "id" | "name">;
import { FREQUENCY_LABELS, WEEKDAYS } from "./format";

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

// Spec: a reminder without a preferred time goes out at 10:00.
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
  // A new reminder: weekly (spec default), on today's weekday, at 10:00.
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

function namedOptions(list: NamedOption[], current: NamedOption | null) {
  const all = current && !list.some((item) => item.id === current.id) ? [...list, current] : list;
  return [...all].sort((a, b) => a.name.localeCompare(b.name, "it")).map((item) => ({ value: String(item.id), label: item.name }));
}

export type ReminderFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reminder?: ReminderView | null;
  /** Preselected client for a new reminder (the ?client= link from the client's card). */
  clientId?: number | null;
  clients: ClientOption[];
  services: NamedOption[];
  stylists: NamedOption[];
};

export function ReminderFormDialog({ open, onOpenChange, reminder, clientId, clients, services, stylists }: ReminderFormDialogProps) {
  const editing = Boolean(reminder);
  const [values, setValues] = useState<Values>(() => toValues(reminder, clientId));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Reset on each opening, keyed on ids: a live refresh of the lists must not wipe the form.
  const openedFor = open ? `${reminder?.id ?? "new"}:${clientId ?? ""}` : null;
  const [shownFor, setShownFor] = useState(openedFor);
  if (openedFor !== shownFor) {
    setShownFor(openedFor);
    if (openedFor !== null) {
      setValues(toValues(reminder, clientId));
      setErrors({});
    }
  }

  const clientOptions = useMemo(
    () =>
      [...clients]
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, "it"))
        .map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName}` })),
    [clients],
  );
  // Editing a reminder whose service or stylist has since left the lists (archived): keep it selectable.
  const serviceOptions = useMemo(
    () => namedOptions(services, reminder ? { id: reminder.serviceId, name: reminder.service.name } : null),
    [services, reminder],
  );
  const stylistOptions = useMemo(
    () => namedOptions(stylists, reminder ? { id: reminder.stylistId, name: reminder.stylist.name } : null),
    [stylists, reminder],
  );

  const set = (key: Key, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  /** Spec section 4: monthly clears the weekday, weekly and biweekly clear the day of month. */
  const setFrequency = (frequency: ReminderFrequency) => {
    setValues((current) => ({
      ...current,
      frequency,
      ...(frequency === "monthly" ? { dayOfWeek: "" } : { dayOfMonth: "" }),
    }));
    setErrors((current) => ({ ...current, frequency: undefined, dayOfWeek: undefined, dayOfMonth: undefined }));
  };

  const ready = values.clientId !== "" && values.serviceId !== "" && values.stylistId !== "";

  function showErrors(fields: Record<string, string>) {
    setErrors(fields);
    const first = FIELDS.find((key) => fields[key]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit() {
    if (busy || !ready) return;
    const parsed = v.safeParse(ReminderSchema, toPayload(values));
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      if (reminder) await updateReminder(reminder.id, parsed.output);
      else await createReminder(parsed.output);
      bump(["reminders"]);
      toast({ title: editing ? "Promemoria aggiornato" : "Promemoria creato" });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{editing ? "Impossibile aggiornare il promemoria" : "Impossibile creare il promemoria"}</span>
            {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
          </>
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const monthly = values.frequency === "monthly";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? "Modifica Promemoria" : "Nuovo Promemoria"}
      description="Il cliente riceve su WhatsApp un messaggio che lo invita a tornare, con questa cadenza."
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy} disabled={!ready}>
            {editing ? "Aggiorna" : "Crea Promemoria"}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Cliente"
          id={fieldId("clientId")}
          className="sm:col-span-2"
          placeholder="Seleziona un cliente"
          options={clientOptions}
          value={values.clientId}
          error={errors.clientId}
          onChange={(e) => set("clientId", e.target.value)}
        />
        <Select
          label="Servizio"
          id={fieldId("serviceId")}
          placeholder="Seleziona un servizio"
          options={serviceOptions}
          value={values.serviceId}
          error={errors.serviceId}
          onChange={(e) => set("serviceId", e.target.value)}
        />
        <Select
          label="Parrucchiere"
          id={fieldId("stylistId")}
          placeholder="Seleziona un parrucchiere"
          options={stylistOptions}
          value={values.stylistId}
          error={errors.stylistId}
          onChange={(e) => set("stylistId", e.target.value)}
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
              onChange={(e) => set("dayOfMonth", e.target.value)}
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
            onChange={(e) => set("dayOfWeek", e.target.value)}
          />
        )}
        <Select
          label="Orario preferito"
          id={fieldId("preferredTime")}
          hint="L'ora in cui parte il messaggio."
          options={timeOptions(values.preferredTime)}
          value={values.preferredTime}
          error={errors.preferredTime}
          onChange={(e) => set("preferredTime", e.target.value)}
          selectClassName="tabular-nums"
        />
      </div>
    </Dialog>
  );
}
