import { Button } from "../ui/button";
import { Field, Input, Textarea } from "../ui/input";
import { BOOKING_PATH, serviceList, type Choice } from "./paths";
import { StepHeading } from "./step-heading";

/** The client ticks it herself, so it speaks in her voice (the staff's forms say "Acconsente"). */
export const PUBLIC_CONSENT_LABEL = "Acconsento a ricevere messaggi WhatsApp dal salone";

export type DetailsForm = { firstName: string; lastName: string; phone: string; whatsappConsent: boolean; notes: string };
export const EMPTY_DETAILS: DetailsForm = { firstName: "", lastName: "", phone: "", whatsappConsent: false, notes: "" };
export type FieldErrors = Partial<Record<keyof DetailsForm, string>>;

/**
 * Name, surname, phone, WhatsApp consent and a note, posted to /prenota with the choice so far in
 * hidden fields. The server checks everything and answers this form again with its messages under
 * the fields and what was typed kept. `website` is a honeypot: hidden from people (off screen, out
 * of the tab order, unnamed for screen readers), filled only by bots.
 */
export function DetailsStep({ choice, value, errors, notice }: { choice: Required<Omit<Choice, "from" | "adding">>; value: DetailsForm; errors: FieldErrors; notice: string | null }) {
  return (
    <section aria-labelledby="step-dati" className="flex flex-col gap-3">
      <StepHeading id="step-dati">I tuoi dati</StepHeading>
      {notice && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800">
          {notice}
        </p>
      )}
      <form method="post" action={BOOKING_PATH} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="servizio" value={serviceList(choice.serviceIds)} />
        <input type="hidden" name="stilista" value={choice.stylistId ?? "qualsiasi"} />
        <input type="hidden" name="giorno" value={choice.date} />
        <input type="hidden" name="ora" value={choice.startTime} />
        <Field id="nome" label="Nome" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" maxLength={100} defaultValue={value.firstName} />
        </Field>
        <Field id="cognome" label="Cognome" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" maxLength={100} defaultValue={value.lastName} />
        </Field>
        <Field id="telefono" label="Telefono" hint="Cellulare, anche con +39" error={errors.phone}>
          <Input name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} defaultValue={value.phone} />
        </Field>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input type="checkbox" name="whatsappConsent" value="si" className="mt-0.5 size-5 shrink-0 accent-rose-700" defaultChecked={value.whatsappConsent} />
          <span>{PUBLIC_CONSENT_LABEL}</span>
        </label>
        {/* The privacy notice, next to the consent it explains (a page of its own, no script). */}
        <a href="/prenota/informativa" target="_blank" rel="noreferrer" className="-mt-2 text-sm text-rose-800 underline underline-offset-2">
          Leggi l'informativa privacy
        </a>
        <Field id="note" label="Note (facoltative)" error={errors.notes}>
          <Textarea name="notes" rows={2} maxLength={1000} defaultValue={value.notes} />
        </Field>
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label>
            Sito web
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Button type="submit" className="w-full text-base">
          Conferma prenotazione
        </Button>
      </form>
    </section>
  );
}
