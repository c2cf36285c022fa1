import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { MAX_QUICK_SERVICES } from "../../../src/domain/schemas/quick-services";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { quickServicesAtom, saveQuickServices } from "../../entities/quick-services";
import { servicesAtom } from "../../entities/services";
import { detailsOf } from "../../entities/visits";
import { groupByCategory } from "../../../src/domain/service-categories";

/** The booking dialog's one-click services: the owner ticks up to six, shown in the list's order. */
export function QuickServicesCard() {
  const quick = useAtomValue(quickServicesAtom);
  const services = useAtomValue(servicesAtom).data;
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  // What the owner has ticked since the last save; null follows the server.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = picked ?? quick.data?.serviceIds ?? [];
  const full = chosen.length >= MAX_QUICK_SERVICES;

  const toggle = (id: number) => setPicked(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const order = (services ?? []).map((s) => s.id).filter((id) => chosen.includes(id));
      await saveQuickServices({ serviceIds: order });
      setPicked(null);
      bump(["services"]);
      toast({ title: "Servizi rapidi salvati", description: "Il nuovo appuntamento mostra i pulsanti scelti." });
    } catch (error) {
      const message = error instanceof ApiError ? error.userMessage : "Riprova tra poco.";
      toast({ title: "Errore salvando i servizi rapidi", description: message, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Servizi rapidi
        </CardTitle>
      </CardHeader>
      <CardContent>
        {quick.error && !quick.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare i servizi rapidi. Riprova più tardi.
          </p>
        ) : !services || !quick.data ? (
          <div aria-busy="true" aria-label="Caricamento servizi rapidi" className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : services.length === 0 ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">Aggiungi prima i servizi del salone nella pagina Servizi.</p>
        ) : (
          <form onSubmit={submit} aria-label="Servizi rapidi" className="flex flex-col gap-3">
            <fieldset>
              <legend className="text-sm text-stone-700 dark:text-stone-300">
                Fino a {MAX_QUICK_SERVICES} pulsanti nel nuovo appuntamento, per scegliere il servizio con un clic.
                {!quick.data.custom && picked === null && " Ora sono i servizi più prenotati."}
              </legend>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2 xl:grid-cols-1">
                {/* In category order, like every service picker. */}
                {groupByCategory(services.map((s) => ({ ...s, category: detailsOf(s).category }))).flatMap((g) => g.services).map((s) => {
                  const checked = chosen.includes(s.id);
                  return (
                    <li key={s.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-stone-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:hover:bg-stone-800 sm:min-h-9">
                        <input
                          type="checkbox"
                          className="size-4 accent-rose-700"
                          checked={checked}
                          disabled={!checked && full}
                          onChange={() => toggle(s.id)}
                        />
                        {s.name}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
              {chosen.length} di {MAX_QUICK_SERVICES} scelti
            </p>
            <div className="flex justify-end">
              <Button type="submit" loading={saving} disabled={picked === null} className="w-full sm:w-auto">
                Salva servizi rapidi
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
