import { useEffect, useState } from "react";
import type { PublicBookingCreated, PublicBookingInfo, PublicSlot } from "../../src/domain/schemas/online-booking";
import { ApiError } from "../lib/api";
import { longDate } from "../lib/format";
import { Spinner } from "../ui/spinner";
import { Confirmation } from "./confirmation";
import { DayStep } from "./day-step";
import { DetailsStep, EMPTY_DETAILS, type DetailsForm, type FieldErrors } from "./details-step";
import { durationAndPrice } from "./format";
import { createBooking, fetchBookingInfo } from "./public-api";
import { PublicFrame } from "./salon-header";
import { ChoicesSoFar, type Step } from "./choices-so-far";
import { ServiceStep, type PublicService } from "./service-step";
import { NO_PREFERENCE, StylistStep } from "./stylist-step";
import { TimeStep } from "./time-step";
import { failureMessage, useAvailability } from "./use-availability";

type Info = { state: "loading" } | { state: "ready"; info: PublicBookingInfo } | { state: "failed"; message: string };

export const OFF_MESSAGE = "Prenotazioni online non disponibili";

/** /prenota: service → stylist or "Nessuna preferenza" → day → time → the client's details → done. */
export function BookingPage() {
  const [info, setInfo] = useState<Info>({ state: "loading" });
  useEffect(() => {
    fetchBookingInfo().then(
      (found) => setInfo({ state: "ready", info: found }),
      (error: unknown) => setInfo({ state: "failed", message: failureMessage(error, "Impossibile caricare la pagina. Riprova tra poco.") }),
    );
  }, []);

  if (info.state === "ready") return <BookingSteps info={info.info} />;
  return (
    <PublicFrame salon={null}>
      {info.state === "loading" ? (
        <Spinner label="Caricamento" className="self-center" size="lg" />
      ) : (
        <p role="alert" className="text-lg font-medium">
          {info.message}
        </p>
      )}
    </PublicFrame>
  );
}

function BookingSteps({ info }: { info: PublicBookingInfo }) {
  const [step, setStep] = useState<Step>("service");
  // The first step of a visit keeps the browser's focus; every later one takes it to its heading.
  const [moved, setMoved] = useState(false);
  const [service, setService] = useState<PublicService | null>(null);
  const [stylistId, setStylistId] = useState<number | null | undefined>(undefined);
  const [date, setDate] = useState<string | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [details, setDetails] = useState<DetailsForm>(EMPTY_DETAILS);
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<PublicBookingCreated | null>(null);
  const availability = useAvailability(service?.id ?? null, stylistId, info.firstDate, info.lastDate);
  useEffect(() => {
    document.title = `Prenota online · ${info.salonName}`;
  }, [info.salonName]);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  async function submit(): Promise<FieldErrors | void> {
    if (!service || stylistId === undefined || !date || !startTime) return;
    setNotice(null);
    try {
      const booking = await createBooking({ serviceId: service.id, stylistId, date, startTime, ...details });
      setCreated(booking);
      go("done");
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone took the time first: the day's fresh times, in place, with the reason on top.
        const slots = Array.isArray(error.body.slots) ? (error.body.slots as PublicSlot[]) : null;
        if (slots) availability.replaceDay(date, slots);
        else availability.reload();
        setStartTime(null);
        setNotice(error.userMessage);
        go("time");
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.body.fields) return error.body.fields as FieldErrors;
      setNotice(failureMessage(error, "Prenotazione non riuscita. Riprova tra poco."));
    }
  }

  const stylistName = stylistId === null ? NO_PREFERENCE : info.stylists.find((s) => s.id === stylistId)?.firstName ?? "";
  const choices = [
    service && { step: "service" as const, label: "Servizio", value: `${service.name} · ${durationAndPrice(service.duration, service.price)}` },
    stylistId !== undefined && { step: "stylist" as const, label: "Con", value: stylistName },
    date && { step: "day" as const, label: "Giorno", value: longDate(date) },
    startTime && { step: "time" as const, label: "Orario", value: startTime },
  ].filter((c) => !!c);

  return (
    <PublicFrame salon={{ name: info.salonName, address: info.salonAddress }}>
      {step !== "done" && <ChoicesSoFar choices={choices.filter((c) => ORDER.indexOf(c.step) < ORDER.indexOf(step))} onChange={(s) => go(s)} />}
      {step === "service" && (
        <ServiceStep
          services={info.services}
          focus={moved}
          onPick={(s) => {
            setService(s);
            setStylistId(undefined);
            setDate(null);
            setStartTime(null);
            go("stylist");
          }}
        />
      )}
      {step === "stylist" && (
        <StylistStep
          stylists={info.stylists}
          focus={moved}
          onPick={(id) => {
            setStylistId(id);
            setDate(null);
            setStartTime(null);
            go("day");
          }}
        />
      )}
      {step === "day" && (
        <DayStep
          availability={availability}
          focus={moved}
          onPick={(d) => {
            setDate(d);
            setStartTime(null);
            setNotice(null);
            go("time");
          }}
        />
      )}
      {step === "time" && date && (
        <TimeStep
          date={date}
          slots={availability.slots[date] ?? []}
          notice={notice}
          focus={moved}
          onPick={(t) => {
            setStartTime(t);
            setNotice(null);
            go("details");
          }}
        />
      )}
      {step === "details" && (
        <>
          <DetailsStep value={details} onChange={setDetails} focus={moved} onSubmit={submit} />
          {notice && (
            <p role="alert" className="font-medium text-red-700 dark:text-red-400">
              {notice}
            </p>
          )}
        </>
      )}
      {step === "done" && created && <Confirmation booking={created} />}
    </PublicFrame>
  );
}

const ORDER: Step[] = ["service", "stylist", "day", "time", "details", "done"];
