import { useAtomValue } from "jotai";
import {
  APPOINTMENT_REMINDER_DEFAULTS,
  AppointmentReminderSettingsSchema,
  LEAD_HOURS_MAX,
  LEAD_HOURS_MIN,
  type AppointmentReminderSettings,
} from "../../../src/domain/schemas/appointment-reminders";
import { quarterHours } from "../../../src/domain/schemas/schedule-fields";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { Skeleton } from "../../ui/spinner";
import { Select } from "../../ui/select";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import {
  appointmentReminderSettingsAtom,
  saveAppointmentReminderSettings,
  triggerAppointmentReminders,
} from "../../entities/appointment-reminders";
import { useSettingsForm } from "./use-settings-form";

// What the form holds: numbers and times as typed, quiet hours switched on or off as a whole.
type Draft = Omit<AppointmentReminderSettings, "leadHours" | "quietStart" | "quietEnd"> & {
  leadHours: string;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
};

const toDraft = (s: AppointmentReminderSettings): Draft => ({
  ...s,
  leadHours: String(s.leadHours),
  quiet: s.quietStart !== null,
  quietStart: s.quietStart ?? APPOINTMENT_REMINDER_DEFAULTS.quietStart,
  quietEnd: s.quietEnd ?? APPOINTMENT_REMINDER_DEFAULTS.quietEnd,
});

const fromDraft = ({ quiet, ...d }: Draft) => ({
  ...d,
  leadHours: /^\d+$/.test(d.leadHours.trim()) ? Number(d.leadHours) : d.leadHours,
  quietStart: quiet ? d.quietStart : null,
  quietEnd: quiet ? d.quietEnd : null,
});

const TEXT_FIELDS = [
  { key: "template", label: "Modello del promemoria" },
  { key: "language", label: "Lingua dei modelli" },
  { key: "cancellationTemplate", label: "Modello dell'annullamento" },
  { key: "confirmationTemplate", label: "Modello della conferma di prenotazione" },
  { key: "approvalTemplate", label: "Modello dell'approvazione" },
] as const;

// 24-hour times on every device (a time input follows the browser's locale: "09:00 PM").
const quarterHourOptions = (current: string) => quarterHours(current).map((time) => ({ value: time, label: time }));

/** The owner's WhatsApp reminder before each appointment: on/off, how long before, quiet hours, templates. */
export function AppointmentRemindersCard() {
  const settings = useAtomValue(appointmentReminderSettingsAtom);
  const toast = useToast();
  const { form, set, errors, busy, setBusy, submit } = useSettingsForm({
    data: settings.data,
    toDraft,
    schema: AppointmentReminderSettingsSchema,
    fromDraft,
    save: saveAppointmentReminderSettings,
    topics: ["appointment-messages"],
    saved: (saved) => ({ title: "Promemoria salvati", description: saved.enabled ? `Partono ${saved.leadHours} ore prima di ogni appuntamento.` : "Promemoria disattivati." }),
    failed: "Errore salvando i promemoria",
  });

  async function checkNow() {
    setBusy(true);
    try {
      const report = await triggerAppointmentReminders();
      toast({ title: "Controllo eseguito", description: `${report.sent} inviati, ${report.failed + report.notConfigured} non inviati, ${report.retrying} da ritentare.` });
    } catch (error) {
      toast({ title: "Controllo non riuscito", description: error instanceof ApiError ? error.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Promemoria appuntamenti
        </CardTitle>
      </CardHeader>
      <CardContent>
        {settings.error && !settings.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare i promemoria. Riprova più tardi.
          </p>
        ) : !form ? (
          <div aria-busy="true" aria-label="Caricamento promemoria" className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Promemoria appuntamenti" className="flex flex-col gap-4">
            <p className="text-sm text-stone-700 dark:text-stone-300">
              Un messaggio WhatsApp prima di ogni appuntamento, con i pulsanti «Confermo» e «Annulla». Solo ai clienti che hanno dato il consenso.
            </p>
            <Switch label="Invia i promemoria" checked={form.enabled} onCheckedChange={(enabled) => set({ enabled })} onLabel="Attivi" offLabel="Disattivi" />
            <Field label="Ore di anticipo" hint={`Da ${LEAD_HOURS_MIN} a ${LEAD_HOURS_MAX} ore prima dell'appuntamento.`} error={errors.leadHours}>
              <Input type="number" inputMode="numeric" min={LEAD_HOURS_MIN} max={LEAD_HOURS_MAX} value={form.leadHours} onChange={(e) => set({ leadHours: e.target.value })} />
            </Field>
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">Ore di silenzio</legend>
              <Switch label="Ore di silenzio" checked={form.quiet} onCheckedChange={(quiet) => set({ quiet })} onLabel="Attive" offLabel="Nessuna" />
              {form.quiet && (
                <div className="grid grid-cols-2 gap-3">
                  <Select label="Dalle" error={errors.quietStart} value={form.quietStart} options={quarterHourOptions(form.quietStart)} onChange={(e) => set({ quietStart: e.target.value })} />
                  <Select label="Alle" error={errors.quietEnd} value={form.quietEnd} options={quarterHourOptions(form.quietEnd)} onChange={(e) => set({ quietEnd: e.target.value })} />
                </div>
              )}
              <p className="text-sm text-stone-600 dark:text-stone-400">
                Un promemoria che cadrebbe in queste ore parte alla loro fine, se mancano ancora almeno 2 ore all'appuntamento.
              </p>
            </fieldset>
            <details className="rounded-md border border-stone-200 p-3 dark:border-stone-800">
              <summary className="cursor-pointer text-sm font-medium">Modelli WhatsApp</summary>
              <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
                {TEXT_FIELDS.map(({ key, label }) => (
                  <Field key={key} label={label} error={errors[key]}>
                    <Input value={form[key]} onChange={(e) => set({ [key]: e.target.value })} />
                  </Field>
                ))}
              </div>
            </details>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" disabled={busy} onClick={checkNow}>
                Controlla ora
              </Button>
              <Button type="submit" disabled={busy}>
                Salva
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
