import { useAtomValue, useSetAtom } from "jotai";
import { useMemo, useRef, useState } from "react";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";
import { extraordinaryDaysAtom } from "../../entities/extraordinary-days";
import { ExtraordinaryDayForm, FIELD_IDS } from "./extraordinary-day-form";
import { ExtraordinaryDayList } from "./extraordinary-day-list";
import { salonToday } from "../../lib/salon-time";

export default function ExtraordinaryDaysPage() {
  const days = useAtomValue(extraordinaryDaysAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const [editing, setEditing] = useState<ExtraordinaryDay | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const today = salonToday();
  const sorted = useMemo(() => [...(days.data ?? [])].sort((a, b) => a.date.localeCompare(b.date)), [days.data]);
  const stillExists = editing !== null && sorted.some((d) => d.id === editing.id);

  const startEditing = (day: ExtraordinaryDay) => {
    setEditing(day);
    // On a phone the form is above the list: bring it into view with the date ready to change.
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
      document.getElementById(FIELD_IDS.date)?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <PageHeader title="Giorni Straordinari" subtitle="Festività, chiusure e aperture con orari speciali: valgono per tutto il salone." />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <Card ref={formCard} className="scroll-mt-4">
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              {editing ? "Modifica Giorno Straordinario" : "Aggiungi Giorno Straordinario"}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ExtraordinaryDayForm
              key={editing?.id ?? "new"}
              editing={editing}
              stillExists={stillExists}
              today={today}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              Giorni Programmati
            </CardTitle>
          </CardHeader>
          <CardContent>
            {days.error && !days.data ? (
              <div className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center dark:border-stone-700">
                <p className="font-semibold">Impossibile caricare i giorni straordinari</p>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{days.error.message}</p>
                <Button variant="secondary" className="mt-4" onClick={() => bump(["extraordinary-days"])}>
                  Riprova
                </Button>
              </div>
            ) : !days.data ? (
              <div aria-busy="true" aria-label="Caricamento giorni straordinari" className="flex flex-col gap-4">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="flex flex-col gap-2">
                    <Skeleton className="h-5 w-56 max-w-full" />
                    <Skeleton className="h-4 w-40" />
                  </div>
                ))}
              </div>
            ) : (
              <ExtraordinaryDayList
                days={sorted}
                editingId={editing?.id ?? null}
                today={today}
                onEdit={startEditing}
                onDeleted={(id) => editing?.id === id && setEditing(null)}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
