import { useAtomValue } from "jotai";
import { formatPhoneInput } from "../../../src/domain/phone";
import { SalonInfoSchema, type SalonInfo } from "../../../src/domain/schemas/salon-settings";
import { useCan } from "../../entities/permissions";
import { salonInfoAtom, saveSalonInfo } from "../../entities/salon-settings";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { PhoneInput } from "../../ui/phone-input";
import { Skeleton } from "../../ui/spinner";
import { useSettingsForm } from "./use-settings-form";

type Draft = { name: string; address: string; phone: string; email: string; vatNumber: string };

const toDraft = (info: SalonInfo): Draft => ({
  name: info.name,
  address: info.address,
  phone: formatPhoneInput(info.phone),
  email: info.email,
  vatNumber: info.vatNumber,
});

/**
 * The salon's name, address, phone, email and VAT number, kept on the server: the public booking
 * page and every WhatsApp message use them. The owner edits; other roles read.
 */
export function SalonInfoCard() {
  const info = useAtomValue(salonInfoAtom);
  const mayEdit = useCan("settings.write");
  const { form, set, errors, busy, submit } = useSettingsForm({
    data: info.data,
    toDraft,
    schema: SalonInfoSchema,
    // As typed: the server normalises the VAT number and the phone itself.
    save: (_checked, typed) => saveSalonInfo(typed),
    topics: ["settings"],
    saved: () => ({ title: "Informazioni salvate", description: "La pagina di prenotazione e i messaggi WhatsApp le usano da subito." }),
    failed: "Errore salvando le informazioni",
  });


  const defaults = info.data?.defaults;
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Informazioni Salone
        </CardTitle>
      </CardHeader>
      <CardContent>
        {info.error && !info.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare le informazioni del salone. Riprova più tardi.
          </p>
        ) : !form || !defaults ? (
          <div aria-busy="true" aria-label="Caricamento informazioni salone" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Informazioni salone" className="flex flex-col gap-4">
            <fieldset disabled={!mayEdit || busy} className="flex flex-col gap-4">
              <Field label="Nome del salone" error={errors.name} hint={`Se vuoto: «${defaults.name}».`}>
                <Input value={form.name} autoComplete="organization" maxLength={60} onChange={(e) => set({ name: e.target.value })} />
              </Field>
              <Field label="Indirizzo" error={errors.address}>
                <Input value={form.address} autoComplete="street-address" onChange={(e) => set({ address: e.target.value })} />
              </Field>
              <Field label="Telefono" error={errors.phone}>
                <PhoneInput value={form.phone} onValueChange={(phone) => set({ phone })} />
              </Field>
              <Field label="Email" error={errors.email}>
                <Input type="email" value={form.email} autoComplete="email" onChange={(e) => set({ email: e.target.value })} />
              </Field>
              <Field label="Partita IVA" error={errors.vatNumber} hint="11 cifre, con o senza IT davanti.">
                <Input value={form.vatNumber} inputMode="numeric" autoComplete="off" onChange={(e) => set({ vatNumber: e.target.value })} />
              </Field>
            </fieldset>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {mayEdit ? "Usate dalla pagina di prenotazione online e dai messaggi WhatsApp." : "Solo il titolare può modificarle."}
              </p>
              {mayEdit && (
                <Button type="submit" disabled={busy}>
                  Salva
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
