import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import { stylistsAtom } from "../../entities/stylists";
import { vacationsAtom } from "../../entities/vacations";
import { vacationStylistIdAtom } from "./state";
import { localToday } from "./format";
import { VacationForm } from "./vacation-form";
import { VacationList } from "./vacation-list";

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
      <p className="text-base font-semibold">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600 dark:text-stone-400">{text}</p>
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Caricamento ferie" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      ))}
    </div>
  );
}

export default function VacationsPage() {
  const stylists = useAtomValue(stylistsAtom);
  const vacations = useAtomValue(vacationsAtom);
  const [selected, setSelected] = useAtom(vacationStylistIdAtom);
  const bump = useSetAtom(bumpTopicsAtom);
  const today = localToday();
  const list = stylists.data ?? [];
  const stylist = list.find((s) => s.id === selected) ?? list[0] ?? null;
  const shown = useMemo(
    () =>
      (vacations.data ?? [])
        .filter((v) => v.stylistId === stylist?.id)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id),
    [vacations.data, stylist?.id],
  );

  let body: ReactNode;
  if (stylists.error && !stylists.data) {
    body = (
      <Notice title="Impossibile caricare gli stilisti" text={stylists.error.message}>
        <Button variant="secondary" onClick={() => bump(["stylists"])}>
          Riprova
        </Button>
      </Notice>
    );
  } else if (!stylists.data) {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <Card className="p-5">
          <Skeleton className="h-96 w-full" />
        </Card>
        <Card className="p-5">
          <ListSkeleton />
        </Card>
      </div>
    );
  } else if (!stylist) {
    body = (
      <Notice title="Nessuno stilista" text="Aggiungi prima gli stilisti del salone: poi qui registrerai le loro ferie.">
        <Link
          to="/stylists"
          className="inline-flex min-h-11 items-center rounded-md bg-rose-700 px-4 text-sm font-medium text-white hover:bg-rose-800 sm:min-h-10"
        >
          Vai a Stilisti
        </Link>
      </Notice>
    );
  } else {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              Aggiungi Ferie
            </CardTitle>
          </CardHeader>
          <CardContent>
            <VacationForm stylists={list} stylistId={stylist.id} onStylistChange={setSelected} today={today} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              Ferie Programmate
            </CardTitle>
            <span className="text-sm text-stone-600 dark:text-stone-400">{stylist.name}</span>
          </CardHeader>
          <CardContent>
            {vacations.error && !vacations.data ? (
              <Notice title="Impossibile caricare le ferie" text={vacations.error.message}>
                <Button variant="secondary" onClick={() => bump(["vacations"])}>
                  Riprova
                </Button>
              </Notice>
            ) : !vacations.data ? (
              <ListSkeleton />
            ) : (
              <VacationList vacations={shown} stylistName={stylist.name} today={today} />
            )}
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Ferie Stilisti" subtitle="Ferie, malattie e permessi: nel calendario quei giorni risultano non disponibili." />
      {body}
    </>
  );
}
