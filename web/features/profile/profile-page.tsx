import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import * as v from "valibot";
import { ROLE_LABELS, isRole } from "../../../src/domain/roles";
import { OwnPasswordSchema, type SessionInfo } from "../../../src/domain/schemas/users";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { salonDateTime } from "../../lib/salon-time";
import { PageHeader } from "../../ui/page-header";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { authAtom } from "../../entities/auth";
import { currentUserAtom, useCan } from "../../entities/permissions";
import { changeOwnPassword, revokeSession, sessionsAtom, sessionsVersionAtom, type SessionScope } from "../../entities/sessions";
import { describeDevice } from "./device";
import { displayName } from "../../../src/domain/names";

type PasswordKey = "currentPassword" | "newPassword" | "confirm";
const EMPTY = { currentPassword: "", newPassword: "", confirm: "" };

function PasswordCard() {
  const toast = useToast();
  const refreshSessions = useSetAtom(sessionsVersionAtom);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: PasswordKey) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const show = (found: Partial<Record<PasswordKey, string>>) => {
    setErrors(found);
    const first = (["currentPassword", "newPassword", "confirm"] as const).find((key) => found[key]);
    if (first) document.getElementById(`profile-${first}`)?.focus();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(OwnPasswordSchema, values);
    const found: Partial<Record<PasswordKey, string>> = parsed.success ? {} : fieldErrors(parsed.issues);
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = "Le due password non coincidono";
    if (!parsed.success || found.confirm) return show(found);
    setBusy(true);
    try {
      await changeOwnPassword(parsed.output);
      setValues(EMPTY);
      refreshSessions((n) => n + 1);
      toast({ title: "Password cambiata", description: "Gli altri dispositivi sono stati disconnessi." });
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) show(error.body.fields);
      toast({ title: "Errore", description: error instanceof ApiError ? error.userMessage : "Impossibile cambiare la password", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Cambia password</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Serve la password attuale; gli altri dispositivi escono.</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 max-w-md">
        <Field label="Password attuale" id="profile-currentPassword" error={errors.currentPassword}>
          <Input type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => set("currentPassword")(e.target.value)} />
        </Field>
        <Field label="Nuova password" id="profile-newPassword" error={errors.newPassword} hint="Almeno 8 caratteri.">
          <Input type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => set("newPassword")(e.target.value)} />
        </Field>
        <Field label="Ripeti la nuova password" id="profile-confirm" error={errors.confirm}>
          <Input type="password" autoComplete="new-password" value={values.confirm} onChange={(e) => set("confirm")(e.target.value)} />
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            Cambia password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionRow({ session, showUser, onSignOut }: { session: SessionInfo; showUser: boolean; onSignOut(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="session-row">
      {/* At least 15rem of text: on a phone the button goes under it instead of squeezing it. */}
      <div className="min-w-60 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {showUser && <span>{session.userName} ·</span>}
          <span>{describeDevice(session.userAgent)}</span>
          {session.current && <Badge tone="accent">Questo dispositivo</Badge>}
        </p>
        <p className="text-xs text-stone-600 dark:text-stone-400 tabular-nums">
          Ultima attività {salonDateTime(session.lastSeenAt)} · accesso {salonDateTime(session.createdAt)}
          {session.address && ` · ${session.address}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onSignOut();
          } finally {
            setBusy(false);
          }
        }}
      >
        Esci da questo dispositivo
      </Button>
    </li>
  );
}

function SessionsCard() {
  const toast = useToast();
  const everyone = useCan("sessions.manage");
  const [scope, setScope] = useState<SessionScope>("mine");
  const { data, error, loading } = useAtomValue(sessionsAtom(everyone ? scope : "mine"));
  const refresh = useSetAtom(sessionsVersionAtom);
  const setAuth = useSetAtom(authAtom);

  async function signOut(session: SessionInfo) {
    try {
      await revokeSession(session.id);
      if (session.current) {
        setAuth({ status: "signedOut" });
        return;
      }
      toast({ title: "Dispositivo disconnesso" });
    } catch (err) {
      toast({ title: "Errore", description: err instanceof ApiError ? err.userMessage : "Impossibile disconnettere il dispositivo", variant: "destructive" });
    } finally {
      refresh((n) => n + 1);
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Sessioni attive</h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">I dispositivi da cui è stato fatto l'accesso.</p>
        </div>
        {everyone && (
          <Select
            label="Mostra"
            labelHidden
            value={scope}
            onChange={(e) => setScope(e.target.value === "all" ? "all" : "mine")}
            options={[
              { value: "mine", label: "Le mie sessioni" },
              { value: "all", label: "Tutti gli utenti" },
            ]}
          />
        )}
      </div>
      {error && !data ? (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-300">
          Impossibile caricare le sessioni.
        </p>
      ) : loading && !data ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 dark:divide-stone-800" aria-label="Sessioni attive">
          {(data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} showUser={everyone && scope === "all"} onSignOut={() => signOut(session)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** "Il mio profilo": who I am, my password, and the devices signed in as me (the owner: everyone's). */
export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <PageHeader
        title="Il mio profilo"
        subtitle={user ? `${displayName(user)} · ${user.username} · ${isRole(user.role) ? ROLE_LABELS[user.role] : user.role}` : undefined}
      />
      <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
        <PasswordCard />
        <SessionsCard />
      </div>
    </>
  );
}
