import type { PublicBookingInfo } from "../../src/domain/schemas/online-booking";
import { longDate } from "../lib/format";
import { ChoicesSoFar, type ChoiceRow } from "./choices-so-far";
import { DayStep, type DayChoice } from "./day-step";
import { DetailsStep, type DetailsForm, type FieldErrors } from "./details-step";
import { durationAndPrice } from "./format";
import { stepHref } from "./paths";
import { ServiceStep, type PublicService } from "./service-step";
import { NO_PREFERENCE, StylistStep } from "./stylist-step";
import { TimeStep, type TimeChoice } from "./time-step";

export const OFF_MESSAGE = "Prenotazioni online non disponibili";

/** The step a URL (or a refused form) leads to, with what that step shows; every choice in it is valid. */
export type BookingView =
  | { step: "service" }
  | { step: "stylist"; service: PublicService }
  | { step: "day"; service: PublicService; stylistId: number | null; days: DayChoice[]; earlier: string | null; later: string | null }
  | { step: "time"; service: PublicService; stylistId: number | null; date: string; pageFrom: string; times: TimeChoice[]; notice: string | null }
  | {
      step: "details";
      service: PublicService;
      stylistId: number | null;
      date: string;
      /** The first day of the 31 shown with `date` among them ("Cambia" the day goes back there). */
      pageFrom: string;
      startTime: string;
      value: DetailsForm;
      errors: FieldErrors;
      notice: string | null;
    };

/** What was chosen before the current step, each with its "Cambia" link (back to that step, the later choices dropped). */
function choicesOf(info: PublicBookingInfo, view: BookingView): ChoiceRow[] {
  if (view.step === "service") return [];
  const serviceId = view.service.id;
  const rows: ChoiceRow[] = [
    { key: "service", label: "Servizio", value: `${view.service.name} · ${durationAndPrice(view.service.duration, view.service.price)}`, href: stepHref({}) },
  ];
  if (view.step === "stylist") return rows;
  const stylistName = view.stylistId === null ? NO_PREFERENCE : (info.stylists.find((s) => s.id === view.stylistId)?.firstName ?? "");
  rows.push({ key: "stylist", label: "Con", value: stylistName, href: stepHref({ serviceId }) });
  if (view.step === "day") return rows;
  rows.push({ key: "day", label: "Giorno", value: longDate(view.date), href: stepHref({ serviceId, stylistId: view.stylistId, from: view.pageFrom }) });
  if (view.step === "time") return rows;
  rows.push({ key: "time", label: "Orario", value: view.startTime, href: stepHref({ serviceId, stylistId: view.stylistId, date: view.date }) });
  return rows;
}

/** /prenota: service → stylist or "Nessuna preferenza" → day → time → the client's details. */
export function BookingPage({ info, view }: { info: PublicBookingInfo; view: BookingView }) {
  return (
    <>
      <ChoicesSoFar choices={choicesOf(info, view)} />
      {view.step === "service" && <ServiceStep services={info.services} />}
      {view.step === "stylist" && <StylistStep serviceId={view.service.id} stylists={info.stylists} />}
      {view.step === "day" && <DayStep days={view.days} earlier={view.earlier} later={view.later} />}
      {view.step === "time" && <TimeStep date={view.date} times={view.times} notice={view.notice} />}
      {view.step === "details" && (
        <DetailsStep
          choice={{ serviceId: view.service.id, stylistId: view.stylistId, date: view.date, startTime: view.startTime }}
          value={view.value}
          errors={view.errors}
          notice={view.notice}
        />
      )}
    </>
  );
}
