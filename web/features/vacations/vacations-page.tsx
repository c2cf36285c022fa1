import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";
import { PageHeader } from "../../ui/page-header";
import { bumpTopicsAtom } from "../../lib/query";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import { stylistsAtom } from "../../entities/stylists";
import { vacationsAtom } from "../../entities/vacations";
import { vacationStylistIdAtom } from "./state";
import { salonToday } from "../../lib/salon-time";
import { VacationForm } from "./vacation-form";
import { VacationList } from "./vacation-list";
import { LoadError } from "../../ui/empty-state";
import { ListState } from "../../ui/list-state";
import { LinkButton } from "../../ui/link-button";

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
  const today = salonToday();
  const list = stylists.data ?? [];
  const stylist = list.find((s) => s.id === selected) ?? list[0] ?? null;
  const shown = useMemo(
    () =>
      (vacations.data ?? [])
        .filter((v) => v.stylistId === stylist?.id)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id),
    [vacations.data, stylist?.id],
  );

  const body = (
    <ListState
      query={stylists}
      loadError="Impossibile caricare i collaboratori"
      loadErrorText={stylists.error?.message}
      onRetry={() => bump(["stylists"])}
      loading={
        <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_1fr]">
          <Card className="p-5">
            <Skeleton className="h-96 w-full" />
          </Card>
          <Card className="p-5">
            <ListSkeleton />
          </Card>
        </div>
      }
      empty={{
        title: "Nessun collaboratore",
        text: "Aggiungi prima i collaboratori del salone: poi qui registrerai le loro ferie.",
        action: (
          <LinkButton to="/stylists">
            Vai a Stilisti
          </LinkButton>
        ),
      }}
    >
      {() =>
        stylist && (
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
                  <LoadError title="Impossibile caricare le ferie" text={vacations.error.message} onRetry={() => bump(["vacations"])} />
                ) : !vacations.data ? (
                  <ListSkeleton />
                ) : (
                  <VacationList vacations={shown} stylistName={stylist.name} today={today} />
                )}
              </CardContent>
            </Card>
          </div>
        )
      }
    </ListState>
  );
  return (
    <>
      <PageHeader title="Ferie Stilisti" subtitle="Ferie, malattie e permessi: nel calendario quei giorni risultano non disponibili." />
      {body}
    </>
  );
}
