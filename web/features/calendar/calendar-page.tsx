import { useAtomValue } from "jotai";
import { useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode } from "react";
import type { ExtraordinaryDay, Slot, Vacation } from "../../../src/domain/availability";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import { appointmentsAtom, isCancelled, isSuggestion, suggestedAtom } from "../../entities/appointments";
import { extraordinaryDaysOnAtom } from "../../entities/extraordinary-days";
import { openingHoursOrDefaultAtom } from "../../entities/opening-hours";
import { currentUserAtom, useCanWriteAppointment } from "../../entities/permissions";
import { stylistsAtom } from "../../entities/stylists";
import { vacationsOnAtom } from "../../entities/vacations";
import { workingHoursByStylistAtom } from "../../entities/working-hours";
import { salonNowMinutes } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { CalendarToolbar } from "./calendar-toolbar";
import { CancelledList } from "./cancelled-list";
import { PendingList } from "./pending-list";
import { monthGrid, salonToday, useCalendarState, weekDays } from "./calendar-state";
import { WeekSection } from "./week-section";
import { cutAtom, CutBanner, useCut, usePaste } from "./clipboard";
import { DayView } from "./day-view";
import { CalendarDnd, DraggableBlock, DroppableColumn, DroppableDay, type DragHandleProps } from "./drag-and-drop";
import { FirstAvailableDialog } from "./first-available-dialog";
import { emptyForm, formAtSlot, formForFreeSlot, formFromAppointment, formFromSuggestion, startHoursFor, type AppointmentForm } from "./form-model";
import { MonthView } from "./month-view";
import { VisitStatesProvider } from "./payment-marks";
import { RelocationButton } from "./relocation-panel";
import { applyPending, pendingMovesAtom } from "./optimistic-moves";
import { useCalendarLinks } from "./use-calendar-links";
import { useSlotClick } from "./use-slot-click";
import type { VisitItem } from "./visit-items";
import { dayModel, monthModel } from "./view-models";

