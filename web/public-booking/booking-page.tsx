import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { fromMinutes, toMinutes } from "../../src/domain/time";
import { longDate } from "../lib/format";
import { ChoicesSoFar, type ChoiceRow } from "./choices-so-far";
import { DayStep, type DayChoice } from "./day-step";
import { DetailsStep, type DetailsForm, type FieldErrors } from "./details-step";
import { durationAndPrice, namesList, visitTotals } from "./format";
import { MAX_ONLINE_SERVICES, stepHref } from "./paths";
import { ServiceStep, type PublicService } from "./service-step";
import { NO_PREFERENCE, StylistStep } from "./stylist-step";
import { TimeStep, type TimeChoice } from "./time-step";

export const OFF_MESSAGE = "Prenotazioni online non disponibili";

/**
 * The step a URL (or a refused form) leads to, with what that step shows; every choice in it is
 * valid. `services` are the visit's services in their order (on the service step: those chosen
 * before adding one more).
 */
export type BookingView =
  | { step: "service"; services: PublicService[]; notice: string | null }
  | { step: "stylist"; services: PublicService[] }
  | { step: "day"; services: PublicService[]; stylistId: number | null; days: DayChoice[]; earlier: string | null; later: string | null }
  | { step: "time"; services: PublicService[]; stylistId: number | null; date: string; pageFrom: string; times: TimeChoice[]; notice: string | null }
  | {
      step: "details";
      services: PublicService[];
      stylistId: number | null;
      date: string;
      /** The first day of the 31 shown with `date` among them ("Cambia" the day goes back there). */
      pageFrom: string;
      startTime: string;
      value: DetailsForm;
      errors: FieldErrors;
      notice: string | null;
    };

/** "Colore e Taglio Donna · 2 h 15 min · 90,00 €": the visit's services and what they add up to. */
const visitLine = (services: PublicService[]) => {
  const total = visitTotals(services);
  return `${namesList(services.map((s) => s.name))} · ${durationAndPrice(total.duration, total.price)}`;
};

/**
 * While choosing the stylist the services are still open: each with "Rimuovi", their total, and
 * "Aggiungi un altro servizio" (up to three). Later they are one line whose "Cambia" leads back there.
 */
function serviceRows(view: BookingView): ChoiceRow[] {
  const serviceIds = view.services.map((s) => s.id);
  if (view.step !== "stylist") {
    if (view.services.length === 0) return [];
    return [{ key: "service", label: view.services.length === 1 ? "Servizio" : "Servizi", value: visitLine(view.services), href: stepHref({ serviceIds }) }];
  }
  const rows: ChoiceRow[] = view.services.map((s) => ({
    key: `service-${s.id}`,
    label: "Servizio",
    value: `${s.name} · ${durationAndPrice(s.duration, s.price)}`,
    href: stepHref({ serviceIds: serviceIds.filter((id) => id !== s.id) }),
    action: "Rimuovi",
    removes: s.name,
  }));
  if (view.services.length > 1) {
    const total = visitTotals(view.services);
    rows.push({ key: "total", label: "Totale", value: durationAndPrice(total.duration, total.price), strong: true });
  }
  return rows;
}

/** What was chosen before the current step, each with its "Cambia" link (back to that step, the later choices dropped). */
function choicesOf(info: PublicBookingInfo, view: BookingView): ChoiceRow[] {
  const rows = serviceRows(view);
  if (view.step === "service" || view.step === "stylist") return rows;
  const serviceIds = view.services.map((s) => s.id);
  const stylistName = view.stylistId === null ? NO_PREFERENCE : (info.stylists.find((s) => s.id === view.stylistId)?.firstName ?? "");
  rows.push({ key: "stylist", label: "Con", value: stylistName, href: stepHref({ serviceIds }) });
  if (view.step === "day") return rows;
  rows.push({ key: "day", label: "Giorno", value: longDate(view.date), href: stepHref({ serviceIds, stylistId: view.stylistId, from: view.pageFrom }) });
  if (view.step === "time") return rows;
  const end = fromMinutes(toMinutes(view.startTime) + visitTotals(view.services).duration);
  rows.push({ key: "time", label: "Orario", value: `${view.startTime}–${end}`, href: stepHref({ serviceIds, stylistId: view.stylistId, date: view.date }) });
  return rows;
}

/** The stylist step's "Aggiungi un altro servizio", while fewer than three are chosen and another is offered. */
function addHref(info: PublicBookingInfo, view: BookingView): string | null {
  if (view.step !== "stylist" || view.services.length >= MAX_ONLINE_SERVICES || info.services.length <= view.services.length) return null;
  return stepHref({ serviceIds: view.services.map((s) => s.id), adding: true });
}

/** /prenota: services (up to three) → stylist or "Nessuna preferenza" → day → time → the client's details. */
export function BookingPage({ info, view }: { info: PublicBookingInfo; view: BookingView }) {
  const serviceIds = view.services.map((s) => s.id);
  return (
    <>
      <ChoicesSoFar choices={choicesOf(info, view)} add={addHref(info, view)} />
      {view.step === "service" && <ServiceStep services={info.services} chosen={view.services} notice={view.notice} />}
      {view.step === "stylist" && <StylistStep serviceIds={serviceIds} stylists={info.stylists} />}
      {view.step === "day" && <DayStep days={view.days} earlier={view.earlier} later={view.later} />}
      {view.step === "time" && <TimeStep date={view.date} times={view.times} notice={view.notice} />}
      {view.step === "details" && (
        <DetailsStep
          choice={{ serviceIds, stylistId: view.stylistId, date: view.date, startTime: view.startTime }}
          value={view.value}
          errors={view.errors}
          notice={view.notice}
        />
      )}
    </>
  );
}
