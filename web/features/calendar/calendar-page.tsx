import { useAtom, useAtomValue } from "jotai";
import { useCallback, useEffect, useMemo, useState } from "react";
import { dayHours, slotStates, type ExtraordinaryDay, type Slot, type Vacation } from "../../../src/domain/availability";
import { addDays } from "../../../src/domain/time";
import { salonNowMinutes } from "../../lib/salon-time";
import { PageHeader } from "../../ui/page-header";
import { Button } from "../../ui/button";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { appointmentsAtom, isSuggestion, suggestedAtom } from "../../entities/appointments";
import { extraordinaryDaysAtom } from "../../entities/extraordinary-days";
import { openingHoursOrDefaultAtom } from "../../entities/opening-hours";
import { stylistsAtom } from "../../entities/stylists";
import { currentUserAtom, useCanWriteAppointment } from "../../entities/permissions";
import { vacationsAtom } from "../../entities/vacations";
import { FORBIDDEN_MESSAGE } from "../../../src/domain/roles";
import { workingHoursByStylistAtom } from "../../entities/working-hours";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { monthGrid, salonToday, shiftMonth, useCalendarState } from "./calendar-state";
import { DayView } from "./day-view";
import { longDate, monthTitle } from "./format";
import { emptyForm, formFromAppointment, startHoursFor, type AppointmentForm } from "./form-model";
import { Legend } from "./legend";
import { MonthView } from "./month-view";
import { applyPending, CalendarDnd, CutBanner, cutAtom, DraggableBlock, DroppableColumn, DroppableDay, pendingMovesAtom, useMoveAppointment } from "./move";

type FormState = { key: number; initial: AppointmentForm; editing?: Appointment } | null;
// Stable empty lists while loading, so the memos below do not recompute on every render.
const NO_VACATIONS: Vacation[] = [];
const NO_EXTRAORDINARY_DAYS: ExtraordinaryDay[] = [];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function useNowMinutes(active: boolean) {
  const [now, setNow] = useState(salonNowMinutes);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(salonNowMinutes()), 60_000);
    return () => clearInterval(id);
  }, [active]);
  return active ? now : null;
}

