import { useCallback, useEffect, useState } from "react";
import type { PublicBooking } from "../../src/domain/schemas/online-booking";
import { STATUS_LABELS } from "../../src/domain/appointment-status";
import { ApiError } from "../lib/api";
import { longDate } from "../lib/format";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { BookingSummary, SummaryRow } from "./booking-summary";
import { BOOKING_PATH } from "./paths";
import { cancelManagedBooking, fetchBookingInfo, fetchManagedBooking } from "./public-api";
import { PublicFrame } from "./salon-header";
import { StepHeading } from "./step-heading";
import { failureMessage } from "./use-availability";

export const NOT_FOUND_MESSAGE = "Prenotazione non trovata";

type Loaded = { state: "loading" } | { state: "ready"; booking: PublicBooking } | { state: "failed"; message: string };
type Salon = { name: string; address: string };

/** /prenota/gestisci/<token>: the booking, and "Annulla prenotazione" (asked twice) up to the salon's limit. */
export function ManagePage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  // The salon's name and address head the page when online booking is on; the booking shows without them.
  const [salon, setSalon] = useState<Salon | null>(null);
  useEffect(() => {
    fetchBookingInfo().then(
      (info) => setSalon({ name: info.salonName, address: info.salonAddress }),
      () => setSalon(null),
    );
  }, []);
  const load = useCallback(
    () =>
      fetchManagedBooking(token).then(
        (booking) => setLoaded({ state: "ready", booking }),
        (error: unknown) =>
          setLoaded({
            state: "failed",
            message: error instanceof ApiError && error.status === 404 ? NOT_FOUND_MESSAGE : failureMessage(error, "Impossibile caricare la prenotazione. Riprova tra poco."),
          }),
      ),
    [token],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (loaded.state !== "ready") {
    return (
      <PublicFrame salon={salon}>
        {loaded.state === "loading" ? (
          <Spinner label="Caricamento" className="self-center" size="lg" />
        ) : (
          <>
            <p role="alert" className="text-lg font-medium">
              {loaded.message}
            </p>
            <a href={BOOKING_PATH} className="font-medium text-rose-800 underline dark:text-rose-300">
              Fai una nuova prenotazione
            </a>
          </>
        )}
      </PublicFrame>
    );
  }
  return <ManagedBooking token={token} booking={loaded.booking} salon={salon} reload={load} />;
}

function ManagedBooking({ token, booking: b, salon, reload }: { token: string; booking: PublicBooking; salon: Salon | null; reload(): Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const cancelled = b.status === "cancelled";

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await cancelManagedBooking(token);
      setJustCancelled(true);
      setAsking(false);
      await reload();
    } catch (failure) {
      setError(failureMessage(failure, "Annullamento non riuscito. Riprova tra poco."));
      await reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame salon={salon}>
      <section aria-labelledby="gestisci" className="flex flex-col gap-4">
        <div id="gestisci">
          <StepHeading focus={justCancelled}>{justCancelled ? "Prenotazione annullata" : "La tua prenotazione"}</StepHeading>
        </div>
        <BookingSummary booking={b} extra={<SummaryRow label="Stato">{STATUS_LABELS[b.status]}</SummaryRow>} />
        {error && (
          <p role="alert" className="font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        {cancelled ? (
          <a href={BOOKING_PATH} className="font-medium text-rose-800 underline dark:text-rose-300">
            Fai una nuova prenotazione
          </a>
        ) : b.canCancel ? (
          asking ? (
            <div role="group" aria-labelledby="conferma-annulla" className="flex flex-col gap-3 rounded-lg border border-red-700 p-4 dark:border-red-400">
              <p id="conferma-annulla" className="font-medium">
                Vuoi davvero annullare la prenotazione? L'orario tornerà libero per altri clienti.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row-reverse">
                <Button variant="destructive" loading={busy} onClick={cancel}>
                  Sì, annulla la prenotazione
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
                  No, la tengo
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                Puoi annullarla online fino a {longDate(b.cancelUntilDate)} alle {b.cancelUntilTime}.
              </p>
              <Button variant="destructive" onClick={() => setAsking(true)}>
                Annulla prenotazione
              </Button>
            </>
          )
        ) : (
          <p className="rounded-md border border-stone-300 p-3 dark:border-stone-600">
            Si poteva annullare online fino a {longDate(b.cancelUntilDate)} alle {b.cancelUntilTime}. Per annullare ora chiama il salone.
          </p>
        )}
      </section>
    </PublicFrame>
  );
}
