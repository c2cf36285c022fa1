import type { PublicBooking } from "../../src/domain/schemas/online-booking";
import { STATUS_LABELS } from "../../src/domain/appointment-status";
import { longDate } from "../lib/format";
import { Button } from "../ui/button";
import { focusRing } from "../ui/cn";
import { BookingSummary, SummaryRow } from "./booking-summary";
import { BOOKING_PATH, cancelPath, managePath } from "./paths";
import { StepHeading } from "./step-heading";

export const NOT_FOUND_MESSAGE = "Prenotazione non trovata";

/** What the manage link shows: the booking as is, just made, asking to confirm a cancellation, or just cancelled. */
export type ManageView = "booking" | "new" | "confirm-cancel" | "cancelled";

const linkButton = `inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-medium no-underline ${focusRing}`;
const newBookingLink = (
  <a href={BOOKING_PATH} className="font-medium text-rose-800 underline">
    Fai una nuova prenotazione
  </a>
);

/**
 * What happens next to a request waiting for approval: a WhatsApp message only when one can really
 * go (WhatsApp set up and her consent given); otherwise the salon calls her.
 */
export const pendingPromise = (b: Pick<PublicBooking, "clientNotified">) =>
  b.clientNotified
    ? "Il salone la confermerà al più presto: ti avviseremo su WhatsApp."
    : "Il salone la confermerà al più presto e ti telefonerà per dirtelo.";

function title(view: ManageView, b: PublicBooking) {
  if (view === "cancelled") return "Prenotazione annullata";
  if (view === "new") return b.status === "pending" ? "Prenotazione ricevuta" : "Prenotazione confermata";
  return "La tua prenotazione";
}

/**
 * /prenota/gestisci/<token>: the booking, and "Annulla prenotazione" (asked twice: a link to a
 * confirm step whose form posts the cancellation) up to the salon's limit. Just after booking it is
 * the confirmation page, with the link to keep (its token is nowhere else).
 */
export function ManageBooking({ token, booking: b, view, origin, notice }: { token: string; booking: PublicBooking; view: ManageView; origin: string; notice: string | null }) {
  const cancelled = b.status === "cancelled";
  const until = `${longDate(b.cancelUntilDate)} alle ${b.cancelUntilTime}`;
  return (
    <section aria-labelledby="gestisci" className="flex flex-col gap-4">
      <StepHeading id="gestisci">{title(view, b)}</StepHeading>
      {view === "new" && b.status === "pending" && <p>{pendingPromise(b)}</p>}
      <BookingSummary booking={b} extra={<SummaryRow label="Stato">{STATUS_LABELS[b.status]}</SummaryRow>} />
      {notice && (
        <p role="alert" className="font-medium text-red-700">
          {notice}
        </p>
      )}
      {view === "new" && !cancelled && (
        <div className="flex flex-col gap-2 rounded-lg border border-stone-300 p-4">
          <p className="text-sm">Conserva questo link: serve per rivedere o annullare la prenotazione.</p>
          <a href={managePath(token)} className={`${linkButton} bg-rose-700 text-white hover:bg-rose-800`}>
            Gestisci la prenotazione
          </a>
          <p className="break-all text-xs text-stone-700">{`${origin}${managePath(token)}`}</p>
        </div>
      )}
      {cancelled ? (
        newBookingLink
      ) : !b.canCancel ? (
        <p className="rounded-md border border-stone-300 p-3">Si poteva annullare online fino a {until}. Per annullare ora chiama il salone.</p>
      ) : view === "confirm-cancel" ? (
        <form method="post" action={cancelPath(token)} aria-labelledby="conferma-annulla" className="flex flex-col gap-3 rounded-lg border border-red-700 p-4">
          <p id="conferma-annulla" className="font-medium">
            Vuoi davvero annullare la prenotazione? L'orario tornerà libero per altri clienti.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button type="submit" variant="destructive">
              Sì, annulla la prenotazione
            </Button>
            <a href={managePath(token)} className={`${linkButton} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`}>
              No, la tengo
            </a>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-stone-700">Puoi annullarla online fino a {until}.</p>
          <a href={`${managePath(token)}?annulla=1`} className={`${linkButton} bg-red-700 text-white hover:bg-red-800`}>
            Annulla prenotazione
          </a>
        </>
      )}
    </section>
  );
}

/** An unknown token, or a page that cannot be shown: the sentence, and the way back to booking when there is one. */
export function PublicMessage({ message, back = true }: { message: string; back?: boolean }) {
  return (
    <>
      <p role="alert" className="text-lg font-medium">
        {message}
      </p>
      {back && newBookingLink}
    </>
  );
}
