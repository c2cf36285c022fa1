import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { SetupStep } from "../../../src/domain/schemas/salon-settings";
import { useCan } from "../../entities/permissions";
import { hideSetupChecklist, setupChecklistAtom } from "../../entities/salon-settings";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { cn } from "../../ui/cn";
import { useToast } from "../../ui/toast";

const STEPS: Record<SetupStep, { title: string; todo: string; to: string; where: string }> = {
  hours: { title: "Orari di apertura", todo: "Controlla e salva gli orari settimanali del salone.", to: "/settings", where: "Impostazioni" },
  services: { title: "Servizi", todo: "Aggiungi almeno un servizio con durata e prezzo.", to: "/services", where: "Servizi" },
  stylists: { title: "Stilisti", todo: "Aggiungi almeno uno stilista.", to: "/stylists", where: "Stilisti" },
  users: { title: "Utenti", todo: "Crea un accesso per la reception o un collaboratore.", to: "/users", where: "Utenti" },
  whatsapp: { title: "WhatsApp", todo: "Inserisci le credenziali per inviare i promemoria.", to: "/settings", where: "Impostazioni" },
  onlineBooking: { title: "Prenotazioni online", todo: "Attiva la pagina da cui i clienti prenotano da soli.", to: "/settings", where: "Impostazioni" },
  backup: { title: "Backup", todo: "Esegui il primo backup del database.", to: "/settings", where: "Impostazioni" },
};

/** The owner's first steps, ticked from the data as each is done; hidden for good once all are. */
export function SetupChecklistCard() {
  const mayManage = useCan("settings.write");
  if (!mayManage) return null;
  return <Checklist />;
}

function Checklist() {
  const query = useAtomValue(setupChecklistAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const data = query.data;
  if (!data || data.hidden) return null;
  const done = data.steps.filter((s) => s.done).length;
  const complete = done === data.steps.length;

  async function hide() {
    setBusy(true);
    try {
      await hideSetupChecklist(true);
      bump(["settings"]);
    } catch (error) {
      toast({ title: "Errore", description: error instanceof ApiError ? error.userMessage : "Riprova tra poco.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>
          <h2>{complete ? "Il salone è pronto" : "Prepara il salone"}</h2>
        </CardTitle>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {done} di {data.steps.length} passi fatti
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1 md:grid-cols-2" aria-label="Passi per preparare il salone">
          {data.steps.map((step) => {
            const text = STEPS[step.key];
            return (
              <li key={step.key} className="flex items-start gap-3 rounded-md px-1 py-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                    step.done ? "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200" : "border border-stone-300 text-transparent dark:border-stone-600",
                  )}
                >
                  ✓
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {text.title}
                    <span className="sr-only">{step.done ? ": fatto" : ": da fare"}</span>
                  </p>
                  {step.done ? (
                    <p className="text-sm text-stone-600 dark:text-stone-400">Fatto</p>
                  ) : (
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      {text.todo}{" "}
                      <Link to={text.to} className="font-medium text-rose-700 underline dark:text-rose-400">
                        Vai a {text.where}
                      </Link>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {complete && (
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" disabled={busy} onClick={hide}>
              Nascondi
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
