import { useState } from "react";
import * as v from "valibot";
import { UserPasswordSchema, type User } from "../../../src/domain/schemas/users";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { setUserPassword } from "../../entities/users";
import { displayName } from "../../../src/domain/names";

// No 0/O, 1/l/I: a password read aloud or copied from a note must not be misread.
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 12 random characters from the unambiguous alphabet: about 70 bits. */
export function generatePassword(length = 12, random: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  const picks = random(new Uint32Array(length));
  return Array.from(picks, (n) => ALPHABET[n % ALPHABET.length]).join("");
}


/** The password the server generated for a new user: shown this once, never again. */
export function GeneratedPasswordDialog({ user, onClose }: { user: Pick<User, "firstName" | "lastName" | "username"> & { password: string }; onClose(): void }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(user.password);
      toast({ title: "Password copiata" });
    } catch {
      toast({ title: "Copia non riuscita", description: "Seleziona la password e copiala a mano.", variant: "destructive" });
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Password generata"
      description={`Comunica ora a ${displayName(user)} la password: non sarà più mostrata.`}
      footer={<Button onClick={onClose}>Ho annotato la password</Button>}
    >
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-stone-600 dark:text-stone-400">Username</dt>
          <dd className="font-medium">{user.username}</dd>
        </div>
        <div>
          <dt className="text-stone-600 dark:text-stone-400">Password</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2">
            <code data-testid="generated-password" className="rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-base tracking-wide select-all dark:border-stone-600 dark:bg-stone-800">
              {user.password}
            </code>
            <Button variant="secondary" size="sm" onClick={copy}>
              Copia
            </Button>
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}

/** The owner sets a new password for a user (who is signed out everywhere); "Genera" fills in a random one to read out. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const parsed = v.safeParse(UserPasswordSchema, { password });
    if (!parsed.success) {
      setError(fieldErrors(parsed.issues).password);
      document.getElementById("reset-password")?.focus();
      return;
    }
    setBusy(true);
    try {
      await setUserPassword(user.id, parsed.output);
      toast({ title: "Password reimpostata", description: `${displayName(user)} è uscito da tutti i dispositivi.` });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body.fields?.password) setError(err.body.fields.password);
      toast({
        title: "Errore",
        description: err instanceof ApiError ? err.userMessage : "Impossibile reimpostare la password",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Reimposta password"
      description={`Nuova password per ${displayName(user)} (${user.username}): esce subito da tutti i dispositivi.`}
      onSubmit={submit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" loading={busy}>
            Reimposta password
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Nuova password" id="reset-password" error={error} className="min-w-0 flex-1" hint="Almeno 8 caratteri.">
          <Input value={password} onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }} autoComplete="new-password" spellCheck={false} className="font-mono" />
        </Field>
        <Button variant="secondary" onClick={() => {
            setPassword(generatePassword());
            setError(undefined);
          }}>
          Genera
        </Button>
      </div>
    </Dialog>
  );
}
