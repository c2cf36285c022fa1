import { formatCents } from "../../../src/domain/money";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { formatDuration, fromMinutes, toMinutes } from "../../../src/domain/time";
import { serviceOptions } from "../../lib/service-options";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { startTimeOf } from "./form-model";
import type { AppointmentFormState } from "./use-appointment-form";
import {
  addItem,

  partsLabel,
  patchItem,
  performs,
  posaStart,
  removeItem,
  resolveItems,
  visitTotals,
  withService,
  type FormItem,
  type ResolvedItem,
} from "./form-items";

const QUARTERS = [0, 15, 30, 45];

/** Busy and posa parts of one item: "09:00–09:30 · posa 09:30–10:00 · 10:00–10:15". */
function Parts({ item, id }: { item: ResolvedItem | undefined; id: string }) {
  if (!item || item.serviceId === "") return null;
  return (
    <p id={id} className="text-sm text-stone-700 dark:text-stone-300 tabular-nums">
      {partsLabel(item)}
    </p>
  );
}

/** The first service's price and its parts (its stylist, service and times are the fields above). */
export function FirstItemPrice({ state }: { state: AppointmentFormState }) {
  const { form, set, errors, service } = state;
  const first = resolveItems(form)?.[0];
  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr] items-end">
      <Field label="Prezzo (€)" id="appt-price" error={errors.price}>
        <Input
          inputMode="decimal"
          value={form.price}
          placeholder={service ? formatCents(service.price).replace(/\s?€/, "") : ""}
          onChange={(e) => set("price", e.target.value)}
        />
      </Field>
      <div className="min-h-11 flex items-center">
        <Parts item={first} id="appt-parts-0" />
      </div>
    </div>
  );
}

/** The services after the first: service, stylist, start and price each, with their parts. */
export function AddedItems({ state, stylists }: { state: AppointmentFormState; stylists: readonly Stylist[] }) {
  const { form, setForm, errors, services, hours } = state;
  const resolved = resolveItems(form) ?? [];
  const visitStart = form.startHour === "" || form.startMinute === "" ? null : toMinutes(startTimeOf(form));
  const totals = visitTotals(form, services);
  const update = (key: number, patch: (item: FormItem) => FormItem) => setForm((f) => patchItem(f, key, patch));

  return (
    <section aria-label="Servizi della visita" className="flex flex-col gap-3">
      {form.items.map((item, i) => {
        const number = i + 2;
        const here = resolved[i + 1];
        const previous = resolved[i];
        const service = services.find((s) => String(s.id) === item.serviceId);
        const posa = previous ? posaStart(previous) : null;
        const times = hours.flatMap((h) => QUARTERS.map((m) => h * 60 + m));
        if (here && !times.includes(here.start)) times.push(here.start);
        const startValue = typeof item.start === "number" || (item.start === "posa" && posa === null) ? (here ? fromMinutes(here.start) : "") : item.start;
        const err = (field: string) => errors[`item-${item.key}-${field}`];
        const id = (field: string) => `appt-item-${item.key}-${field}`;
        return (
          <fieldset key={item.key} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700 flex flex-col gap-3">
            <legend className="px-1 text-sm font-semibold">Servizio {number}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                id={id("serviceId")}
                label="Servizio"
                value={item.serviceId}
                placeholder="Seleziona un servizio"
                options={serviceOptions(services)}
                onChange={(e) => update(item.key, (x) => withService(x, services.find((s) => String(s.id) === e.target.value)))}
                error={err("serviceId")}
              />
              <Select
                id={id("stylistId")}
                label="Stilista"
                value={item.stylistId}
                placeholder="Seleziona uno stilista"
                options={stylists.filter((s) => performs(service, String(s.id))).map((s) => ({ value: String(s.id), label: s.name }))}
                onChange={(e) => update(item.key, (x) => ({ ...x, stylistId: e.target.value }))}
                error={err("stylistId")}
              />
              <Select
                id={id("start")}
                label="Inizio"
                value={startValue}
                options={[
                  { value: "after", label: `Alla fine del precedente${previous && visitStart !== null ? ` (${clock(previous.end)})` : ""}` },
                  ...(posa !== null ? [{ value: "posa", label: `Durante la posa (${fromMinutes(posa)})` }] : []),
                  ...times.sort((a, b) => a - b).filter((m) => m < 24 * 60).map((m) => ({ value: fromMinutes(m), label: fromMinutes(m) })),
                ]}
                onChange={(e) => {
                  const v = e.target.value;
                  update(item.key, (x) => ({ ...x, start: v === "after" || v === "posa" ? v : toMinutes(v) - (visitStart ?? 0) }));
                }}
                error={err("start")}
              />
              <Field label="Prezzo (€)" id={id("price")} error={err("price")}>
                <Input
                  inputMode="decimal"
                  value={item.price}
                  placeholder={service ? formatCents(service.price).replace(/\s?€/, "") : ""}
                  onChange={(e) => update(item.key, (x) => ({ ...x, price: e.target.value }))}
                />
              </Field>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Parts item={here} id={id("parts")} />
              <Button variant="ghost" size="sm" onClick={() => setForm((f) => removeItem(f, item.key))}>
                Rimuovi servizio {number}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button size="sm" variant="secondary" onClick={() => setForm((f) => addItem(f))}>
          + Aggiungi servizio
        </Button>
        {totals && form.serviceId !== "" && (
          <p className="text-sm text-stone-800 dark:text-stone-200" aria-live="polite" data-visit-total>
            Totale: <strong className="tabular-nums">{formatDuration(totals.minutes)}</strong>
            {" · "}
            <strong className="tabular-nums">{totals.cents === null ? "—" : formatCents(totals.cents)}</strong>
          </p>
        )}
      </div>
    </section>
  );
}

const clock = (m: number) => (m >= 24 * 60 ? "24:00" : fromMinutes(m));


