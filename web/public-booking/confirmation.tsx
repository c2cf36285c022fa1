import type { PublicBookingCreated } from "../../src/domain/schemas/online-booking";
import { focusRing } from "../ui/cn";
import { BookingSummary } from "./booking-summary";
import { managePath } from "./paths";
import { StepHeading } from "./step-heading";

/** The booking just made and the only way back to it: the manage link (its token is nowhere else). */
export function Confirmation({ booking }: { booking: PublicBookingCreated }) {
  const pending = booking.status === "pending";
  const link = `${location.origin}${managePath(booking.token)}`;
  return (
    <section aria-labelledby="step-fatto" className="flex flex-col gap-4">
      <div id="step-fatto">
        <StepHeading focus>{pending ? "Prenotazione ricevuta" : "Prenotazione confermata"}</StepHeading>
      </div>
      {pending && <p>Il salone la confermerà al più presto: ti avviseremo.</p>}
      <BookingSummary booking={booking} />
      <div className="flex flex-col gap-2 rounded-lg border border-stone-300 p-4 dark:border-stone-600">
        <p className="text-sm">Conserva questo link: serve per rivedere o annullare la prenotazione.</p>
        <a
          href={managePath(booking.token)}
          className={`inline-flex min-h-11 items-center justify-center rounded-md bg-rose-700 px-4 font-medium text-white hover:bg-rose-800 ${focusRing}`}
        >
          Gestisci la prenotazione
        </a>
        <p className="break-all text-xs text-stone-700 dark:text-stone-300">{link}</p>
      </div>
    </section>
  );
}
