import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { CLEANING_OPTIONS, DURATION_OPTIONS, EXTRA_SERVICE_MAX_MINUTES, splitClientName } from "../../../src/domain/appointments";
import { SLOT_MINUTES } from "../../../src/domain/availability";
import { formatPhoneInput, normalizePhone } from "../../../src/domain/phone";
import { formatDuration } from "../../../src/domain/time";
import { ApiError } from "../../lib/api";
import { onLiveEvent } from "../../lib/live";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { PhoneInput } from "../../ui/phone-input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import type { Appointment, AppointmentCreateInput } from "../../../src/domain/schemas/appointments";
import type { Client } from "../../../src/domain/schemas/clients";
import { createAppointment, updateAppointment } from "../../entities/appointments";
import { clientsAtom, updateClient } from "../../entities/clients";
import { servicesAtom } from "../../entities/services";
import { useCanWriteAppointment } from "../../entities/permissions";
import { stylistsAtom } from "../../entities/stylists";
import { ClientPickerDialog } from "./client-picker-dialog";
import { longDate } from "./format";
import {
  endTimeOf,
  FIELD_ORDER,
  findQuickService,
  QUICK_SERVICES,
  startTimeOf,
  validateForm,
  type AppointmentForm,
} from "./form-model";

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: AppointmentForm;
  /** Editing this appointment (MODIFICA); creating when absent (NUOVO). */
  editing?: Appointment;
  /** Start hours offered: from the day's opening to its closing hour. */
  hoursFor(date: string): number[];
  onCut?(a: Appointment): void;
};

/** The appointment's client: an existing one, or a new one the server creates with it. */
type ClientChoice = Pick<AppointmentCreateInput, "clientId" | "newClient">;
// One choice per calendar slot: 0, 15, 30, 45.
const MINUTES = Array.from({ length: 60 / SLOT_MINUTES }, (_, i) => i * SLOT_MINUTES);
const STALE = "Questo appuntamento è stato modificato da un'altra postazione";

