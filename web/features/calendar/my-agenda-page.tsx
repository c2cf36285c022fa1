import { useAtomValue } from "jotai";
import { useCallback, useMemo, useState } from "react";
import { dayHours } from "../../../src/domain/availability";
import { formatPhone } from "../../../src/domain/phone";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";
import { addDays } from "../../../src/domain/time";
import { PageHeader } from "../../ui/page-header";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import { appointmentsAtom, dayRange, isCancelled } from "../../entities/appointments";
import { extraordinaryDaysOnAtom } from "../../entities/extraordinary-days";
import { openingHoursOrDefaultAtom } from "../../entities/opening-hours";
import { currentUserAtom } from "../../entities/permissions";
import { stylistsAtom } from "../../entities/stylists";
import { vacationsOnAtom } from "../../entities/vacations";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { CancelledList } from "./cancelled-list";
import { StatusBadge } from "../../ui/status-badge";
import { OnlineMark } from "./online-mark";
import { PaymentMark, VisitStatesProvider } from "./payment-marks";
import { salonToday, useCalendarState } from "./calendar-state";
import { longDate } from "../../lib/format";
import { stylistColour } from "./format";
import { emptyForm, formFromAppointment, startHoursFor, type AppointmentForm } from "./form-model";
import { joinNames, ownItems, servicesLine, worksOn } from "../../entities/visits";
import { displayName } from "../../../src/domain/names";

type FormState = { key: number; initial: AppointmentForm; editing?: Appointment } | null;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const NO_EXTRAORDINARY_DAYS: ExtraordinaryDay[] = [];
/** When her first item of the visit starts (the visit's start without items). */
const ownStart = (a: Appointment, stylistId: number | null) => (stylistId === null ? undefined : ownItems(a, stylistId)[0]?.startTime) ?? a.startTime;

