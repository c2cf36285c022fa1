import { useAtomValue, useSetAtom } from "jotai";
import { useState, type ReactNode } from "react";
import { ROLE_LABELS } from "../../../src/domain/roles";
import type { User, UserCreated } from "../../../src/domain/schemas/users";
import { ApiError } from "../../lib/api";
import { salonDateTime } from "../../lib/salon-time";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { currentUserAtom } from "../../entities/permissions";
import { updateUser, usersAtom, usersVersionAtom } from "../../entities/users";
import { GeneratedPasswordDialog, ResetPasswordDialog } from "./password-dialogs";
import { UserFormDialog } from "./user-form-dialog";
import { displayName } from "../../../src/domain/names";


function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="min-w-0 break-words tabular-nums">{children}</dd>
    </div>
  );
}

function UserCard({ user, me, onEdit, onPassword, onToggle }: { user: User; me: boolean; onEdit(): void; onPassword(): void; onToggle(): void }) {
  return (
    <Card className={`flex h-full flex-col p-4 ${user.active ? "" : "bg-stone-50 dark:bg-stone-900/60"}`} data-testid="user-card">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold leading-snug break-words">
            {displayName(user)}
            {me && <span className="ml-1 text-sm font-normal text-stone-600 dark:text-stone-400">(tu)</span>}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400 break-all">{user.username}</p>
        </div>
        <Badge tone={user.role === "owner" ? "accent" : "neutral"}>{ROLE_LABELS[user.role]}</Badge>
        {user.active ? <Badge tone="green">Attivo</Badge> : <Badge tone="grey">Disattivato</Badge>}
      </div>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        {user.role === "stylist" && <Detail label="Stilista">{user.stylistName ?? "—"}</Detail>}
        <Detail label="Ultimo accesso">{user.lastAccessAt ? salonDateTime(user.lastAccessAt) : "Mai"}</Detail>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Modifica ${displayName(user)}`}>
          Modifica
        </Button>
        <Button variant="secondary" size="sm" onClick={onPassword} aria-label={`Reimposta password di ${displayName(user)}`}>
          Reimposta password
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={user.active ? "ml-auto !text-red-700 hover:!bg-red-50 dark:!text-red-400 dark:hover:!bg-red-950" : "ml-auto"}
          onClick={onToggle}
          aria-label={`${user.active ? "Disattiva" : "Riattiva"} ${displayName(user)}`}
        >
          {user.active ? "Disattiva" : "Riattiva"}
        </Button>
      </div>
    </Card>
  );
}

/** "Utenti" (owner only): every member of staff on their own account, never deleted, only disabled. */
export default function UsersPage() {
  const { data, error, loading } = useAtomValue(usersAtom);
  const me = useAtomValue(currentUserAtom);
  const refresh = useSetAtom(usersVersionAtom);
  const toast = useToast();
  const [form, setForm] = useState<{ user: User | null } | null>(null);
  const [generated, setGenerated] = useState<(UserCreated & { password: string }) | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [disabling, setDisabling] = useState<User | null>(null);
  const reload = () => refresh((n) => n + 1);

  async function setActive(user: User, active: boolean) {
    try {
      await updateUser(user.id, { firstName: user.firstName, lastName: user.lastName, role: user.role, stylistId: user.stylistId, active });
      toast({ title: active ? "Utente riattivato" : "Utente disattivato", description: active ? undefined : `${displayName(user)} è uscito da tutti i dispositivi.` });
    } catch (err) {
      toast({
        title: "Errore",
        description: err instanceof ApiError ? err.userMessage : "Impossibile aggiornare l'utente",
        variant: "destructive",
        // The last owner: something else has to change first, so the reason stays until read.
        duration: err instanceof ApiError && err.status === 409 ? Infinity : undefined,
      });
    } finally {
      reload();
    }
  }

  let body: ReactNode;
  if (error && !data) {
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
        <p className="font-semibold">Impossibile caricare gli utenti</p>
        <Button className="mt-4" variant="secondary" onClick={reload}>
          Riprova
        </Button>
      </div>
    );
  } else if (loading && !data) {
    body = (
      <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true" aria-label="Caricamento utenti">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3" aria-label="Utenti">
        {(data ?? []).map((user) => (
          <li key={user.id} className="min-w-0">
            <UserCard
              user={user}
              me={user.id === me?.id}
              onEdit={() => setForm({ user })}
              onPassword={() => setResetting(user)}
              onToggle={() => (user.active ? setDisabling(user) : void setActive(user, true))}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Utenti"
        subtitle="Ogni persona dello staff con il proprio account e i permessi del suo ruolo."
        actions={<Button onClick={() => setForm({ user: null })}>Nuovo utente</Button>}
      />
      {body}
      {form && (
        <UserFormDialog
          key={form.user?.id ?? "new"}
          open
          onOpenChange={(open) => !open && setForm(null)}
          user={form.user}
          onSaved={reload}
          onCreated={(created) => {
            reload();
            if (created.password) setGenerated({ ...created, password: created.password });
          }}
        />
      )}
      {generated && <GeneratedPasswordDialog user={generated} onClose={() => setGenerated(null)} />}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={disabling ? `Disattivare ${displayName(disabling)}?` : ""}
        message="Esce subito da tutti i dispositivi e non potrà più accedere. L'account non viene cancellato: il registro attività conserva il suo nome e puoi riattivarlo quando vuoi."
        confirmLabel="Disattiva"
        destructive
        onConfirm={async () => {
          if (disabling) await setActive(disabling, false);
        }}
      />
    </>
  );
}
