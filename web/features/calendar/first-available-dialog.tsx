import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { FreeSlotsResponse } from "../../../src/domain/schemas/availability";
import type { Service } from "../../../src/domain/schemas/services";
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

/** A picked time; `services` (in order) when the search was for a visit of several. */
export type FirstAvailablePick = { date: string; startTime: string; stylistId: number; serviceId: number; duration: number; services?: Service[] };

const RESULTS = 12;
/** A visit searched at once: at most three services, as the server takes them. */
const MAX_SERVICES = 3;
const PARTS = [
  { value: "", label: "Tutto il giorno" },
  { value: "morning", label: "Mattina" },
  { value: "afternoon", label: "Pomeriggio" },
];
// With eight free stylists at every time the list would be a wall of buttons: the first three.
const MAX_STYLISTS_PER_TIME = 3;

/**
 * "Prima disponibilità": one to three services (a visit: they follow each other, one stylist does
 * them all), optionally a stylist, a first day and the morning or afternoon -> the first free
 * times in the next 31 days, each a button per free stylist that opens the booking dialog filled in.
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
  const [serviceIds, setServiceIds] = useState<string[]>([""]);
  const [part, setPart] = useState("");
  const serviceId = serviceIds[0]!;
  const setServiceAt = (index: number, id: string) => setServiceIds((ids) => ids.map((x, i) => (i === index ? id : x)));
  const [stylist, setStylist] = useState(stylistId && stylistId !== "all" ? stylistId : "");
  const [from, setFrom] = useState(fromDate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FreeSlotsResponse | null>(null);
  const [searching, setSearching] = useState(false);
  // The services the shown times were found for (the fields may have changed since).
  const [searched, setSearched] = useState<string[]>([]);
  const nameOf = (id: number) => stylists.find((s) => s.id === id)?.name ?? "Stilista";

  async function search(event?: FormEvent) {
    event?.preventDefault();
    const found: Record<string, string> = {};
    serviceIds.forEach((id, i) => {
      if (!id) found[i === 0 ? "serviceId" : `serviceId-${i}`] = "Servizio è richiesto";
    });
    if (!isValidDate(from)) found.from = "Data non valida";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSearching(true);
    try {
      const which = serviceIds.length > 1 ? { serviceIds: serviceIds.join(",") } : { serviceId: Number(serviceId) };
      const partParam = part === "morning" || part === "afternoon" ? part : undefined;
      setResult(await fetchFreeSlots({ ...which, part: partParam, stylistId: stylist ? Number(stylist) : undefined, from, limit: RESULTS }));
      setSearched(serviceIds);
    } catch (error) {
      setResult(null);
      const { serviceIds: servicesError, ...fields } = error instanceof ApiError ? error.body.fields ?? {} : {};
      setErrors({ ...fields, ...(servicesError && { serviceId: servicesError }), search: error instanceof ApiError ? error.userMessage : "Errore di rete" });
    } finally {
      setSearching(false);
    }
  }

  const byDay = new Map<string, NonNullable<typeof result>["slots"]>();
  for (const slot of result?.slots ?? []) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  /** What a picked time books: one service for the length found, or the visit's services in order. */
  const picked = (): Pick<FirstAvailablePick, "serviceId" | "duration" | "services"> => {
    const chosen = searched.map((id) => services.find((s) => String(s.id) === id)).filter((s) => s !== undefined);
    const first = Number(searched[0]);
    if (searched.length === 1 || chosen.length !== searched.length) return { serviceId: first, duration: result?.minutes ?? 0 };
    return { serviceId: first, duration: chosen[0]!.duration, services: chosen };
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Prima disponibilità"
      description="Trova i primi orari liberi per uno o più servizi"
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
        <div className="flex flex-col gap-3">
          {serviceIds.map((id, i) => (
            <div key={i} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <Select
                  id={i === 0 ? "first-serviceId" : `first-serviceId-${i}`}
                  label={i === 0 ? "Servizio" : `Servizio ${i + 1}`}
                  value={id}
                  onChange={(e) => setServiceAt(i, e.target.value)}
                  placeholder="Seleziona un servizio"
                  options={serviceOptions(services)}
                  error={errors[i === 0 ? "serviceId" : `serviceId-${i}`]}
                />
              </div>
              {i > 0 && (
                <Button variant="ghost" size="sm" onClick={() => setServiceIds((ids) => ids.filter((_, j) => j !== i))}>
                  Rimuovi servizio {i + 1}
                </Button>
              )}
            </div>
          ))}
          {serviceIds.length < MAX_SERVICES && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setServiceIds((ids) => [...ids, ""])}>
                + Aggiungi servizio
              </Button>
            </div>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
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
          <Select id="first-part" label="Fascia oraria" value={part} onChange={(e) => setPart(e.target.value)} options={PARTS} error={errors.part} />
        </div>
        {errors.search && !errors.serviceId && !errors.stylistId && !errors.from && !errors.part && (
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
                          onPick({ date: day, startTime: slot.startTime, stylistId: id, ...picked() })
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
