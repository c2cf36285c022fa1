import { useAtomValue } from "jotai";
import { useState } from "react";
import { FiscalPrinterSettingsInputSchema } from "../../../src/domain/schemas/fiscal";
import { fiscalPrinterSettingsAtom, fiscalPrinterStatus, fiscalTestPrint, saveFiscalPrinterSettings } from "../../entities/fiscal";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import { FiscalAgentsSection } from "./fiscal-agents-section";
import { useSettingsForm } from "./use-settings-form";
import { fromFiscalDraft, paymentMethodLabel, RT_PAYMENT_TYPES, statusLines, toFiscalDraft, type FiscalDraft } from "./fiscal-printer-form";

const errorText = (error: unknown) => (error instanceof ApiError ? error.userMessage : "Errore di rete");

/** Impostazioni → "Registratore telematico" (owner): the RT, its departments and payment types, test print, state, agents. */
export function FiscalPrinterCard() {
  const settings = useAtomValue(fiscalPrinterSettingsAtom);
  const toast = useToast();
  const [status, setStatus] = useState<string[] | null>(null);
  const { form, set, errors, busy, setBusy, submit } = useSettingsForm({
    data: settings.data,
    toDraft: toFiscalDraft,
    schema: FiscalPrinterSettingsInputSchema,
    fromDraft: fromFiscalDraft,
    save: saveFiscalPrinterSettings,
    topics: ["settings"],
    saved: (saved) => ({ title: "Registratore telematico salvato", description: saved.enabled ? "La stampa fiscale è attiva." : "La stampa fiscale è disattivata." }),
    failed: "Errore salvando il registratore",
    offline: "Errore di rete",
  });

  async function testPrint() {
    setBusy(true);
    try {
      const answer = await fiscalTestPrint();
      toast({ title: "Stampa di prova", description: answer.message });
    } catch (error) {
      toast({ title: "Stampa di prova non riuscita", description: errorText(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function readStatus() {
    setBusy(true);
    try {
      setStatus(statusLines(await fiscalPrinterStatus()));
    } catch (error) {
      setStatus([errorText(error)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Registratore telematico
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {settings.error && !settings.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare il registratore telematico. Riprova più tardi.
          </p>
        ) : !form ? (
          <div aria-busy="true" aria-label="Caricamento registratore telematico" className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Registratore telematico" className="flex flex-col gap-4">
            <p className="text-sm text-stone-700 dark:text-stone-300">
              Ogni vendita, annullo e reso stampa il suo documento commerciale sull'RT del salone; la chiusura di cassa stampa la chiusura giornaliera (Z).
            </p>
            <Switch label="Stampa fiscale" checked={form.enabled} onCheckedChange={(enabled) => set({ enabled })} onLabel="Attiva" offLabel="Disattiva" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Select label="Protocollo" value={form.protocol} options={[{ value: "epson-fpmate", label: "Epson (FP-81 II RT, FP-90 III RT)" }]} onChange={() => undefined} />
              <Field label="Indirizzo dell'RT" hint="Ad esempio http://192.168.1.50" error={errors.url}>
                <Input value={form.url} inputMode="url" autoComplete="off" onChange={(e) => set({ url: e.target.value })} />
              </Field>
              <Field label="Tempo di attesa (ms)" hint="Da 1.000 a 30.000" error={errors.timeoutMs}>
                <Input type="number" inputMode="numeric" value={form.timeoutMs} onChange={(e) => set({ timeoutMs: e.target.value })} />
              </Field>
              <Field label="Operatore" hint="Da 1 a 12" error={errors.operator}>
                <Input type="number" inputMode="numeric" value={form.operator} onChange={(e) => set({ operator: e.target.value })} />
              </Field>
            </div>
            <Switch label="Stampa automatica" checked={form.autoPrint} onCheckedChange={(autoPrint) => set({ autoPrint })} onLabel="A ogni vendita" offLabel="Su richiesta («Stampa» sul documento)" />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Reparto dell'RT per ogni aliquota IVA</legend>
              {errors.departments && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{errors.departments}</p>}
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                {form.departments.map((d, i) => (
                  <Field key={d.vatRatePercent} label={`IVA ${d.vatRatePercent}%`} error={errors[`departments.${i}.department`]}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={d.department}
                      onChange={(e) => set({ departments: form.departments.map((x, j) => (j === i ? { ...x, department: e.target.value } : x)) })}
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Metodi di pagamento ↔ tipi di pagamento dell'RT</legend>
              {errors.paymentTypes && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{errors.paymentTypes}</p>}
              {form.paymentTypes.map((p, i) => {
                const patch = (change: Partial<FiscalDraft["paymentTypes"][number]>) =>
                  set({ paymentTypes: form.paymentTypes.map((x, j) => (j === i ? { ...x, ...change } : x)) });
                const label = paymentMethodLabel(p.method);
                return (
                  <div key={p.method} className="grid grid-cols-[1fr_6rem] items-end gap-2 sm:grid-cols-[8rem_1fr_6rem]">
                    <span className="col-span-2 text-sm font-medium sm:col-span-1 sm:pb-2">{label}</span>
                    <Select label={`Tipo RT per ${label}`} labelHidden error={errors[`paymentTypes.${i}.paymentType`]} value={p.paymentType} options={RT_PAYMENT_TYPES} onChange={(e) => patch({ paymentType: e.target.value })} />
                    <Field label={`Indice per ${label}`} labelHidden error={errors[`paymentTypes.${i}.index`]}>
                      <Input type="number" inputMode="numeric" placeholder="Indice" value={p.index} onChange={(e) => patch({ index: e.target.value })} />
                    </Field>
                  </div>
                );
              })}
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" disabled={busy} onClick={readStatus}>
                Leggi stato
              </Button>
              <Button type="button" variant="ghost" disabled={busy} onClick={testPrint}>
                Stampa di prova
              </Button>
              <Button type="submit" disabled={busy}>
                Salva
              </Button>
            </div>
            {status && (
              <ul aria-label="Stato del registratore" aria-live="polite" className="rounded-md border border-stone-200 p-3 text-sm dark:border-stone-800">
                {status.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </form>
        )}
        <FiscalAgentsSection />
      </CardContent>
    </Card>
  );
}
