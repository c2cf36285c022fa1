import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { authAtom, login } from "../../entities/auth";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";
import { Icon } from "../icons";
import { preloadSignedIn } from "../preload";

const FEATURES = [
  { title: "Gestione Appuntamenti", text: "Il calendario del salone, per ogni stilista, sempre aggiornato.", icon: "calendar" },
  { title: "Database Clienti", text: "Schede clienti con storico e note, a portata di mano.", icon: "clients" },
  { title: "Promemoria Automatici", text: "Promemoria ricorrenti su WhatsApp che riportano i clienti in salone.", icon: "reminders" },
] as const;

export function LoginPage() {
  const setAuth = useSetAtom(authAtom);
  const { toast } = useToast();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : "Username è richiesto",
      password: password ? undefined : "Password è richiesta",
    };
    setErrors(next);
    if (next.username || next.password) {
      document.getElementById(next.username ? "login-username" : "login-password")?.focus();
      return;
    }
    setBusy(true);
    try {
      // The login request leaves first, then the code of the next screen downloads beside it.
      const signingIn = login(username.trim(), password);
      preloadSignedIn(window.location.pathname);
      const user = await signingIn;
      if (!user) throw new Error("Login failed");
      toast({ title: "Benvenuta!", description: "Accesso effettuato con successo al tuo salone!" });
      setAuth({ status: "signedIn", user });
    } catch (error) {
      // A locked login (429) says how long to wait; any other failure stays generic, so the
      // screen never tells which of username and password was wrong.
      const description = error instanceof ApiError && error.status === 429 ? error.userMessage : "Username o password non validi.";
      toast({ title: "Errore di accesso", description, variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <div className="min-h-screen grid lg:grid-cols-2">
      <main className="flex items-center justify-center p-6">
        <div className="w-full max-w-sm">
          <div className="mb-8 text-center">
            <div className="mx-auto mb-3 w-12 h-12 rounded-xl bg-rose-700 text-white flex items-center justify-center">
              <Icon name="services" className="w-6 h-6" />
            </div>
            <h1 className="text-2xl font-semibold tracking-tight">Gestione Salone</h1>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Accedi per gestire il tuo salone</p>
          </div>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Accesso">
            <Field label="Username" error={errors.username} id="login-username">
              <Input
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoFocus
              />
            </Field>
            <Field label="Password" error={errors.password} id="login-password">
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="submit" loading={busy} className="w-full mt-2">
              {busy ? "Accesso in corso..." : "Accedi al Salone"}
            </Button>
          </form>
        </div>
      </main>
      <aside
        className="hidden lg:flex flex-col justify-center gap-8 p-12 bg-rose-900 text-rose-50"
        aria-label="Cosa offre Salone"
      >
        <h2 className="text-3xl font-semibold leading-tight max-w-md">
          Il sistema completo per appuntamenti, clienti e promemoria automatici.
        </h2>
        <ul className="flex flex-col gap-6 max-w-md">
          {FEATURES.map((f) => (
            <li key={f.title} className="flex gap-4">
              <span className="shrink-0 w-10 h-10 rounded-lg bg-rose-800 flex items-center justify-center">
                <Icon name={f.icon} />
              </span>
              <span>
                <span className="block font-semibold">{f.title}</span>
                <span className="block text-sm text-rose-100">{f.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