export function AppointmentFormDialog({ open, onOpenChange, initial, editing, hoursFor, onCut }: Props) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const canWrite = useCanWriteAppointment();
  // A collaborator books only for their own stylist: the others are not offered.
  const stylists = (useAtomValue(stylistsAtom).data ?? []).filter((s) => canWrite({ stylistId: s.id }));
  const services = useAtomValue(servicesAtom).data ?? [];
  const clients = useAtomValue(clientsAtom).data ?? [];
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [saving, setSaving] = useState(false);
  const [picker, setPicker] = useState(false);
  const [extraKey, setExtraKey] = useState(1);

  useEffect(() => {
    if (!editing) return;
    return onLiveEvent((event) => {
      if (event.topic === "appointments" && event.ids.includes(editing.id)) setChangedElsewhere(true);
    });
  }, [editing]);

  const set = <K extends keyof AppointmentForm>(key: K, value: AppointmentForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const service = services.find((s) => String(s.id) === form.serviceId);
  const endTime = endTimeOf(form);
  const hours = useMemo(() => {
    const list = hoursFor(form.date);
    const current = Number(form.startHour);
    return form.startHour !== "" && !list.includes(current) ? [...list, current].sort((a, b) => a - b) : list;
  }, [hoursFor, form.date, form.startHour]);
  const headerDate = form.date ? longDate(form.date) || "DATA NON VALIDA" : "DATA NON VALIDA";

  function chooseService(id: string) {
    const s = services.find((x) => String(x.id) === id);
    setForm((f) => ({ ...f, serviceId: id, duration: s && !f.customDuration ? s.duration : f.duration }));
  }

  function pickClient(c: Client) {
    setForm((f) => ({
      ...f,
      clientType: "existing",
      clientId: c.id,
      clientName: `${c.firstName} ${c.lastName}`.trim(),
      clientPhone: c.phone,
    }));
    setPicker(false);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const found = validateForm(form);
    setErrors(found);
    setServerError(null);
    const first = FIELD_ORDER.find((k) => found[k]) ?? (found.duration ? "duration" : undefined);
    if (first) {
      document.getElementById(`appt-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const client = await resolveClient();
      if (client === null) return;
      const body = {
        ...client,
        stylistId: Number(form.stylistId),
        serviceId: Number(form.serviceId),
        date: form.date,
        startTime: startTimeOf(form),
        endTime: endTime!,
        notes: form.notes,
      };
      if (editing) {
        await updateAppointment(editing.id, { ...body, version: editing.version });
        toast({ title: "Appuntamento aggiornato" });
      } else {
        await createAppointment(body);
        toast({ title: "Appuntamento creato con successo" });
      }
      bump("newClient" in client ? ["appointments", "clients"] : ["appointments"]);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const stale = error.body.code === "stale_version";
        setServerError(stale ? STALE : error.userMessage);
        if (stale) setChangedElsewhere(true);
      } else {
        setServerError(error instanceof ApiError ? error.userMessage : "Errore di rete");
      }
      toast({
        title: "Errore",
        description: editing ? "Impossibile aggiornare l'appuntamento" : "Impossibile creare l'appuntamento",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  /**
   * New client: sent with the appointment (name split at the first space), which the server
   * creates in the same transaction, so a refused slot leaves no client and a retry no twin.
   * Existing and edited: updated first.
   */
  async function resolveClient(): Promise<ClientChoice | null> {
    const phone = normalizePhone(form.clientPhone);
    if (form.clientType === "new") {
      const { firstName, lastName } = splitClientName(form.clientName);
      return { newClient: { firstName, lastName, phone, email: "", notes: "" } };
    }
    const id = form.clientId!;
    // Compared with the client as stored now (the list, else the appointment's copy), and sent
    // back with its own email and notes: correcting a phone here must not erase anything else.
    const stored = clients.find((c) => c.id === id) ?? (editing?.clientId === id ? { id, ...editing.client } : undefined);
    if (!stored) return { clientId: id };
    const storedName = `${stored.firstName} ${stored.lastName}`.trim();
    if (form.clientName.trim().replace(/\s+/g, " ") !== storedName || phone !== normalizePhone(stored.phone)) {
      const { firstName, lastName } = splitClientName(form.clientName);
      try {
        await updateClient(id, { firstName, lastName, phone, email: stored.email, notes: stored.notes });
        bump(["clients"]);
      } catch {
        toast({ title: "Errore", description: "Impossibile aggiornare i dati del cliente", variant: "destructive" });
        return null;
      }
    }
    return { clientId: id };
  }

  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-2 w-full">
      <div className="flex gap-2">
        {editing && onCut && (
          <Button variant="secondary" onClick={() => onCut(editing)}>
            Taglia
          </Button>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Annulla
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? "Salva modifiche" : "Crea appuntamento"}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={`${editing ? "MODIFICA" : "NUOVO"} · ${headerDate}`}
        description={editing ? "Modifica l'appuntamento" : "Nuovo appuntamento"}
        onSubmit={submit}
        footer={footer}
      >
        <div className="flex flex-col gap-4">
          {changedElsewhere && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {STALE}. Chiudi e riapri per vedere la versione aggiornata.
            </p>
          )}
          {serverError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {serverError}
            </p>
          )}

          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium mb-1.5">Cliente</legend>
            <div className="flex gap-2" role="radiogroup" aria-label="Tipo cliente" id="appt-clientType">
              {(["new", "existing"] as const).map((t) => (
                <label key={t} className={`flex-1 flex items-center justify-center gap-2 rounded-lg border px-3 min-h-11 text-sm cursor-pointer ${form.clientType === t ? "border-rose-700 bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100" : "border-stone-300 dark:border-stone-700"}`}>
                  <input
                    type="radio"
                    name="clientType"
                    value={t}
                    checked={form.clientType === t}
                    onChange={() => setForm((f) => ({ ...f, clientType: t, clientId: t === "new" ? null : f.clientId }))}
                    className="sr-only"
                  />
                  {t === "new" ? "Nuovo cliente" : "Cliente esistente"}
                </label>
              ))}
            </div>
            {errors.clientType && <p className="text-sm text-red-700 dark:text-red-400">{errors.clientType}</p>}
            {form.clientType === "existing" && (
              <Button variant="secondary" onClick={() => setPicker(true)}>
                {form.clientId ? "Cambia cliente" : "Seleziona Cliente"}
              </Button>
            )}
            {(form.clientType === "new" || form.clientId) && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Nome e cognome" error={errors.clientName} id="appt-clientName">
                  <Input value={form.clientName} onChange={(e) => set("clientName", e.target.value)} autoComplete="off" />
                </Field>
                <Field label="Telefono" id="appt-clientPhone">
                  <PhoneInput
                    value={formatPhoneInput(form.clientPhone)}
                    onValueChange={(v) => set("clientPhone", v.replace(/\D/g, ""))}
                    autoComplete="off"
                  />
                </Field>
              </div>
            )}
            {form.clientType === "existing" && !form.clientId && errors.clientName && (
              <p className="text-sm text-red-700 dark:text-red-400">{errors.clientName}</p>
            )}
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2">
            <Select
              id="appt-stylistId"
              label="Stilista"
              value={form.stylistId}
              onChange={(e) => set("stylistId", e.target.value)}
              placeholder="Seleziona uno stilista"
              options={stylists.map((s) => ({ value: String(s.id), label: s.name }))}
              error={errors.stylistId}
            />
            <Select
              id="appt-serviceId"
              label="Servizio"
              value={form.serviceId}
              onChange={(e) => chooseService(e.target.value)}
              placeholder="Seleziona un servizio"
              options={services.map((s) => ({ value: String(s.id), label: `${s.name} (${formatDuration(s.duration)})` }))}
              error={errors.serviceId}
            />
          </div>
          <div className="flex flex-wrap gap-2" aria-label="Servizi rapidi">
            {QUICK_SERVICES.map((label) => {
              const s = findQuickService(services, label);
              return (
                <Button
                  key={label}
                  size="sm"
                  variant={s && String(s.id) === form.serviceId ? "primary" : "secondary"}
                  disabled={!s}
                  title={s ? s.name : "Servizio non presente nel listino"}
                  onClick={() => s && chooseService(String(s.id))}
                >
                  {label}
                </Button>
              );
            })}
          </div>

          <div className="grid gap-3 grid-cols-2 sm:grid-cols-4">
            <Field label="Data" error={errors.date} id="appt-date" className="col-span-2">
              <Input type="date" value={form.date} onChange={(e) => set("date", e.target.value)} />
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

          <div className="grid gap-3 sm:grid-cols-3 items-end">
            <div className="flex flex-col gap-1.5">
              <Select
                id="appt-duration"
                label={
                  <span className="inline-flex items-center gap-1.5">
                    Durata
                    {form.customDuration && (
                      <span className="w-2 h-2 rounded-full bg-orange-500" aria-label="durata personalizzata" title="Durata personalizzata" />
                    )}
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

          <ExtraServices form={form} setForm={setForm} nextKey={() => { setExtraKey((k) => k + 1); return extraKey; }} services={services} />

          <Field label="Note" id="appt-notes">
            <Textarea value={form.notes} onChange={(e) => set("notes", e.target.value)} rows={2} />
          </Field>
        </div>
      </Dialog>
      {picker && <ClientPickerDialog open={picker} onOpenChange={setPicker} onPick={pickClient} />}
    </>
  );
}

function ExtraServices({
  form,
  setForm,
  services,
  nextKey,
}: {
  form: AppointmentForm;
  setForm: React.Dispatch<React.SetStateAction<AppointmentForm>>;
  services: { id: number; name: string; duration: number }[];
  nextKey(): number;
}) {
  const extraDurations = DURATION_OPTIONS.filter((m) => m <= EXTRA_SERVICE_MAX_MINUTES);
  const update = (key: number, patch: Partial<{ serviceId: string; duration: number }>) =>
    setForm((f) => ({ ...f, extras: f.extras.map((x) => (x.key === key ? { ...x, ...patch } : x)) }));
  return (
    <div className="flex flex-col gap-2">
      {form.extras.map((x, i) => (
        <div key={x.key} className="grid grid-cols-[1fr_8rem_auto] gap-2 items-end">
          <Select
            label={`Servizio extra ${i + 1}`}
            value={x.serviceId}
            placeholder="Seleziona un servizio"
            options={services.map((s) => ({ value: String(s.id), label: s.name }))}
            onChange={(e) => {
              const s = services.find((y) => String(y.id) === e.target.value);
              update(x.key, { serviceId: e.target.value, duration: Math.min(s?.duration ?? 30, EXTRA_SERVICE_MAX_MINUTES) });
            }}
          />
          <Select
            label="Durata"
            value={String(x.duration)}
            options={extraDurations.map((m) => ({ value: String(m), label: formatDuration(m) }))}
            onChange={(e) => update(x.key, { duration: Number(e.target.value) })}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Rimuovi servizio extra ${i + 1}`}
            onClick={() => setForm((f) => ({ ...f, extras: f.extras.filter((y) => y.key !== x.key) }))}
          >
            ×
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        onClick={() => setForm((f) => ({ ...f, extras: [...f.extras, { key: nextKey(), serviceId: "", duration: 30 }] }))}
      >
        + Aggiungi servizio extra
      </Button>
    </div>
  );
}
