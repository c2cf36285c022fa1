import { useDeferredValue } from "react";
import { formatPhone, formatPhoneInput, isValidPhone, normalizePhone } from "../../../src/domain/phone";
import type { Client } from "../../../src/domain/schemas/clients";
import { useClientPages, useClientWithPhone } from "../../entities/client-search";
import { Button } from "../../ui/button";
import { ClientOption } from "../../ui/client-option";
import { Combobox } from "../../ui/combobox";
import { Field, Input } from "../../ui/input";
import { PhoneInput } from "../../ui/phone-input";
import { Checkbox } from "../../ui/checkbox";
import { WHATSAPP_CONSENT_LABEL } from "../../../src/domain/whatsapp-consent";
import { ClientPanel } from "./client-panel";
import { PatchTestWarning } from "./patch-test-warning";
import type { AppointmentFormState } from "./use-appointment-form";
import { displayName } from "../../../src/domain/names";
import { WalkInChoice, WalkInField } from "./walk-in-field";

const FIELD_ERROR = "text-sm text-red-700 dark:text-red-400";
/** Options asked of the server per search: enough to pick from, the rest is "affina la ricerca". */
export const CLIENT_OPTIONS = 30;
const NO_CLIENTS: Client[] = [];

/** "Esiste già un cliente con questo telefono": use her, or create the new one anyway. */
function DuplicateProposal({ state, client }: { state: AppointmentFormState; client: Client }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p>
        Esiste già un cliente con questo telefono: <strong>{displayName(client)}</strong> ({formatPhone(client.phone)}).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => state.chooseExisting(client)}>
          Usa {displayName(client)}
        </Button>
        <Button size="sm" variant="secondary" onClick={state.createAnyway}>
          Crea comunque
        </Button>
      </div>
    </div>
  );
}

/**
 * The client: one "search or create" field. Typing searches name and phone; picking a client
 * books for her and shows her panel; the last row (or just going on typing) makes a new client,
 * whose phone is asked below. A picked client's record changes only through "Modifica dati
 * cliente": typing over her name searches again instead of renaming her. "Cliente di passaggio"
 * books a walk-in instead (walk-in-field.tsx).
 */
export function ClientField({ state }: { state: AppointmentFormState }) {
  const { form, setForm, errors } = state;
  // Searched on the server: a new query's answer replaces the previous one when it comes.
  const query = useDeferredValue(form.clientName).trim();
  // Nothing is asked while a client is picked or nothing is typed.
  const found = useClientPages(query, CLIENT_OPTIONS, 1, form.clientType !== "existing" && query !== "");
  const matches = query === "" || found.shownQuery.trim() === "" ? NO_CLIENTS : found.clients;
  // A new client's phone that is already on file: proposed before the server has to refuse it.
  const phone = normalizePhone(form.clientPhone);
  const samePhone = useClientWithPhone(form.clientType === "new" && isValidPhone(form.clientPhone) ? phone : "") ?? undefined;
  const duplicate = state.duplicate ?? (form.allowDuplicatePhone ? undefined : samePhone);

  if (form.clientType === "walkIn") return <WalkInField state={state} />;
  if (form.clientType === "existing" && form.clientId !== null) {
    return (
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium">Cliente</legend>
        {form.editClient ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Nome e cognome" error={errors.clientName} id="appt-clientName">
              <Input value={form.clientName} onChange={(e) => state.set("clientName", e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Telefono" error={errors.clientPhone} id="appt-clientPhone">
              <PhoneInput value={formatPhoneInput(form.clientPhone)} onValueChange={(v) => state.set("clientPhone", v.replace(/[^\d+]/g, ""))} autoComplete="off" />
            </Field>
            <p className="text-xs text-stone-600 sm:col-span-2 dark:text-stone-400">Le modifiche alla scheda del cliente si salvano con l'appuntamento.</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id="appt-clientName" tabIndex={-1} className="min-w-0">
              <span className="block font-semibold">{form.clientName}</span>
              <span className="block text-sm tabular-nums text-stone-600 dark:text-stone-400">{formatPhone(form.clientPhone)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={state.clearClient}>
                Cambia cliente
              </Button>
              {!form.clientWalkIn && (
                <Button size="sm" variant="ghost" onClick={() => setForm((f) => ({ ...f, editClient: true }))}>
                  Modifica dati cliente
                </Button>
              )}
            </div>
          </div>
        )}
        <ClientPanel clientId={form.clientId} />
        <PatchTestWarning clientId={form.clientId} serviceIds={[form.serviceId, ...form.items.map((i) => i.serviceId)]} date={form.date} />
      </fieldset>
    );
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Cliente</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Cliente" error={errors.clientName} id="appt-clientName" hint="Cerca per nome o telefono, o scrivi il nome di un nuovo cliente">
          <Combobox
            query={form.clientName}
            onQueryChange={(text) => setForm((f) => ({ ...f, clientType: "new", clientId: null, clientName: text, allowDuplicatePhone: false }))}
            items={matches}
            matched={matches === NO_CLIENTS ? 0 : found.matched}
            itemKey={(c) => c.id}
            renderItem={(c) => <ClientOption client={c} />}
            onSelect={state.pickClient}
            createLabel={(q) => `Crea nuovo cliente «${q}»`}
            onCreate={state.createFromQuery}
            moreText={(n) => `…e altri ${n}: affina la ricerca`}
          />
        </Field>
        <Field label="Telefono" error={errors.clientPhone} id="appt-clientPhone" hint="Del nuovo cliente">
          <PhoneInput
            value={formatPhoneInput(form.clientPhone)}
            onValueChange={(v) => setForm((f) => ({ ...f, clientPhone: v.replace(/[^\d+]/g, ""), allowDuplicatePhone: false }))}
            autoComplete="off"
          />
        </Field>
      </div>
      <WalkInChoice state={state} />
      <Checkbox
        id="appt-whatsappConsent"
        label={WHATSAPP_CONSENT_LABEL}
        checked={form.whatsappConsent}
        onCheckedChange={(on) => state.set("whatsappConsent", on)}
        error={errors.whatsappConsent}
      />
      {duplicate && <DuplicateProposal state={state} client={duplicate} />}
      {errors.clientType && <p className={FIELD_ERROR}>{errors.clientType}</p>}
    </fieldset>
  );
}
