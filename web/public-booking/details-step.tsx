import { useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { PublicBookingCreateSchema } from "../../src/domain/schemas/online-booking";
import { Button } from "../ui/button";
import { Field, Input, Textarea } from "../ui/input";
import { PhoneInput } from "../ui/phone-input";
import { StepHeading } from "./step-heading";

export const WHATSAPP_CONSENT_LABEL = "Acconsente a ricevere messaggi WhatsApp dal salone";

export type DetailsForm = { firstName: string; lastName: string; phone: string; whatsappConsent: boolean; notes: string; website: string };
export const EMPTY_DETAILS: DetailsForm = { firstName: "", lastName: "", phone: "", whatsappConsent: false, notes: "", website: "" };
export type FieldErrors = Partial<Record<keyof DetailsForm, string>>;

const ORDER: (keyof DetailsForm)[] = ["firstName", "lastName", "phone", "notes"];

/** The client's own fields checked by the same schema the server uses; the choice made so far is valid by construction. */
export function checkDetails(form: DetailsForm): FieldErrors {
  const result = v.safeParse(PublicBookingCreateSchema, { serviceId: 1, stylistId: null, date: "2000-01-01", startTime: "00:00", ...form });
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) as keyof DetailsForm | null;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Name, surname, phone, WhatsApp consent and a note. `website` is a honeypot: hidden from people
 * (off screen, out of the tab order, unnamed for screen readers), filled only by bots.
 */
export function DetailsStep({
  value,
  onChange,
  focus,
  onSubmit,
}: {
  value: DetailsForm;
  onChange(next: DetailsForm): void;
  focus: boolean;
  /** Sends the booking; resolves to the server's field messages when it refused some. */
  onSubmit(): Promise<FieldErrors | void>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<DetailsForm>) => onChange({ ...value, ...patch });

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = ORDER.find((key) => found[key]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDetails(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(found);
    setSending(true);
    try {
      const refused = await onSubmit();
      if (refused) {
        setErrors(refused);
        focusFirstInvalid(refused);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="step-dati" className="flex flex-col gap-3">
      <div id="step-dati">
        <StepHeading focus={focus}>I tuoi dati</StepHeading>
      </div>
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Nome" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={value.firstName} onChange={(e) => set({ firstName: e.target.value })} />
        </Field>
        <Field label="Cognome" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={value.lastName} onChange={(e) => set({ lastName: e.target.value })} />
        </Field>
        <Field label="Telefono" error={errors.phone}>
          <PhoneInput name="phone" value={value.phone} onValueChange={(phone) => set({ phone })} />
        </Field>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="whatsappConsent"
            className="mt-0.5 size-5 shrink-0 accent-rose-700"
            checked={value.whatsappConsent}
            onChange={(e) => set({ whatsappConsent: e.target.checked })}
          />
          <span>{WHATSAPP_CONSENT_LABEL}</span>
        </label>
        <Field label="Note (facoltative)" error={errors.notes}>
          <Textarea name="notes" rows={2} maxLength={1000} value={value.notes} onChange={(e) => set({ notes: e.target.value })} />
        </Field>
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label>
            Sito web
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value.website} onChange={(e) => set({ website: e.target.value })} />
          </label>
        </div>
        <Button type="submit" loading={sending} className="w-full text-base">
          Conferma prenotazione
        </Button>
      </form>
    </section>
  );
}
