import { WALK_IN_LABEL } from "../../../src/domain/names";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/input";
import type { AppointmentFormState } from "./use-appointment-form";

/** "Cliente di passaggio": the choice beside searching or creating a client. */
export function WalkInChoice({ state }: { state: AppointmentFormState }) {
  const choose = () => {
    // A name typed in the search may be her first name; a phone typed there is not kept.
    state.setForm((f) => ({ ...f, clientType: "walkIn", clientId: null, clientName: /^[\d\s+().\/-]*$/.test(f.clientName) ? "" : f.clientName, clientPhone: "", editClient: false, allowDuplicatePhone: false, whatsappConsent: false }));
    requestAnimationFrame(() => document.getElementById("appt-clientName")?.focus());
  };
  return (
    <Button size="sm" variant="ghost" className="self-start" onClick={choose}>
      {WALK_IN_LABEL}
    </Button>
  );
}

/**
 * A walk-in's fields: her first name, if she gives one. She has no phone, so no message ever
 * goes to her; the clients screen turns her into a full client once she gives a surname and a phone.
 */
export function WalkInField({ state }: { state: AppointmentFormState }) {
  const { form, errors } = state;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium">Cliente</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{WALK_IN_LABEL}</p>
        <Button size="sm" variant="secondary" onClick={state.clearClient}>
          Cerca o crea un cliente
        </Button>
      </div>
      <Field label="Nome (facoltativo)" error={errors.clientName} id="appt-clientName" hint="Senza telefono: non riceverà messaggi. Potrai completare i suoi dati dalla pagina Clienti.">
        <Input value={form.clientName} maxLength={100} onChange={(e) => state.set("clientName", e.target.value)} autoComplete="off" />
      </Field>
    </fieldset>
  );
}
