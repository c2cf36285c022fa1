import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { FreeSlotsResponse } from "../../../src/domain/schemas/availability";
import { isValidDate } from "../../../src/domain/time";
import { fetchFreeSlots } from "../../entities/availability";
import { servicesAtom } from "../../entities/services";
import { serviceOptions } from "../../lib/service-options";
import { stylistsAtom } from "../../entities/stylists";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { DateInput } from "../../ui/date-input";
import { Field } from "../../ui/input";
import { Select } from "../../ui/select";
import { longDate } from "../../lib/format";

export type FirstAvailablePick = { date: string; startTime: string; stylistId: number; serviceId: number; duration: number };

const RESULTS = 12;
// With eight free stylists at every time the list would be a wall of buttons: the first three.
const MAX_STYLISTS_PER_TIME = 3;

/**
 * "Prima disponibilità": a service, optionally a stylist, a first day -> the first free times in
 * the next 31 days, each a button per free stylist that opens the booking dialog filled in.
 */
export function FirstAvailableDialog({ open, onOpenChange, fromDate, stylistId, onPick }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  fromDate: string;
  /** The calendar's stylist filter, if one is picked. */
  stylistId?: string;
  onPick(pick: FirstAvailablePick): void;
}) {
  const services = useAtomValue(servicesAtom).data ?? [];
  const stylists = useAtomValue(stylistsAtom).data ?? [];
  const [serviceId, setServiceId] = useState("");
  const [stylist, setStylist] = useState(stylistId && stylistId !== "all" ? stylistId : "");
  const [from, setFrom] = useState(fromDate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FreeSlotsResponse | null>(null);
  const [searching, setSearching] = useState(false);
  const nameOf = (id: number) => stylists.find((s) => s.id === id)?.name ?? "Stilista";

  async function search(event?: FormEvent) {
    event?.preventDefault();
    const found: Record<string, string> = {};
    if (!serviceId) found.serviceId = "Servizio è richiesto";
    if (!isValidDate(from)) found.from = "Data non valida";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSearching(true);
    try {
      setResult(await fetchFreeSlots({ serviceId: Number(serviceId), stylistId: stylist ? Number(stylist) : undefined, from, limit: RESULTS }));
    } catch (error) {
      setResult(null);
      const fields = error instanceof ApiError ? error.body.fields ?? {} : {};
      setErrors({ ...fields, search: error instanceof ApiError ? error.userMessage : "Errore di rete" });
    } finally {
      setSearching(false);
    }
  }

  const byDay = new Map<string, NonNullable<typeof result>["slots"]>();
  for (const slot of result?.slots ?? []) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Prima disponibilità"
      description="Trova i primi orari liberi per un servizio"
      onSubmit={search}
      footer={
        <div className="flex justify-end gap-2 w-full">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Chiudi
          </Button>
          <Button type="submit" loading={searching}>
            Cerca
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            id="first-serviceId"
            label="Servizio"
            value={serviceId}
            onChange={(e) => setServiceId(e.target.value)}
            placeholder="Seleziona un servizio"
            options={serviceOptions(services)}
            error={errors.serviceId}
          />
          <Select
            id="first-stylistId"
            label="Collaboratore"
            value={stylist}
            onChange={(e) => setStylist(e.target.value)}
            options={[{ value: "", label: "Qualsiasi collaboratore" }, ...stylists.map((s) => ({ value: String(s.id), label: s.name }))]}
            error={errors.stylistId}
          />
          <Field label="Dal giorno" id="first-from" error={errors.from}>
            <DateInput value={from} onChange={setFrom} />
          </Field>
        </div>
        {errors.search && !errors.serviceId && !errors.stylistId && !errors.from && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.search}
          </p>
        )}
        {result && result.slots.length === 0 && (
          <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
            Nessun orario libero nei prossimi 31 giorni
          </p>
        )}
        {result && result.slots.length > 0 && (
          <div className="flex flex-col gap-3" role="list" aria-label="Orari liberi">
            {[...byDay].map(([day, slots]) => (
              <div key={day} role="listitem" className="flex flex-col gap-1.5">
                <p className="text-sm font-semibold first-letter:uppercase">{longDate(day)}</p>
                <div className="flex flex-wrap gap-2">
                  {slots.flatMap((slot) =>
                    slot.stylistIds.slice(0, MAX_STYLISTS_PER_TIME).map((id) => (
                      <Button
                        key={`${slot.startTime}-${id}`}
                        size="sm"
                        variant="secondary"
                        aria-label={`Prenota ${longDate(day)} alle ${slot.startTime} con ${nameOf(id)}`}
                        onClick={() =>
                          onPick({ date: day, startTime: slot.startTime, stylistId: id, serviceId: Number(serviceId), duration: result.minutes })
                        }
                      >
                        <span className="tabular-nums">{slot.startTime}</span>
                        <span className="font-normal">· {nameOf(id)}</span>
                      </Button>
                    )),
                  )}
                </div>
              </div>
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}
