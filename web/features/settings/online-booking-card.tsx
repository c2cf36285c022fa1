import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent, type ReactNode } from "react";
import * as v from "valibot";
import {
  ENABLE_INCOMPLETE,
  missingToEnable,
  OnlineBookingSettingsSchema,
  SLOT_STEP_OPTIONS,
  type OnlineBookingSettings,
} from "../../../src/domain/schemas/online-booking";
import { formatDuration } from "../../../src/domain/time";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import { useCan } from "../../entities/permissions";
import { onlineBookingSettingsAtom, publicBookingLink, saveOnlineBookingSettings } from "../../entities/online-booking";
import { servicesAtom } from "../../entities/services";
import { stylistsAtom } from "../../entities/stylists";
import { CheckList } from "./check-list";

const NOTICE_OPTIONS = [0, 30, 60, 120, 240, 720, 1440, 2880];
type Errors = Partial<Record<keyof OnlineBookingSettings, string>>;

const minutesLabel = (m: number) => (m === 0 ? "Nessuno" : formatDuration(m));
/** A value the owner saved through the API that the list does not offer still shows as chosen. */
const withValue = (options: number[], value: number) => (options.includes(value) ? options : [...options, value].sort((a, b) => a - b));

/** A whole number as typed ("60", " 24 "); anything else is NaN, which the schema refuses with its message. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

type NumberKey = "windowDays" | "cancelLimitHours" | "dailyLimit" | "pendingExpiryHours";
const NUMBER_KEYS: NumberKey[] = ["windowDays", "cancelLimitHours", "dailyLimit", "pendingExpiryHours"];

/** The settings' own messages, field by field, before anything is sent (the server's rules, same words). */
function check(candidate: OnlineBookingSettings, services: { id: number }[], stylists: { id: number }[]): Errors {
  const errors: Errors = {};
  for (const issue of v.safeParse(OnlineBookingSettingsSchema, candidate).issues ?? []) {
    const key = issue.path?.[0]?.key as keyof OnlineBookingSettings | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  if (candidate.enabled) {
    const missing = missingToEnable(candidate, new Set(services.map((s) => s.id)), new Set(stylists.map((s) => s.id)));
    for (const [key, message] of Object.entries(missing)) errors[key as keyof Errors] ??= message;
    if (missing.serviceIds || missing.stylistIds) errors.enabled ??= ENABLE_INCOMPLETE;
  }
  return errors;
}

/** Impostazioni → "Prenotazioni online": only the owner decides whether and what clients book online. */
export function OnlineBookingCard() {
  return useCan("online-booking.manage") ? <OnlineBookingForm /> : null;
}

/** On/off, what and with whom, the time rules, approval, and the link to share. */
function OnlineBookingForm() {
  const settings = useAtomValue(onlineBookingSettingsAtom);
  const services = useAtomValue(servicesAtom).data;
  const stylists = useAtomValue(stylistsAtom).data;
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  // What the owner changed since the last save; null follows the server.
  const [draft, setDraft] = useState<OnlineBookingSettings | null>(null);
  const [texts, setTexts] = useState<Record<NumberKey, string> | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const value = draft ?? settings.data;

  if (settings.error && !settings.data) {
    return (
      <OnlineCard>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Impossibile caricare le prenotazioni online. Riprova più tardi.
        </p>
      </OnlineCard>
    );
  }
  if (!value || !services || !stylists) {
    return (
      <OnlineCard>
        <div aria-busy="true" aria-label="Caricamento prenotazioni online" className="flex flex-col gap-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </OnlineCard>
    );
  }

  const numbers = texts ?? (Object.fromEntries(NUMBER_KEYS.map((key) => [key, String(value[key])])) as Record<NumberKey, string>);
  const set = (patch: Partial<OnlineBookingSettings>) => setDraft({ ...value, ...patch });
  const setNumber = (key: keyof typeof numbers, text: string) => setTexts({ ...numbers, [key]: text });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    const candidate = { ...value, ...Object.fromEntries(NUMBER_KEYS.map((key) => [key, wholeNumber(numbers[key])])) };
    const found = check(candidate, services ?? [], stylists ?? []);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveOnlineBookingSettings(candidate);
      setDraft(null);
      setTexts(null);
      bump(["services"]);
      toast({ title: "Prenotazioni online salvate", description: value.enabled ? "La pagina di prenotazione usa le nuove impostazioni." : "La pagina di prenotazione è spenta." });
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) {
        const incomplete = error.body.code === "online_booking_incomplete" ? { enabled: error.body.message } : {};
        setErrors({ ...(error.body.fields as Errors), ...incomplete });
      }
      const message = error instanceof ApiError ? error.userMessage : "Riprova tra poco.";
      toast({ title: "Errore salvando le prenotazioni online", description: message, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(publicBookingLink());
      toast({ title: "Link copiato", description: publicBookingLink() });
    } catch {
      toast({ title: "Copia non riuscita", description: "Seleziona il link e copialo a mano.", variant: "destructive" });
    }
  }

  return (
    <OnlineCard>
      <form onSubmit={submit} noValidate aria-label="Prenotazioni online" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Switch label="Prenotazioni online" checked={value.enabled} onCheckedChange={(enabled) => set({ enabled })} onLabel="Attive" offLabel="Spente" />
          {errors.enabled && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errors.enabled}
            </p>
          )}
        </div>
        <Field label="Link da condividere con i clienti" hint="Sul sito, su Instagram, nei messaggi WhatsApp. Il nome e l'indirizzo in cima alla pagina e il telefono da chiamare sono quelli impostati sul server (SALON_NAME, SALON_ADDRESS, SALON_PHONE), non quelli di «Informazioni Salone».">
          <div className="flex gap-2">
            <Input readOnly value={publicBookingLink()} onFocus={(e) => e.target.select()} className="min-w-0 flex-1" />
            <Button variant="secondary" onClick={copyLink}>
              Copia link
            </Button>
          </div>
        </Field>
        <CheckList
          legend="Servizi prenotabili online"
          empty="Aggiungi prima i servizi del salone nella pagina Servizi."
          items={services.map((s) => ({ id: s.id, label: s.name }))}
          chosen={value.serviceIds}
          error={errors.serviceIds}
          onChange={(serviceIds) => set({ serviceIds })}
        />
        <CheckList
          legend="Stilisti che accettano prenotazioni online"
          empty="Aggiungi prima gli stilisti nella pagina Stilisti."
          items={stylists.map((s) => ({ id: s.id, label: s.name }))}
          chosen={value.stylistIds}
          error={errors.stylistIds}
          onChange={(stylistIds) => set({ stylistIds })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Intervallo tra gli orari"
            value={String(value.slotStepMinutes)}
            error={errors.slotStepMinutes}
            options={withValue([...SLOT_STEP_OPTIONS], value.slotStepMinutes).map((m) => ({ value: String(m), label: formatDuration(m) }))}
            onChange={(e) => set({ slotStepMinutes: Number(e.target.value) })}
          />
          <Select
            label="Preavviso minimo"
            value={String(value.minNoticeMinutes)}
            error={errors.minNoticeMinutes}
            options={withValue(NOTICE_OPTIONS, value.minNoticeMinutes).map((m) => ({ value: String(m), label: minutesLabel(m) }))}
            onChange={(e) => set({ minNoticeMinutes: Number(e.target.value) })}
          />
          <Field label="Prenotabile fino a (giorni)" error={errors.windowDays}>
            <Input inputMode="numeric" value={numbers.windowDays} onChange={(e) => setNumber("windowDays", e.target.value)} className="tabular-nums" />
          </Field>
          <Field label="Annullabile fino a (ore prima)" error={errors.cancelLimitHours}>
            <Input inputMode="numeric" value={numbers.cancelLimitHours} onChange={(e) => setNumber("cancelLimitHours", e.target.value)} className="tabular-nums" />
          </Field>
          <Field label="Prenotazioni online al giorno (massimo)" hint="Oltre questo numero la pagina invita a telefonare al salone." error={errors.dailyLimit}>
            <Input inputMode="numeric" value={numbers.dailyLimit} onChange={(e) => setNumber("dailyLimit", e.target.value)} className="tabular-nums" />
          </Field>
          <Field label="Richieste da approvare scadono dopo (ore)" hint="Una richiesta non approvata in tempo viene annullata e l'orario torna libero." error={errors.pendingExpiryHours}>
            <Input inputMode="numeric" value={numbers.pendingExpiryHours} onChange={(e) => setNumber("pendingExpiryHours", e.target.value)} className="tabular-nums" />
          </Field>
        </div>
        <div className="flex flex-col gap-1">
          <Switch label="Richiedi approvazione" checked={value.requireApproval} onCheckedChange={(requireApproval) => set({ requireApproval })} onLabel="Sì" offLabel="No" />
          <p className="text-sm text-stone-600 dark:text-stone-400">Se attiva, le prenotazioni online restano «Da approvare» finché lo staff non le approva.</p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={saving} disabled={draft === null && texts === null} className="w-full sm:w-auto">
            Salva prenotazioni online
          </Button>
        </div>
      </form>
    </OnlineCard>
  );
}

function OnlineCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Prenotazioni online
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
