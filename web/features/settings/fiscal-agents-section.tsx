import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { FiscalAgentInputSchema, type FiscalAgent } from "../../../src/domain/schemas/fiscal";
import { fieldErrors } from "../../../src/domain/validation";
import { createFiscalAgent, deleteFiscalAgent, fiscalAgentsAtom } from "../../entities/fiscal";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { salonTimeZone } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Field, Input } from "../../ui/input";
import { useToast } from "../../ui/toast";

/** The command a salon computer runs, with this server's own address. */
export const agentCommand = (origin: string, token: string) => `salone rt-agent --server ${origin} --token ${token}`;

const lastContact = (agent: FiscalAgent, timeZone: string) =>
  agent.lastSeenAt
    ? `Ultimo contatto: ${new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(agent.lastSeenAt))}`
    : "Ultimo contatto: mai";

/** Printer agents: "Nuovo agente" shows its token once with the command line; the list with last contact; delete. */
export function FiscalAgentsSection() {
  const agents = useAtomValue(fiscalAgentsAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; command: string } | null>(null);
  const [removing, setRemoving] = useState<FiscalAgent | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(FiscalAgentInputSchema, { name });
    if (!parsed.success) {
      setError(fieldErrors(parsed.issues).name);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const agent = await createFiscalAgent(parsed.output.name);
      setCreated({ name: agent.name, command: agentCommand(window.location.origin, agent.token) });
      setName("");
      bump(["settings"]);
    } catch (e) {
      if (e instanceof ApiError && e.body.fields?.name) setError(e.body.fields.name);
      else toast({ title: "Agente non creato", description: e instanceof ApiError ? e.userMessage : "Errore di rete", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function copy(command: string) {
    try {
      await navigator.clipboard.writeText(command);
      toast({ title: "Comando copiato" });
    } catch {
      toast({ title: "Copia non riuscita", description: "Seleziona il comando e copialo a mano.", variant: "destructive" });
    }
  }

  async function remove(agent: FiscalAgent) {
    try {
      await deleteFiscalAgent(agent.id);
      bump(["settings"]);
      toast({ title: "Agente eliminato", description: `«${agent.name}» non può più stampare.` });
    } catch (e) {
      toast({ title: "Agente non eliminato", description: e instanceof ApiError ? e.userMessage : "Errore di rete", variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="fiscal-agents-title" className="flex flex-col gap-3 border-t border-stone-200 pt-4 dark:border-stone-800">
      <h3 id="fiscal-agents-title" className="text-base font-semibold">
        Agenti di stampa
      </h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Se il server non raggiunge l'RT (ad esempio è su internet), un computer del salone fa da agente: esegue il comando qui sotto e stampa per il server. Con un agente registrato il server non stampa da sé.
      </p>
      {agents.data && agents.data.length > 0 && (
        <ul aria-label="Agenti di stampa" className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
          {agents.data.map((agent) => (
            <li key={agent.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <div className="text-sm font-medium">{agent.name}</div>
                <div className="text-sm text-stone-600 dark:text-stone-400">{lastContact(agent, salonTimeZone())}</div>
              </div>
              <Button type="button" variant="ghost" size="sm" onClick={() => setRemoving(agent)} aria-label={`Elimina l'agente ${agent.name}`}>
                Elimina
              </Button>
            </li>
          ))}
        </ul>
      )}
      {created && (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm dark:border-green-800 dark:bg-green-950">
          <p>
            Agente «{created.name}» creato. Esegui questo comando sul computer del salone; il codice non sarà più mostrato.
          </p>
          <code aria-label="Comando dell'agente" className="block select-all break-all rounded bg-white p-2 font-mono text-xs dark:bg-stone-900">
            {created.command}
          </code>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => copy(created.command)}>
              Copia comando
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setCreated(null)}>
              Fatto
            </Button>
          </div>
        </div>
      )}
      <form onSubmit={create} noValidate aria-label="Nuovo agente" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Nome del nuovo agente" hint="Ad esempio: PC cassa" error={error} className="flex-1">
          <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          Nuovo agente
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Eliminare l'agente?"
        message={removing ? `«${removing.name}» non potrà più stampare; il suo comando smette di funzionare.` : ""}
        confirmLabel="Elimina"
        destructive
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </section>
  );
}
