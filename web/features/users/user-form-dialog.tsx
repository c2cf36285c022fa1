import { useAtomValue } from "jotai";
import { useState } from "react";
import * as v from "valibot";
import { ROLE_LABELS, ROLES, type Role } from "../../../src/domain/roles";
import { UserCreateSchema, UserUpdateSchema, type User, type UserCreated } from "../../../src/domain/schemas/users";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import { stylistsAtom } from "../../entities/stylists";
import { createUser, updateUser } from "../../entities/users";

type Values = { username: string; firstName: string; lastName: string; role: Role; stylistId: string; password: string; active: boolean };
type Key = "username" | "firstName" | "lastName" | "role" | "stylistId" | "password" | "active";

const ORDER: readonly Key[] = ["username", "firstName", "lastName", "role", "stylistId", "password"];
const fieldId = (key: Key) => `user-${key}`;

const toValues = (user: User | null | undefined): Values => ({
  username: user?.username ?? "",
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  role: user?.role ?? "reception",
  stylistId: user?.stylistId ? String(user.stylistId) : "",
  password: "",
  active: user?.active ?? true,
});

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Mounted for one opening (the page keys it on the user), so it starts from the row each time and
 * a refresh of the list while it is open keeps what is typed.
 * Creates a user (an empty password asks the server to generate one, answered once) or edits one:
 * names, role, linked stylist and whether the account is active. The username never changes.
 */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  onCreated,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  user?: User | null;
  onCreated(user: UserCreated): void;
  onSaved(): void;
}) {
  const editing = Boolean(user);
  const toast = useToast();
  const stylists = useAtomValue(stylistsAtom).data ?? [];
  const [values, setValues] = useState<Values>(() => toValues(user));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  function showErrors(found: Record<string, string>) {
    setErrors(found as Partial<Record<Key, string>>);
    const first = ORDER.find((key) => found[key]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** Sends the write; on a refusal the server's field messages show under the fields, nothing typed is lost. */
  async function send(write: () => Promise<void>) {
    setBusy(true);
    try {
      await write();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{editing ? "Impossibile aggiornare l'utente" : "Impossibile creare l'utente"}</span>
            {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
          </>
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (busy) return;
    if (user) {
      const { firstName, lastName, role, stylistId, active } = values;
      const parsed = v.safeParse(UserUpdateSchema, { firstName, lastName, role, stylistId, active });
      if (!parsed.success) return showErrors(fieldErrors(parsed.issues));
      await send(async () => {
        await updateUser(user.id, parsed.output);
        toast({ title: "Utente aggiornato" });
        onSaved();
      });
      return;
    }
    const parsed = v.safeParse(UserCreateSchema, { ...values, password: values.password || undefined });
    if (!parsed.success) return showErrors(fieldErrors(parsed.issues));
    await send(async () => {
      const created = await createUser(parsed.output);
      toast({ title: "Utente creato" });
      onCreated(created);
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? "Modifica utente" : "Nuovo utente"}
      description={
        editing
          ? "Cambiare il ruolo o disattivare l'utente lo fa uscire subito da tutti i dispositivi."
          : "Ogni persona dello staff entra con il proprio account."
      }
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? "Salva modifiche" : "Crea utente"}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {!editing && (
          <Field label="Username" id={fieldId("username")} error={errors.username} hint="Lettere minuscole, numeri, punto, trattino.">
            <Input
              value={values.username}
              onChange={(e) => set("username")(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
            />
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome" id={fieldId("firstName")} error={errors.firstName}>
            <Input value={values.firstName} onChange={(e) => set("firstName")(e.target.value)} autoComplete="off" maxLength={100} />
          </Field>
          <Field label="Cognome" id={fieldId("lastName")} error={errors.lastName}>
            <Input value={values.lastName} onChange={(e) => set("lastName")(e.target.value)} autoComplete="off" maxLength={100} />
          </Field>
        </div>
        <Select
          label="Ruolo"
          id={fieldId("role")}
          error={errors.role}
          value={values.role}
          onChange={(e) => set("role")(e.target.value as Role)}
          options={ROLE_OPTIONS}
        />
        {values.role === "stylist" && (
          <Select
            label="Stilista collegato"
            id={fieldId("stylistId")}
            error={errors.stylistId}
            hint="Il collaboratore gestisce solo gli appuntamenti di questo stilista."
            value={values.stylistId}
            onChange={(e) => set("stylistId")(e.target.value)}
            placeholder="Seleziona…"
            options={stylists.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        )}
        {!editing && (
          <Field
            label="Password iniziale"
            id={fieldId("password")}
            error={errors.password}
            hint="Lascia vuoto per generarne una: sarà mostrata una sola volta."
          >
            <Input type="password" value={values.password} onChange={(e) => set("password")(e.target.value)} autoComplete="new-password" />
          </Field>
        )}
        {editing && (
          <Switch label="Account attivo" checked={values.active} onCheckedChange={set("active")} onLabel="Attivo" offLabel="Disattivato" />
        )}
      </div>
    </Dialog>
  );
}
