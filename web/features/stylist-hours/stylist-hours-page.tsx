import { useSearchParams } from "react-router-dom";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { workingHoursPreset } from "../../../src/domain/availability";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { stylistsAtom } from "../../entities/stylists";
import { saveWorkingDay, stylistWorkingHoursAtom } from "../../entities/working-hours";
import { saveDayErrorMessage, selectedStylistIdAtom } from "./state";
import { DayRow, timeInputId } from "./day-row";
import { dayLabel, validateWeek, WEEK_ORDER, weekFromSaved, type DayDraft, type DayErrors } from "./week-model";
import { LoadError } from "../../ui/empty-state";
import { ListState } from "../../ui/list-state";
import { LinkButton } from "../../ui/link-button";

export const PRESETS = [
  { key: "full_time", label: "Tempo Pieno (Lun-Sab 9-18)" },
  { key: "part_time", label: "Part Time (Mar-Ven 10-15)" },
] as const;

function WeekSkeleton() {
  return (
    <div aria-busy="true" aria-label="Caricamento orari">
      {WEEK_ORDER.map((day) => (
        <div key={day} className="grid gap-3 border-b border-stone-200 py-4 last:border-b-0 dark:border-stone-800 lg:grid-cols-[11rem_1fr]">
          <Skeleton className="h-11 w-40" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-[4.25rem] w-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The week of one stylist. The draft follows the server until the user changes something;
 * from then on a live update (someone else saving) does not overwrite what is being typed.
 */
function WeekForm({ stylist, onDirtyChange }: { stylist: Stylist; onDirtyChange: (dirty: boolean) => void }) {
  const hours = useAtomValue(stylistWorkingHoursAtom(stylist.id));
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [week, setWeek] = useState<DayDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<number, DayErrors>>({});
  const [saving, setSaving] = useState(false);
  const dirty = useRef(false);
  const [isDirty, setIsDirty] = useState(false);
  const applied = useRef<unknown>(undefined);

  useEffect(() => {
    if (hours.data === undefined || hours.data === applied.current) return;
    applied.current = hours.data;
    if (!dirty.current) setWeek(weekFromSaved(hours.data));
  }, [hours.data]);

  const markDirty = (value: boolean) => {
    dirty.current = value;
    setIsDirty(value);
    onDirtyChange(value);
  };

  const update = (dayOfWeek: number, patch: Partial<DayDraft>) => {
    setWeek((current) => current && current.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...patch } : d)));
    markDirty(true);
  };

  const applyPreset = (preset: (typeof PRESETS)[number]["key"]) => {
    setWeek(weekFromSaved(workingHoursPreset(preset)));
    setErrors({});
    markDirty(true);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!week || saving) return;
    const checked = validateWeek(stylist.id, week);
    if (!checked.ok) {
      setErrors(checked.errors);
      const firstDay = WEEK_ORDER.find((day) => checked.errors[day]);
      const firstKey = firstDay === undefined ? undefined : Object.keys(checked.errors[firstDay] ?? {})[0];
      if (firstDay !== undefined && firstKey) document.getElementById(timeInputId(firstDay, firstKey))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    // Seven calls in parallel, one per weekday; each day is saved or not on its own.
    const failures = await Promise.all(
      checked.payloads.map((payload) =>
        saveWorkingDay(payload).then(
          () => null,
          (error: unknown) => ({ day: payload.dayOfWeek, message: saveDayErrorMessage(error, dayLabel(payload.dayOfWeek)) }),
        ),
      ),
    );
    setSaving(false);
    const failed = WEEK_ORDER.map((day) => failures.find((f) => f?.day === day)).find((f) => f);
    if (failed) {
      toast({ title: "Errore API", description: failed.message, variant: "destructive" });
    } else {
      markDirty(false);
      toast({ title: "Orari salvati", description: `Gli orari di ${stylist.name} sono aggiornati.` });
    }
    bump(["working-hours"]);
  }

  return (
    <form onSubmit={save} noValidate aria-label={`Orari di ${stylist.name}`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 pb-4 dark:border-stone-800">
        <span className="mr-1 text-sm font-medium text-stone-700 dark:text-stone-300">Modelli rapidi:</span>
        {PRESETS.map((preset) => (
          <Button key={preset.key} variant="secondary" size="sm" disabled={!week} onClick={() => applyPreset(preset.key)}>
            {preset.label}
          </Button>
        ))}
      </div>
      {hours.error && !hours.data ? (
        <div className="py-6">
          <LoadError title="Impossibile caricare gli orari" text={hours.error.message} onRetry={() => bump(["working-hours"])} />
        </div>
      ) : !week ? (
        <WeekSkeleton />
      ) : (
        WEEK_ORDER.map((day) => {
          const draft = week[day];
          return draft ? <DayRow key={day} day={draft} errors={errors[day]} onChange={(patch) => update(day, patch)} /> : null;
        })
      )}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4 dark:border-stone-800">
        {isDirty && <p className="text-sm text-stone-600 dark:text-stone-400">Modifiche non salvate</p>}
        <Button type="submit" loading={saving} disabled={!week}>
          Salva Orari
        </Button>
      </div>
    </form>
  );
}

export default function StylistHoursPage() {
  const stylists = useAtomValue(stylistsAtom);
  const [selected, setSelected] = useAtom(selectedStylistIdAtom);
  // 'Gestisci Orari' on a staff card opens this screen on that stylist (?stylist=ID).
  const [params, setParams] = useSearchParams();
  const fromLink = Number(params.get("stylist"));
  useEffect(() => {
    if (!Number.isInteger(fromLink) || fromLink <= 0) return;
    setSelected(fromLink);
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete("stylist");
      return next;
    }, { replace: true });
  }, [fromLink, setSelected, setParams]);
  const bump = useSetAtom(bumpTopicsAtom);
  const [dirty, setDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<Stylist | null>(null);
  const list = stylists.data ?? [];
  // The first stylist is preselected; a removed stylist falls back to the first again.
  const stylist = list.find((s) => s.id === selected) ?? list[0] ?? null;

  const body = (
    <ListState
      query={stylists}
      loadError="Impossibile caricare i collaboratori"
      loadErrorText={stylists.error?.message}
      onRetry={() => bump(["stylists"])}
      loading={
        <Card className="p-4 sm:p-5">
          <Skeleton className="mb-4 h-[4.25rem] w-full max-w-sm" />
          <WeekSkeleton />
        </Card>
      }
      empty={{
        title: "Nessun collaboratore",
        text: "Aggiungi prima i collaboratori del salone: poi qui imposterai i loro orari.",
        action: (
          <LinkButton to="/stylists">
            Vai a Stilisti
          </LinkButton>
        ),
      }}
    >
      {() =>
        stylist && (
          <Card>
            <CardHeader className="flex-wrap items-end">
              <CardTitle role="heading" aria-level={2}>
                Orario settimanale
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Select
                label="Dipendente"
                className="mb-4 max-w-sm"
                value={String(stylist.id)}
                options={list.map((s) => ({ value: String(s.id), label: s.name }))}
                onChange={(event) => {
                  const next = list.find((s) => s.id === Number(event.target.value));
                  if (!next) return;
                  // Unsaved changes are not thrown away by a stray click on the select.
                  if (dirty) setPendingSwitch(next);
                  else setSelected(next.id);
                }}
              />
              <WeekForm key={stylist.id} stylist={stylist} onDirtyChange={setDirty} />
              <ConfirmDialog
                open={pendingSwitch !== null}
                onOpenChange={(open) => !open && setPendingSwitch(null)}
                title="Modifiche non salvate"
                message={`Gli orari di ${stylist.name} non sono stati salvati. Passando a ${pendingSwitch?.name ?? ""} le modifiche andranno perse.`}
                confirmLabel="Cambia senza salvare"
                destructive
                onConfirm={() => {
                  if (pendingSwitch) setSelected(pendingSwitch.id);
                  setDirty(false);
                }}
              />
            </CardContent>
          </Card>
        )
      }
    </ListState>
  );
  return (
    <>
      <PageHeader title="Orari di Lavoro" subtitle="L'orario settimanale di ogni collaboratore, con le pause: il calendario lo usa per le disponibilità." />
      {body}
    </>
  );
}
