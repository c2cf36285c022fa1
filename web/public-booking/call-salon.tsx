import { telHref } from "../../src/domain/phone";
import { focusRing } from "../ui/cn";


/**
 * The page cannot take the booking (the day's online bookings are over): the sentence, and the
 * salon's number as a link to call when the salon has set one.
 */
export function CallSalon({ message, phone }: { message: string; phone: string }) {
  return (
    <section aria-labelledby="chiama" className="flex flex-col gap-4">
      <p id="chiama" role="alert" className="text-lg font-medium">
        {message}
      </p>
      {phone && (
        <a
          href={telHref(phone)}
          className={`inline-flex min-h-11 items-center justify-center rounded-md bg-rose-700 px-4 text-base font-medium text-white no-underline hover:bg-rose-800 ${focusRing}`}
        >
          Chiama il salone: {phone}
        </a>
      )}
    </section>
  );
}
