import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { DEVELOPER_VOLUMES, MAX_PHOTOS_PER_ITEM, MAX_SHADES, type ClientFileEntry } from "../../../src/domain/schemas/formulas";
import type { AppointmentItem } from "../../../src/domain/schemas/appointment-items";
import { clientFileAtom, deletePhoto, entryOf, lastFormula, saveFormula, uploadPhoto } from "../../entities/client-file";
import { ApiError } from "../../lib/api";
import { numericDate } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import { emptyFormulaForm, formulaForm, formulaInput, type FormulaForm } from "./formula-model";

const EMPTY: ClientFileEntry[] = [];

/**
 * "Scheda tecnica" of one visit item: the colour formula (brand, line, shades with grams,
 * developer, posa, notes), "Usa ultima formula" to start from her last one, and up to four
 * photos taken with the phone's camera. Read-only for whoever may not write this item.
 */
export function FormulaDialog({ appointmentId, clientId, item, canWrite, onOpenChange }: {
  appointmentId: number;
  clientId: number;
  item: Pick<AppointmentItem, "id" | "serviceName" | "stylistName">;
  canWrite: boolean;
  onOpenChange(open: boolean): void;
}) {
  const entries = useAtomValue(clientFileAtom(clientId)).data ?? EMPTY;
  const own = entryOf(entries, item.id);
  const last = lastFormula(entries, item.id);
  const [form, setForm] = useState<FormulaForm | null>(null);
  const shown = form ?? (own?.formula ? formulaForm(own.formula) : emptyFormulaForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const set = (patch: Partial<FormulaForm>) => setForm({ ...shown, ...patch });
  const setShade = (i: number, patch: Partial<FormulaForm["shades"][number]>) => set({ shades: shown.shades.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = formulaInput(shown);
    if ("errors" in parsed) return setErrors(parsed.errors);
    setSaving(true);
    try {
      await saveFormula(appointmentId, item.id, parsed.input);
      toast({ title: "Scheda tecnica salvata" });
      bump(["clients"]);
      onOpenChange(false);
    } catch (e) {
      setErrors(e instanceof ApiError ? { _: e.userMessage, ...(e.body.fields ?? {}) } : { _: "Errore di rete" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={onOpenChange}
      title={`Scheda tecnica · ${item.serviceName}`}
      description={`Con ${item.stylistName}`}
      onSubmit={canWrite ? submit : undefined}
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {canWrite ? "Annulla" : "Chiudi"}
          </Button>
          {canWrite && (
            <Button type="submit" loading={saving}>
              Salva scheda
            </Button>
          )}
        </div>
      }
    >
      <fieldset disabled={!canWrite} className="flex flex-col gap-3">
        {errors._ && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {errors._}
          </p>
        )}
        {canWrite && last?.formula && (
          <Button variant="secondary" onClick={() => { setForm(formulaForm(last.formula!)); setErrors({}); }}>
            Usa ultima formula ({numericDate(last.date)})
          </Button>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Marca" id="formula-brand" error={errors.brand}>
            <Input value={shown.brand} onChange={(e) => set({ brand: e.target.value })} />
          </Field>
          <Field label="Linea" id="formula-line" error={errors.line}>
            <Input value={shown.line} onChange={(e) => set({ line: e.target.value })} />
          </Field>
        </div>
        <div role="group" aria-label="Nuance">
          <p className="mb-1 text-sm font-medium">Nuance e grammi</p>
          <ul className="flex flex-col gap-2">
            {shown.shades.map((s, i) => (
              <li key={i} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
                <Field label={`Nuance ${i + 1}`} labelHidden id={`formula-shade-${i}`} error={errors[`shades.${i}.shade`]}>
                  <Input value={s.shade} placeholder="es. 6.1" onChange={(e) => setShade(i, { shade: e.target.value })} />
                </Field>
                <Field label={`Grammi nuance ${i + 1}`} labelHidden id={`formula-grams-${i}`} error={errors[`shades.${i}.grams`]}>
                  <Input value={s.grams} inputMode="decimal" placeholder="g" onChange={(e) => setShade(i, { grams: e.target.value })} />
                </Field>
                {canWrite && (
                  <Button variant="ghost" size="icon" aria-label={`Togli nuance ${i + 1}`} onClick={() => set({ shades: shown.shades.filter((_, j) => j !== i) })}>
                    ✕
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {errors.shades && <p className="mt-1 text-sm text-red-800 dark:text-red-300">{errors.shades}</p>}
          {canWrite && shown.shades.length < MAX_SHADES && (
            <Button variant="ghost" size="sm" className="mt-1" onClick={() => set({ shades: [...shown.shades, { shade: "", grams: "" }] })}>
              + Aggiungi nuance
            </Button>
          )}
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Select
            id="formula-volume"
            label="Ossidante"
            value={shown.developerVolume}
            error={errors["developer.volume"]}
            onChange={(e) => set({ developerVolume: e.target.value as FormulaForm["developerVolume"] })}
            options={[{ value: "", label: "Nessuno" }, ...DEVELOPER_VOLUMES.map((vol) => ({ value: String(vol), label: `${vol} vol` }))]}
          />
          <Field label="Grammi ossidante" id="formula-developer-grams" error={errors["developer.grams"]}>
            <Input value={shown.developerGrams} inputMode="decimal" onChange={(e) => set({ developerGrams: e.target.value })} />
          </Field>
          <Field label="Posa (minuti)" id="formula-posa" error={errors.posaMinutes}>
            <Input value={shown.posaMinutes} inputMode="numeric" onChange={(e) => set({ posaMinutes: e.target.value })} />
          </Field>
        </div>
        <Field label="Note sul risultato" id="formula-notes" error={errors.notes}>
          <Textarea value={shown.notes} onChange={(e) => set({ notes: e.target.value })} />
        </Field>
      </fieldset>
      <ItemPhotos appointmentId={appointmentId} itemId={item.id} entry={own} canWrite={canWrite} />
    </Dialog>
  );
}

function ItemPhotos({ appointmentId, itemId, entry, canWrite }: { appointmentId: number; itemId: number; entry: ClientFileEntry | undefined; canWrite: boolean }) {
  const photos = entry?.photos ?? [];
  const [kind, setKind] = useState<"before" | "after">("before");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
      bump(["clients"]);
    } catch (e) {
      toast({ title: "Errore", description: e instanceof ApiError ? e.userMessage : "Errore di rete", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Foto" className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
      <p className="mb-2 text-sm font-medium">Foto ({photos.length}/{MAX_PHOTOS_PER_ITEM})</p>
      {photos.length > 0 && (
        <ul className="mb-2 grid grid-cols-4 gap-2">
          {photos.map((p) => (
            <li key={p.id} className="relative">
              <img src={p.url} alt={p.kind === "before" ? "Foto prima" : p.kind === "after" ? "Foto dopo" : "Foto"} className="aspect-square w-full rounded-lg object-cover" loading="lazy" />
              {p.kind && <span className="absolute left-1 top-1 rounded bg-black/60 px-1 text-xs text-white">{p.kind === "before" ? "Prima" : "Dopo"}</span>}
              {canWrite && (
                <button type="button" aria-label="Elimina foto" disabled={busy} onClick={() => act(() => deletePhoto(appointmentId, itemId, p.id), "Foto eliminata")} className="absolute right-1 top-1 size-8 rounded-full bg-black/60 text-white">
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && photos.length < MAX_PHOTOS_PER_ITEM && (
        <div className="flex flex-wrap items-center gap-2">
          <Select id="photo-kind" label="Tipo di foto" labelHidden value={kind} onChange={(e) => setKind(e.target.value as "before" | "after")} options={[{ value: "before", label: "Prima" }, { value: "after", label: "Dopo" }]} />
          <label className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 px-4 text-sm font-medium sm:min-h-10 dark:border-stone-600 ${busy ? "opacity-50" : ""}`}>
            {busy ? "Caricamento…" : "Scatta o carica foto"}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void act(() => uploadPhoto(appointmentId, itemId, file, kind), "Foto aggiunta");
              }}
            />
          </label>
        </div>
      )}
    </section>
  );
}
