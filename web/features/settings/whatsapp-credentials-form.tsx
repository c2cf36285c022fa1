import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import {
  WhatsappCredentialsSchema,
  WhatsappTestSchema,
  type CredentialSource,
  type WhatsappCredentialKey,
  type WhatsappTestResult,
} from "../../../src/domain/schemas/salon-settings";
import { fieldErrors } from "../../../src/domain/validation";
import { saveWhatsappCredentials, sendWhatsappTest, whatsappSettingsAtom } from "../../entities/salon-settings";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Field, Input } from "../../ui/input";
import { PhoneInput } from "../../ui/phone-input";
import { useToast } from "../../ui/toast";

const FIELDS: { key: WhatsappCredentialKey; label: string; secret: boolean }[] = [
  { key: "accessToken", label: "Access Token", secret: true },
  { key: "phoneNumberId", label: "Phone Number ID", secret: false },
  { key: "businessAccountId", label: "Business Account ID", secret: false },
  { key: "appSecret", label: "App Secret", secret: true },
  { key: "verifyToken", label: "Verify Token del webhook", secret: true },
];

const SOURCE_TEXT: Record<CredentialSource, string> = {
  env: "Impostato dalla variabile d'ambiente: prevale su quanto inserito qui",
  app: "Impostato",
  unset: "Non impostato",
};

/**
 * The owner types the WhatsApp credentials here: saved encrypted on the server, in use at once, never
 * shown again (an empty field keeps what is saved). Then a test message to a number of their choice.
 */
export function WhatsappCredentialsForm() {
  const settings = useAtomValue(whatsappSettingsAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [values, setValues] = useState<Partial<Record<WhatsappCredentialKey, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [to, setTo] = useState("");
  const [result, setResult] = useState<WhatsappTestResult | null>(null);
  const sources = settings.data?.sources;

  async function save(event: FormEvent) {
    event.preventDefault();
    // Only what was typed: an empty field keeps the saved value.
    const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value && value.trim() !== ""));
    const parsed = v.safeParse(WhatsappCredentialsSchema, typed);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveWhatsappCredentials(parsed.output);
      setValues({});
      bump(["settings"]);
      toast({ title: "Credenziali WhatsApp salvate", description: "In uso da subito, senza riavviare." });
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      toast({ title: "Errore salvando le credenziali", description: error instanceof ApiError ? error.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function remove(key: WhatsappCredentialKey) {
    setBusy(true);
    try {
      await saveWhatsappCredentials({ [key]: "" });
      bump(["settings"]);
    } catch (error) {
      toast({ title: "Errore", description: error instanceof ApiError ? error.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function test(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(WhatsappTestSchema, { to });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setResult(null);
    setBusy(true);
    try {
      setResult(await sendWhatsappTest({ to }));
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      else setResult({ ok: false, message: error instanceof ApiError ? error.userMessage : "Invio non riuscito: riprova tra poco.", messageId: null, code: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      <form onSubmit={save} noValidate aria-label="Credenziali WhatsApp" className="flex flex-col gap-3">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Inserisci le credenziali dell'app WhatsApp Business (Meta): sono conservate cifrate e non vengono più mostrate. Lascia vuoto un
          campo per non cambiarlo. Una variabile d'ambiente impostata prevale su quanto inserito qui.
        </p>
        {FIELDS.map(({ key, label, secret }) => {
          const source = sources?.[key] ?? "unset";
          return (
            <Field key={key} label={label} error={errors[key]} hint={SOURCE_TEXT[source]}>
              <div className="flex gap-2">
                <Input
                  type={secret ? "password" : "text"}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={busy || source === "env"}
                  placeholder={source === "unset" ? "" : "•••••••• (impostato)"}
                  value={values[key] ?? ""}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
                {source === "app" && (
                  <Button type="button" variant="ghost" disabled={busy} onClick={() => remove(key)} aria-label={`Rimuovi ${label}`}>
                    Rimuovi
                  </Button>
                )}
              </div>
            </Field>
          );
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            Salva credenziali
          </Button>
        </div>
      </form>
      <form onSubmit={test} noValidate aria-label="Messaggio di prova" className="flex flex-col gap-3">
        <Field label="Numero per il messaggio di prova" error={errors.to} hint="Riceve il modello «hello_world» di Meta (in inglese).">
          <PhoneInput value={to} onValueChange={setTo} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy || !settings.data?.configured}>
            Invia messaggio di prova
          </Button>
        </div>
        <div aria-live="polite" data-testid="whatsapp-test-result">
          {result && (
            <p
              className={cn(
                "rounded-lg border p-3 text-sm",
                result.ok
                  ? "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
                  : "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
              )}
            >
              {result.message}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