type FormState = { key: number; initial: AppointmentForm; editing?: Appointment } | null;
// Stable empty lists while loading, so the memos below do not recompute on every render.
const NO_VACATIONS: Vacation[] = [];
const NO_EXTRAORDINARY_DAYS: ExtraordinaryDay[] = [];

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
  const today = salonToday();
  const grid = useMemo(() => monthGrid(date), [date]);
  const week = useMemo(() => weekDays(date), [date]);
  const range = view === "month" ? `${grid[0]}|${grid[41]}` : view === "week" ? `${week[0]}|${week[6]}` : `${date}|${date}`;
  const appointments = useAtomValue(appointmentsAtom(range));
  const suggestions = useAtomValue(suggestedAtom(range));
  const stylists = useAtomValue(stylistsAtom);
  const opening = useAtomValue(openingHoursOrDefaultAtom).data;
  // Only the shown days' vacations and extraordinary days: the history grows every year.
  const vacationsQuery = useAtomValue(vacationsOnAtom(range));
  const extraordinaryQuery = useAtomValue(extraordinaryDaysOnAtom(range));
  const vacations = vacationsQuery.data ?? NO_VACATIONS;
  const extraordinaryDays = extraordinaryQuery.data ?? NO_EXTRAORDINARY_DAYS;
  const workingHours = useAtomValue(workingHoursByStylistAtom).data;
  const [details, setDetails] = useState<Appointment | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [firstAvailable, setFirstAvailable] = useState(false);
  const nowMinutes = useNowMinutes(view === "day" && date === today);
  const cut = useAtomValue(cutAtom);
  const pending = useAtomValue(pendingMovesAtom);
  const canWrite = useCanWriteAppointment();
  const me = useAtomValue(currentUserAtom);
  // A collaborator's new appointment starts on their own stylist (the only one they may book).
  const own = me?.role === "stylist" && me.stylistId ? { stylistId: String(me.stylistId) } : {};

  const withCancelled = useMemo(() => applyPending(appointments.data ?? [], pending), [appointments.data, pending]);
  // A cancelled appointment has freed its time: it leaves the grid (and every overlap judged
  // here) for the day's "Annullati" list.
  const booked = useMemo(() => withCancelled.filter((a) => !isCancelled(a)), [withCancelled]);
  const cancelledToday = useMemo(() => withCancelled.filter((a) => isCancelled(a) && a.date === date), [withCancelled, date]);
  // The dialog follows the live row (a status change, a colleague's edit), so its version is current.
  const shownDetails = details ? (withCancelled.find((a) => a.id === details.id) ?? details) : null;
  const allItems = useMemo(() => [...booked, ...(suggestions.data ?? [])], [booked, suggestions.data]);
  const appointmentsOn = useCallback((day: string) => booked.filter((a) => a.date === day), [booked]);
  const paste = usePaste(appointmentsOn);
  const cutFromDialog = useCut();
  const openForm = useCallback((initial: AppointmentForm, editing?: Appointment) => setForm({ key: Date.now(), initial, editing }), []);

  const editAppointment = useCallback((a: Appointment) => setForm({ key: Date.now(), initial: formFromAppointment(a), editing: a }), []);
  const openDay = useCallback((day: string) => update({ view: "day", date: day }), [update]);
  const hoursFor = useCallback(
    (day: string, extras: readonly ExtraordinaryDay[] = extraordinaryDays) => startHoursFor(day, opening, extras),
    [opening, extraordinaryDays],
  );
  const openAppointment = useCallback((a: Appointment | Suggestion) => {
    if (isSuggestion(a)) setForm({ key: Date.now(), initial: formFromSuggestion(a) });
    else setDetails(a);
  }, []);
  const book = useCallback((day: string, stylistId: number, time: string) => setForm({ key: Date.now(), initial: formAtSlot(day, stylistId, time) }), []);
  useCalendarLinks({ date, booked: appointments.data, openForm, openDetails: setDetails });
  const { armedSlot, onSlotClick } = useSlotClick({ date, hasCut: cut !== null, paste, book });

  const visibleStylists = useMemo(() => {
    const list = stylists.data ?? [];
    return stylistFilter === "all" ? list : list.filter((s) => String(s.id) === stylistFilter);
  }, [stylists.data, stylistFilter]);
  const itemsToday = useMemo(() => allItems.filter((a) => a.date === date), [allItems, date]);
  // Stable, so the day's memoised columns skip renders that change nothing of theirs.
  const wrapBlock = useCallback(
    (a: Appointment, item: VisitItem, node: ReactElement<DragHandleProps>) => <DraggableBlock appointment={a} item={item}>{node}</DraggableBlock>,
    [],
  );
  const wrapColumn = useCallback(
    (stylistId: number, slots: Slot[], node: ReactNode) => (
      <DroppableColumn date={date} stylistId={stylistId} slots={slots}>
        {node}
      </DroppableColumn>
    ),
    [date],
  );
  const bookedToday = useMemo(() => booked.filter((a) => a.date === date), [booked, date]);
  const day = useMemo(
    () =>
      opening && view === "day"
        ? dayModel({ date, opening, extraordinaryDays, stylists: visibleStylists, vacations, workingHours, booked: bookedToday })
        : null,
    [opening, view, date, extraordinaryDays, visibleStylists, vacations, workingHours, bookedToday],
  );
  const month = useMemo(
    () => (opening && view === "month" ? monthModel({ grid, items: allItems, opening, extraordinaryDays }) : null),
    [view, allItems, opening, grid, extraordinaryDays],
  );
  // Shown days are drawn once everything about them has arrived (their appointments, suggestions,
  // absences and extraordinary days load side by side): each late arrival would redraw the whole
  // grid, and a day drawn open before its closure arrives would flash.
  const firstLoad = (q: { data?: unknown; loading: boolean }) => q.loading && !q.data;
  const loading =
    [appointments, suggestions, vacationsQuery, extraordinaryQuery, stylists].some(firstLoad) || !opening;

  return (
    <VisitStatesProvider range={range}>
      <PageHeader
        title="Appuntamenti"
        actions={
          <>
            <RelocationButton onEdit={editAppointment} />
            {canWrite(undefined) && (
              <Button onClick={() => openForm(emptyForm({ date: view === "day" ? date : today, ...own }))}>
                Nuovo Appuntamento
              </Button>
            )}
          </>
        }
      />
      <CalendarToolbar
        view={view}
        date={date}
        today={today}
        stylistFilter={stylistFilter}
        stylists={stylists.data ?? []}
        update={update}
        onFirstAvailable={() => setFirstAvailable(true)}
      />
      <CutBanner
        shownDate={view === "day" ? date : today}
        onPasteHere={() => void paste({ date: view === "day" ? date : today })}
        onPasteAt={(target) => void paste(target)}
      />

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
      ) : view === "week" && opening ? (
        <WeekSection
          days={week}
          today={today}
          stylistFilter={stylistFilter}
          stylists={visibleStylists}
          opening={opening}
          extraordinaryDays={extraordinaryDays}
          vacations={vacations}
          workingHours={workingHours}
          booked={booked}
          items={allItems}
          canBook={canWrite(undefined)}
          onSlotClick={onSlotClick}
          onNewAt={(d) => openForm(emptyForm({ date: d, ...own }))}
          onOpenAppointment={openAppointment}
          onOpenDay={openDay}
        />
      ) : day && day.hours.closed && bookedToday.length === 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-10 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-lg font-semibold text-red-900 dark:text-red-100">Salone Chiuso</p>
          {day.hours.extraordinary?.reason && <p className="mt-1 text-sm text-red-800 dark:text-red-200">{day.hours.extraordinary.reason}</p>}
          <Button className="mt-4" variant="secondary" onClick={() => update({ date: today })}>
            Vai a Oggi
          </Button>
        </div>
      ) : day && day.columns.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
          <p>Nessuno stilista: aggiungili nella sezione Stilisti.</p>
        </div>
      ) : day ? (
        <>
        {day.hours.closed && (
          <p role="status" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            Salone chiuso{day.hours.extraordinary?.reason ? `: ${day.hours.extraordinary.reason}` : ""} — gli appuntamenti prenotati restano
            visibili finché non vengono ricollocati.
          </p>
        )}
        <PendingList canWrite={canWrite} onOpen={setDetails} />
        <CancelledList appointments={cancelledToday} canWrite={canWrite} onOpen={setDetails} />
        <DayView
          date={date}
          openTime={day.range.openTime}
          closeTime={day.range.closeTime}
          columns={day.columns}
          appointments={itemsToday}
          conflicts={day.conflicts}
          nowMinutes={nowMinutes}
          armedSlot={armedSlot}
          onSlotClick={onSlotClick}
          onOpenAppointment={openAppointment}
          wrapBlock={wrapBlock}
          wrapColumn={wrapColumn}
        />
        </>
      ) : null}
      </CalendarDnd>

      {shownDetails && (
        <AppointmentDetailsDialog
          appointment={shownDetails}
          canEdit={canWrite(shownDetails)}
          conflict={shownDetails.date === date ? day?.conflicts.get(shownDetails.id) : undefined}
          onOpenChange={(open) => !open && setDetails(null)}
          onEdit={(a) => {
            setDetails(null);
            openForm(formFromAppointment(a), a);
          }}
          onCut={(a) => {
            cutFromDialog(a);
            setDetails(null);
          }}
        />
      )}
      {firstAvailable && (
        <FirstAvailableDialog
          open
          onOpenChange={setFirstAvailable}
          fromDate={view === "day" && date > today ? date : today}
          stylistId={stylistFilter}
          onPick={(pick) => {
            setFirstAvailable(false);
            openForm(formForFreeSlot(pick));
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
            cutFromDialog(a);
            setForm(null);
          }}
        />
      )}
    </VisitStatesProvider>
  );
}