export default function CalendarPage() {
  const { view, date, stylist: stylistFilter, update } = useCalendarState();
  const toast = useToast();
  const today = salonToday();
  const grid = useMemo(() => monthGrid(date), [date]);
  const range = view === "month" ? `${grid[0]}|${grid[41]}` : `${date}|${date}`;
  const appointments = useAtomValue(appointmentsAtom(range));
  const suggestions = useAtomValue(suggestedAtom(range));
  const stylists = useAtomValue(stylistsAtom);
  const opening = useAtomValue(openingHoursOrDefaultAtom).data;
  const vacations = useAtomValue(vacationsAtom).data ?? NO_VACATIONS;
  const extraordinaryDays = useAtomValue(extraordinaryDaysAtom).data ?? NO_EXTRAORDINARY_DAYS;
  const workingHours = useAtomValue(workingHoursByStylistAtom).data;
  const [details, setDetails] = useState<Appointment | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [armedSlot, setArmedSlot] = useState<string | null>(null);
  const nowMinutes = useNowMinutes(view === "day" && date === today);
  const [cut, setCut] = useAtom(cutAtom);
  const pending = useAtomValue(pendingMovesAtom);
  const move = useMoveAppointment();
  const canWrite = useCanWriteAppointment();
  const me = useAtomValue(currentUserAtom);
  // A collaborator's new appointment starts on their own stylist (the only one they may book).
  const ownStylist = me?.role === "stylist" && me.stylistId ? String(me.stylistId) : undefined;

  const booked = useMemo(() => applyPending(appointments.data ?? [], pending), [appointments.data, pending]);
  const allItems = useMemo(() => [...booked, ...(suggestions.data ?? [])], [booked, suggestions.data]);
  const appointmentsOn = useCallback((day: string) => booked.filter((a) => a.date === day), [booked]);

  const paste = useCallback(
    async (target: { date: string; startTime?: string; stylistId?: number }, state?: Slot["state"]) => {
      if (!cut) return;
      const done = await move(cut, target, appointmentsOn(target.date), "Appuntamento incollato", state);
      if (done) setCut(null);
    },
    [cut, move, appointmentsOn, setCut],
  );

  const openDay = useCallback((day: string) => update({ view: "day", date: day }), [update]);
  const hoursFor = useCallback(
    (day: string) => startHoursFor(day, opening, extraordinaryDays),
    [opening, extraordinaryDays],
  );

  const openAppointment = useCallback((a: Appointment | Suggestion) => {
    if (isSuggestion(a)) {
      const [h, m] = a.startTime.split(":").map(Number) as [number, number];
      setForm({
        key: Date.now(),
        initial: emptyForm({
          clientType: "existing",
          clientId: a.clientId,
          clientName: `${a.client.firstName} ${a.client.lastName}`.trim(),
          clientPhone: a.client.phone,
          stylistId: String(a.stylistId),
          serviceId: String(a.serviceId),
          date: a.date,
          startHour: String(h),
          startMinute: String(m),
          duration: a.service.duration,
        }),
      });
    } else {
      setDetails(a);
    }
  }, []);

  const onSlotClick = useCallback(
    (stylist: Stylist, slot: Slot) => {
      const key = `${stylist.id}@${slot.time}`;
      const blocked = slot.state === "vacation" || slot.state === "not_working" || slot.state === "closed";
      if (blocked) {
        toast({ title: "Dipendente non disponibile", description: "Il dipendente non lavora in questo orario", variant: "destructive" });
        return;
      }
      if (slot.state === "break" && armedSlot !== key) {
        // A break can be overridden: the first click warns, a second click on the same slot books it.
        setArmedSlot(key);
        toast({ title: "Dipendente non disponibile", description: "Il dipendente è in pausa", variant: "destructive" });
        return;
      }
      setArmedSlot(null);
      if (!canWrite({ stylistId: stylist.id })) {
        toast({ title: FORBIDDEN_MESSAGE, variant: "destructive" });
        return;
      }
      if (cut) {
        void paste({ date, startTime: slot.time, stylistId: stylist.id }, slot.state);
        return;
      }
      const [h, m] = slot.time.split(":").map(Number) as [number, number];
      setForm({
        key: Date.now(),
        initial: emptyForm({ date, startHour: String(h), startMinute: String(m), stylistId: String(stylist.id) }),
      });
    },
    [armedSlot, date, toast, cut, paste, canWrite],
  );

  const visibleStylists = useMemo(() => {
    const list = stylists.data ?? [];
    return stylistFilter === "all" ? list : list.filter((s) => String(s.id) === stylistFilter);
  }, [stylists.data, stylistFilter]);

  const day = useMemo(() => {
    if (!opening || view !== "day") return null;
    const hours = dayHours({ date, opening, extraordinaryDays });
    const columns = visibleStylists.map((stylist) => ({
      stylist,
      slots: slotStates({
        date,
        stylistId: stylist.id,
        opening,
        extraordinaryDays,
        vacations,
        workingHours: workingHours?.get(stylist.id) ?? [],
      }).slots,
    }));
    return { hours, columns };
  }, [opening, view, date, extraordinaryDays, visibleStylists, vacations, workingHours]);

  const month = useMemo(() => {
    if (view !== "month") return null;
    const byDay = new Map<string, (Appointment | Suggestion)[]>();
    for (const item of allItems) {
      const list = byDay.get(item.date) ?? [];
      list.push(item);
      byDay.set(item.date, list);
    }
    for (const list of byDay.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
    const closedDays = new Set(opening ? grid.filter((d) => dayHours({ date: d, opening, extraordinaryDays }).closed) : []);
    return { byDay, closedDays };
  }, [view, allItems, opening, grid, extraordinaryDays]);

  const step = (delta: number) => update({ date: view === "month" ? shiftMonth(date, delta) : addDays(date, delta) });
  const title = view === "month" ? capitalise(monthTitle(date)) : capitalise(longDate(date));
  const loading = (appointments.loading && !appointments.data) || !opening || (stylists.loading && !stylists.data);

  return (
    <>
      <PageHeader
        title="Appuntamenti"
        actions={
          canWrite(undefined) && (
            <Button onClick={() => setForm({ key: Date.now(), initial: emptyForm({ date: view === "day" ? date : today, ...(ownStylist ? { stylistId: ownStylist } : {}) }) })}>
              Nuovo Appuntamento
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center gap-1">
            <Button variant="secondary" size="icon" aria-label={view === "month" ? "Mese precedente" : "Giorno precedente"} onClick={() => step(-1)}>
              ‹
            </Button>
            <Button variant="secondary" onClick={() => update({ date: today })}>
              Oggi
            </Button>
            <Button variant="secondary" size="icon" aria-label={view === "month" ? "Mese successivo" : "Giorno successivo"} onClick={() => step(1)}>
              ›
            </Button>
          </div>
          <h2 className="text-lg font-semibold flex-1 min-w-40" aria-live="polite">
            {title}
          </h2>
          <div className="flex rounded-lg border border-stone-200 dark:border-stone-700 p-0.5" role="group" aria-label="Vista">
            {(["month", "day"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => update({ view: v })}
                className={`px-3 min-h-10 rounded-md text-sm font-medium ${
                  view === v ? "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900" : "text-stone-700 dark:text-stone-300"
                }`}
              >
                {v === "month" ? (
                  "Mensile"
                ) : (
                  <>
                    <span className="hidden sm:inline">Giornaliera</span>
                    <span className="sm:hidden">Giorno</span>
                  </>
                )}
              </button>
            ))}
          </div>
          {view === "day" && (
            <Select
              label="Collaboratore"
              labelHidden
              value={stylistFilter}
              onChange={(e) => update({ stylist: e.target.value })}
              options={[{ value: "all", label: "Tutti i Collaboratori" }, ...(stylists.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
              className="min-w-48"
            />
          )}
        </div>
        <Legend />
      </div>
      <CutBanner shownDate={view === "day" ? date : today} onPasteHere={() => void paste({ date: view === "day" ? date : today })} />

      {appointments.error && (
        <p role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {appointments.error.message}
        </p>
      )}

      <CalendarDnd appointmentsOn={appointmentsOn}>
      {loading ? (
        <Skeleton className="h-[60vh] w-full rounded-xl" />
      ) : view === "month" && month ? (
        <MonthView
          days={grid}
          month={date.slice(0, 7)}
          today={today}
          byDay={month.byDay}
          closedDays={month.closedDays}
          onOpenDay={openDay}
          onOpenAppointment={openAppointment}
          renderDropTarget={(d, node) => <DroppableDay day={d}>{node}</DroppableDay>}
          wrapItem={(a, node) => <DraggableBlock appointment={a}>{node}</DraggableBlock>}
          onPasteDay={cut ? (d) => void paste({ date: d }) : undefined}
        />
      ) : day && day.hours.closed ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-10 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-lg font-semibold text-red-900 dark:text-red-100">Salone Chiuso</p>
          {day.hours.extraordinary?.reason && <p className="mt-1 text-sm text-red-800 dark:text-red-200">{day.hours.extraordinary.reason}</p>}
          <Button className="mt-4" variant="secondary" onClick={() => update({ date: today })}>
            Vai a Oggi
          </Button>
        </div>
      ) : day && day.columns.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
          <p>Nessun collaboratore: aggiungi lo staff nella sezione Stilisti.</p>
        </div>
      ) : day ? (
        <DayView
          date={date}
          openTime={day.hours.openTime}
          closeTime={day.hours.closeTime}
          columns={day.columns}
          appointments={allItems.filter((a) => a.date === date)}
          nowMinutes={nowMinutes}
          armedSlot={armedSlot}
          onSlotClick={onSlotClick}
          onOpenAppointment={openAppointment}
          wrapBlock={(a, node) => <DraggableBlock appointment={a}>{node}</DraggableBlock>}
          wrapColumn={(stylistId, slots, node) => (
            <DroppableColumn date={date} stylistId={stylistId} slots={slots}>
              {node}
            </DroppableColumn>
          )}
        />
      ) : null}
      </CalendarDnd>

      {details && (
        <AppointmentDetailsDialog
          appointment={details}
          canEdit={canWrite(details)}
          onOpenChange={(open) => !open && setDetails(null)}
          onEdit={(a) => {
            setDetails(null);
            setForm({ key: Date.now(), initial: formFromAppointment(a), editing: a });
          }}
        />
      )}
      {form && (
        <AppointmentFormDialog
          key={form.key}
          open
          onOpenChange={(open) => !open && setForm(null)}
          initial={form.initial}
          editing={form.editing}
          hoursFor={hoursFor}
          onCut={(a) => {
            setCut(a);
            setForm(null);
            toast({ title: "Appuntamento tagliato" });
          }}
        />
      )}
    </>
  );
}
