import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { formatItalianDate } from "../../../src/domain/italian-date";
import { displayName } from "../../../src/domain/names";
import type { PrivacyDue, PrivacySettings } from "../../../src/domain/schemas/privacy";
import { erasureDueAtom, marketingLapsedAtom, NOTICE_PRINT_URL, NOTICE_URL, privacySettingsAtom, savePrivacySettings } from "../../entities/client-privacy";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input, Textarea } from "../../ui/input";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";

type Draft = { noticeText: string; retentionYears: string; patchTestMonths: string };
const toDraft = (s: PrivacySettings): Draft => ({ noticeText: s.noticeText, retentionYears: String(s.retentionYears), patchTestMonths: String(s.patchTestMonths) });
const LINK = "text-sm font-medium text-rose-800 underline-offset-2 hover:underline dark:text-rose-300";

/** A list of clients to act on, each linking to her card in Clienti. */
function DueList({ title, empty, data }: { title: string; empty: string; data: PrivacyDue | undefined }) {
  return (
    <section className="mt-4" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {!data ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : data.clients.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-200 text-sm dark:divide-stone-700">
          {data.clients.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <a className={LINK} href={`/clients?q=${encodeURIComponent(c.phone || displayName(c))}`}>
                {displayName(c)}
              </a>
              <span className="text-stone-600 tabular-nums dark:text-stone-400">{c.lastVisit ? `ultima visita ${formatItalianDate(c.lastVisit)}` : "nessuna visita"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Privacy (owner): the privacy notice clients read on /prenota and sign at the desk, how long a
 * client without visits is kept, the patch-test limit; and the clients due for erasure (erased
 * only from their card, after confirming) or whose marketing consent has lapsed.
 */
export function PrivacyCard() {
  const settings = useAtomValue(privacySettingsAtom);
  const due = useAtomValue(erasureDueAtom);
  const lapsed = useAtomValue(marketingLapsedAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = draft ?? (settings.data ? toDraft(settings.data) : null);
  const set = (patch: Partial<Draft>) => form && setDraft({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setBusy(true);
    setErrors({});
    try {
      const saved = await savePrivacySettings({ noticeText: form.noticeText, retentionYears: Number(form.retentionYears), patchTestMonths: Number(form.patchTestMonths) });
      setDraft(null);
      bump(["settings"]);
      toast({ title: "Privacy salvata", description: `Informativa versione ${saved.noticeVersion}.` });
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      toast({ title: "Errore salvando la privacy", description: error instanceof ApiError ? error.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Privacy
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!form || !settings.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Privacy" className="flex flex-col gap-4">
            <Field
              label={`Informativa (versione ${settings.data.noticeVersion})`}
              error={errors.noticeText}
              hint="{salone}, {anni} e {backup} diventano il nome del salone, gli anni di conservazione e i backup conservati. Ogni modifica crea una nuova versione."
            >
              <Textarea rows={8} value={form.noticeText} onChange={(e) => set({ noticeText: e.target.value })} />
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Proponi la cancellazione dopo (anni senza visite)" error={errors.retentionYears}>
                <Input type="number" min={1} max={20} inputMode="numeric" value={form.retentionYears} onChange={(e) => set({ retentionYears: e.target.value })} />
              </Field>
              <Field label="Test di tolleranza valido per (mesi)" error={errors.patchTestMonths}>
                <Input type="number" min={1} max={24} inputMode="numeric" value={form.patchTestMonths} onChange={(e) => set({ patchTestMonths: e.target.value })} />
              </Field>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={busy}>
                Salva
              </Button>
              <a className={LINK} href={NOTICE_URL} target="_blank" rel="noreferrer">
                Apri informativa
              </a>
              <a className={LINK} href={NOTICE_PRINT_URL} target="_blank" rel="noreferrer">
                Stampa da firmare
              </a>
            </div>
          </form>
        )}
        <DueList title="Da cancellare" empty="Nessun cliente da cancellare." data={due.data} />
        <DueList title="Consenso marketing scaduto" empty="Nessun consenso marketing scaduto." data={lapsed.data} />
      </CardContent>
    </Card>
  );
}
