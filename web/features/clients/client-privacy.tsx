import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { CHANNEL_LABELS, PURPOSE_LABELS, SOURCE_LABELS, type ConsentChannel, type ConsentEntry, type ConsentPurpose } from "../../../src/domain/consents";
import { formatItalianDate } from "../../../src/domain/italian-date";
import type { ClientDetail } from "../../../src/domain/schemas/clients";
import { wallClockIn } from "../../../src/domain/time";
import { exportPageUrl, exportUrl, clientFileAtom, NOTICE_PRINT_URL, recordConsent, saveClientFile } from "../../entities/client-privacy";
import { CLIENTS_TOPIC } from "../../entities/clients";
import { ApiError, describeError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { DateInput } from "../../ui/date-input";
import { salonTimeZone } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/input";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";

/** The consents the card offers: appointment messages on WhatsApp, marketing per channel, health data. */
const ROWS: { purpose: ConsentPurpose; channel: ConsentChannel | null }[] = [
  { purpose: "appointments", channel: null },
  { purpose: "marketing", channel: "whatsapp" },
  { purpose: "marketing", channel: "email" },
  { purpose: "marketing", channel: "sms" },
  { purpose: "health", channel: null },
];

const day = (iso: string) => formatItalianDate(wallClockIn(salonTimeZone(), new Date(iso)).date);
const version = (c: ConsentEntry) => (c.textVersion === 0 ? "" : `, informativa v${c.textVersion}`);

/** "Dato il 12/03/2026 al banco, informativa v2", "Revocato il …", or "Non raccolto". */
export function consentState(c: ConsentEntry | undefined): string {
  if (!c) return "Non raccolto";
  return `${c.given ? "Dato" : "Revocato"} il ${day(c.at)} ${SOURCE_LABELS[c.source]}${version(c)}`;
}

const find = (file: ClientDetail, purpose: ConsentPurpose, channel: ConsentChannel | null) =>
  file.consents.find((c) => c.purpose === purpose && (purpose === "appointments" || c.channel === channel));

const LINK = "inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800";

type Fields = { birthday: string; codiceFiscale: string; address: string; allergies: string; patchTestDate: string };
const fieldsOf = (f: ClientDetail): Fields => ({ birthday: f.birthday ?? "", codiceFiscale: f.codiceFiscale, address: f.address, allergies: f.allergies, patchTestDate: f.patchTestDate ?? "" });

function FileForm({ file, disabled, healthGiven }: { file: ClientDetail; disabled: boolean; healthGiven: boolean }) {
  const [values, setValues] = useState<Fields>(() => fieldsOf(file));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { firstName, lastName, phone, email, notes } = file;
      const health = healthGiven ? { allergies: values.allergies, patchTestDate: values.patchTestDate || null } : {};
      const saved = await saveClientFile(file.id, { firstName, lastName, phone, email, notes, birthday: values.birthday || null, codiceFiscale: values.codiceFiscale, address: values.address, ...health });
      setValues(fieldsOf(saved));
      bump([CLIENTS_TOPIC]);
      toast({ title: "Dati salvati" });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body.fields as Record<string, string> | undefined) : undefined;
      if (fields) setErrors(fields);
      else toast({ title: "Errore", description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void save(e)} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Dati personali">
      <Field label="Data di nascita" error={errors.birthday}>
        <DateInput value={values.birthday} onChange={(day) => set("birthday")({ target: { value: day } })} disabled={disabled} />
      </Field>
      <Field label="Codice fiscale" error={errors.codiceFiscale}>
        <Input value={values.codiceFiscale} onChange={set("codiceFiscale")} disabled={disabled} autoCapitalize="characters" maxLength={40} />
      </Field>
      <Field label="Indirizzo" error={errors.address} className="sm:col-span-2">
        <Input value={values.address} onChange={set("address")} disabled={disabled} maxLength={300} />
      </Field>
      {healthGiven ? (
        <>
          <Field label="Allergie" error={errors.allergies} className="sm:col-span-2">
            <Textarea value={values.allergies} onChange={set("allergies")} disabled={disabled} rows={2} />
          </Field>
          <Field label="Test di tolleranza (patch test)" error={errors.patchTestDate}>
            <DateInput value={values.patchTestDate} onChange={(day) => set("patchTestDate")({ target: { value: day } })} disabled={disabled} />
          </Field>
        </>
      ) : (
        <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400" data-health-closed>
          Allergie e test: serve il consenso ai dati sanitari.
        </p>
      )}
      {!disabled && (
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={busy}>
            Salva dati
          </Button>
        </div>
      )}
    </form>
  );
}

type Props = { clientId: number; mayUpdate: boolean; mayErase: boolean; onErase?: () => void };

/** PRIVACY E CONSENSI on the card: her consents by purpose, her file's fields, export and erasure. */
export function ClientPrivacy({ clientId, mayUpdate, mayErase, onErase }: Props) {
  const { data: file, error, loading } = useAtomValue(clientFileAtom(clientId));
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (error) return <p className="mt-3 text-sm text-red-700 dark:text-red-400">Impossibile caricare i consensi.</p>;
  if (loading && !file) return <Skeleton className="mt-3 h-24 w-full" />;
  if (!file) return null;

  async function toggle(purpose: ConsentPurpose, channel: ConsentChannel | null, given: boolean) {
    setBusy(true);
    try {
      await recordConsent(clientId, { purpose, channel: purpose === "marketing" ? channel : undefined, given, source: "banco" });
      bump([CLIENTS_TOPIC]);
    } catch (e) {
      toast({ title: "Errore", description: describeError(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  const healthGiven = find(file, "health", null)?.given === true;
  return (
    <div className="mt-2 text-sm">
      {file.marketingLapsed && (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-marketing-lapsed>
          Consenso marketing scaduto: nessuna visita da 24 mesi.
        </p>
      )}
      <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-700" aria-label="Consensi">
        {ROWS.map(({ purpose, channel }) => {
          const current = find(file, purpose, channel);
          const label = purpose === "marketing" && channel ? `${PURPOSE_LABELS.marketing} · ${CHANNEL_LABELS[channel]}` : purpose === "appointments" ? `${PURPOSE_LABELS.appointments} · WhatsApp` : PURPOSE_LABELS[purpose];
          return (
            <li key={`${purpose}-${channel}`} className="flex flex-wrap items-center justify-between gap-2 py-2" data-consent={`${purpose}${channel ? `-${channel}` : ""}`}>
              <span className="min-w-0">
                <span className="block font-medium">{label}</span>
                <span className={`block ${current?.given ? "text-emerald-800 dark:text-emerald-300" : "text-stone-600 dark:text-stone-400"}`}>{consentState(current)}</span>
              </span>
              {mayUpdate && (
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void toggle(purpose, channel, !current?.given)} aria-label={`${current?.given ? "Revoca" : "Registra"}: ${label}`}>
                  {current?.given ? "Revoca" : "Registra consenso"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {!file.walkIn && <FileForm key={`${file.id}-${healthGiven}`} file={file} disabled={!mayUpdate} healthGiven={healthGiven} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={NOTICE_PRINT_URL} target="_blank" rel="noreferrer" className={LINK}>
          Stampa informativa
        </a>
        {mayErase && (
          <>
            <a href={exportUrl(clientId)} download className={LINK}>
              Esporta dati
            </a>
            <a href={exportPageUrl(clientId)} target="_blank" rel="noreferrer" className={LINK}>
              Stampa dati
            </a>
            {onErase && (
              <Button variant="destructive" size="sm" onClick={onErase}>
                Elimina definitivamente
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