/** One visit in a stylist's agenda: with `stylistId`, only her own items' times and services. */
export function AgendaItem({ appointment: a, stylistId, onOpen }: { appointment: Appointment; stylistId?: number; onOpen(): void }) {
  const colour = stylistColour(stylistId ?? a.stylistId);
  const client = displayName(a.client);
  const own = stylistId === undefined ? [] : ownItems(a, stylistId);
  const start = own[0]?.startTime ?? a.startTime;
  const end = own.length > 0 ? own.map((i) => i.endTime).sort().at(-1)! : a.endTime;
  const services = own.length > 0 ? joinNames(own.map((i) => i.serviceName)) : servicesLine(a);
  const shared = own.length > 0 && own.length < a.items.length;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-agenda-item={a.id}
        className={`flex w-full min-h-16 items-stretch overflow-hidden rounded-xl border text-left ${colour.border} bg-white hover:shadow-sm dark:bg-stone-900`}
      >
        <span className={`w-1.5 shrink-0 ${colour.band}`} aria-hidden="true" />
        <span className="flex w-20 shrink-0 flex-col justify-center px-3 tabular-nums">
          <span className="text-base font-semibold">{start.slice(0, 5)}</span>
          <span className="text-xs text-stone-600 dark:text-stone-400">{end.slice(0, 5)}</span>
        </span>
        <span className="flex min-w-0 flex-1 flex-col justify-center py-2 pr-3">
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate text-base font-semibold">{client}</span>
            {a.status !== "booked" && <StatusBadge status={a.status} compact />}
            <OnlineMark appointment={a} />
            <PaymentMark appointmentId={a.id} />
          </span>
          <span className="truncate text-sm text-stone-700 dark:text-stone-300">
            {services}
            {shared && <span className="text-stone-600 dark:text-stone-400"> · visita con {joinNames([...new Set(a.items.filter((i) => i.stylistId !== stylistId).map((i) => i.stylistName))])}</span>}
          </span>
          {a.client.phone && <span className="truncate text-xs text-stone-600 dark:text-stone-400 tabular-nums">{formatPhone(a.client.phone)}</span>}
          {a.notes && <span className="truncate text-xs italic text-stone-600 dark:text-stone-400">{a.notes}</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * "La mia agenda": a collaborator's own day, made for the phone in a pocket between two clients:
 * their appointments as a list, the day's state, and a button to book one more.
 */
export default function MyAgendaPage() {
  const { date, update } = useCalendarState();
  const today = salonToday();
  const me = useAtomValue(currentUserAtom);
  const stylistId = me?.stylistId ?? null;
  const stylist = (useAtomValue(stylistsAtom).data ?? []).find((s) => s.id === stylistId);
  const appointments = useAtomValue(appointmentsAtom(dayRange(date)));
  const opening = useAtomValue(openingHoursOrDefaultAtom).data;
  const extraordinaryDays = useAtomValue(extraordinaryDaysOnAtom(dayRange(date))).data ?? NO_EXTRAORDINARY_DAYS;
  const vacations = useAtomValue(vacationsOnAtom(dayRange(date))).data ?? [];
  const [details, setDetails] = useState<Appointment | null>(null);
  const [form, setForm] = useState<FormState>(null);

  const ofMyDay = useMemo(
    () => (appointments.data ?? [])
        .filter((a) => stylistId !== null && worksOn(a, stylistId) && a.date === date)
        .sort((a, b) => ownStart(a, stylistId).localeCompare(ownStart(b, stylistId))),
    [appointments.data, stylistId, date],
  );
  const mine = useMemo(() => ofMyDay.filter((a) => !isCancelled(a)), [ofMyDay]);
  const cancelled = useMemo(() => ofMyDay.filter(isCancelled), [ofMyDay]);
  const shownDetails = details ? (ofMyDay.find((a) => a.id === details.id) ?? details) : null;
  const hours = opening ? dayHours({ date, opening, extraordinaryDays }) : null;
  const away = vacations.find((v) => v.stylistId === stylistId && v.startDate <= date && date <= v.endDate);
  const hoursFor = useCallback(
    (day: string, extras: readonly ExtraordinaryDay[] = extraordinaryDays) => startHoursFor(day, opening, extras),
    [opening, extraordinaryDays],
  );
  const newAppointment = () =>
    setForm({ key: Date.now(), initial: emptyForm({ date, ...(stylistId ? { stylistId: String(stylistId) } : {}) }) });

  return (
    <VisitStatesProvider range={dayRange(date)}>
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="La mia agenda"
        subtitle={stylist?.name}
        actions={stylistId !== null && <Button onClick={newAppointment}>Nuovo Appuntamento</Button>}
      />
      <div className="mb-4 flex items-center gap-2">
        <Button variant="secondary" size="icon" aria-label="Giorno precedente" onClick={() => update({ date: addDays(date, -1) })}>
          ‹
        </Button>
        <Button variant="secondary" onClick={() => update({ date: today })} disabled={date === today}>
          Oggi
        </Button>
        <Button variant="secondary" size="icon" aria-label="Giorno successivo" onClick={() => update({ date: addDays(date, 1) })}>
          ›
        </Button>
        <h2 className="ml-1 min-w-0 flex-1 text-base font-semibold sm:text-lg" aria-live="polite">
          {capitalise(longDate(date))}
        </h2>
      </div>

      {stylistId === null ? (
        <Card className="p-6 text-center text-sm">Il tuo account non è collegato a uno stilista: chiedi al titolare di collegarlo.</Card>
      ) : appointments.loading && !appointments.data ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Caricamento agenda">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          {appointments.error && (
            <p role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {appointments.error.message}
            </p>
          )}
          {hours?.closed && <p className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">Salone chiuso</p>}
          {away && <p className="mb-3 rounded-lg border border-purple-200 bg-purple-50 px-3 py-2 text-sm font-medium text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-100">{away.reason}</p>}
          <CancelledList appointments={cancelled} canWrite={() => true} onOpen={setDetails} />
          {mine.length === 0 ? (
            <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
              <p className="font-semibold">Nessun appuntamento</p>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">La giornata è libera: puoi fissare un appuntamento.</p>
            </div>
          ) : (
            <>
              <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">{mine.length === 1 ? "1 appuntamento" : `${mine.length} appuntamenti`}</p>
              <ul className="flex flex-col gap-2" aria-label="I miei appuntamenti">
                {mine.map((a) => (
                  <AgendaItem key={a.id} appointment={a} stylistId={stylistId ?? undefined} onOpen={() => setDetails(a)} />
                ))}
              </ul>
            </>
          )}
        </>
      )}

      {shownDetails && (
        <AppointmentDetailsDialog
          appointment={shownDetails}
          canEdit
          onOpenChange={(open) => !open && setDetails(null)}
          onEdit={(a) => {
            setDetails(null);
            setForm({ key: Date.now(), initial: formFromAppointment(a), editing: a });
          }}
        />
      )}
      {form && (
        <AppointmentFormDialog key={form.key} open onOpenChange={(open) => !open && setForm(null)} initial={form.initial} editing={form.editing} hoursFor={hoursFor} />
      )}
    </div>
    </VisitStatesProvider>
  );
}
