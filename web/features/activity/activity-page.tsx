import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { ACTIVITY_ENTITIES, ACTIVITY_ENTITY_LABELS, type ActivityEntry } from "../../../src/domain/schemas/activity";
import { isValidDate } from "../../../src/domain/time";
import { ACTION_LABELS, movedDetail } from "../../lib/activity-text";
import { ApiError } from "../../lib/api";
import { salonDateTime } from "../../lib/salon-time";
import { PageHeader } from "../../ui/page-header";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { DateInput } from "../../ui/date-input";
import { Field } from "../../ui/input";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/spinner";
import { fetchActivityPage, type ActivityFilter } from "../../entities/activity";
import { usersAtom } from "../../entities/users";
import { displayName } from "../../../src/domain/names";

const NO_FILTER: ActivityFilter = { userId: "", from: "", to: "", entity: "" };
const describe = (error: unknown) => (error instanceof ApiError ? error.userMessage : "Impossibile caricare il registro");

type Pages = { entries: ActivityEntry[]; nextCursor: string | null };
type State = { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & Pages);

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const detail = entry.action === "moved" ? movedDetail(entry.changes) : null;
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[9.5rem_1fr] sm:gap-4" data-testid="activity-entry">
      <time dateTime={entry.at} className="text-sm tabular-nums text-stone-600 dark:text-stone-400">
        {salonDateTime(entry.at)}
      </time>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{entry.actorName}</span>
          <span>{ACTION_LABELS[entry.action].toLowerCase()}</span>
          <Badge tone="neutral">{ACTIVITY_ENTITY_LABELS[entry.entity]}</Badge>
        </p>
        <p className="mt-0.5 text-sm break-words">{entry.summary}</p>
        {detail && <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400 tabular-nums">{detail}</p>}
      </div>
    </li>
  );
}

/**
 * A day of the filter, typed gg/mm/aaaa: the list is asked again only for a real day or an empty
 * field, not for each keystroke of a day half typed ("1/11").
 */
function DayFilter({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange(day: string): void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // "Azzera filtri" (a value from outside) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <Field label={label}>
      <DateInput
        value={text}
        min={min}
        max={max}
        onChange={(next) => {
          setText(next);
          if (next === "" || isValidDate(next)) onChange(next);
        }}
      />
    </Field>
  );
}

/** "Registro attività" (owner only): who changed what, newest first, 50 a page, filtered by person, days and kind. */
export default function ActivityPage() {
  const users = useAtomValue(usersAtom).data ?? [];
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [state, setState] = useState<State>({ status: "loading" });
  const [loadingMore, setLoadingMore] = useState(false);
  // Answers to an older filter arrive late sometimes: only the latest request may set the list.
  const request = useRef(0);

  // Every change of the filter (and "Riprova", a fresh copy of it) fetches the first page again.
  const changeFilter = (next: ActivityFilter) => {
    setFilter(next);
    setState({ status: "loading" });
  };

  useEffect(() => {
    const id = ++request.current;
    fetchActivityPage(filter).then(
      (page) => id === request.current && setState({ status: "ready", ...page }),
      (error) => id === request.current && setState({ status: "error", message: describe(error) }),
    );
  }, [filter]);

  async function loadMore() {
    if (state.status !== "ready" || !state.nextCursor) return;
    const id = request.current;
    setLoadingMore(true);
    try {
      const page = await fetchActivityPage(filter, state.nextCursor);
      if (id === request.current) setState({ status: "ready", entries: [...state.entries, ...page.entries], nextCursor: page.nextCursor });
    } catch (error) {
      if (id === request.current) setState({ status: "error", message: describe(error) });
    } finally {
      setLoadingMore(false);
    }
  }

  const set = (key: keyof ActivityFilter) => (value: string) => changeFilter({ ...filter, [key]: value });
  const filtered = filter.userId || filter.from || filter.to || filter.entity;

  return (
    <>
      <PageHeader title="Registro attività" subtitle="Chi ha cambiato cosa, dal più recente." />
      <Card className="mb-4 grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_11rem_11rem_auto] xl:items-end">
        <Select
          label="Persona"
          value={filter.userId}
          onChange={(e) => set("userId")(e.target.value)}
          options={[{ value: "", label: "Tutti" }, ...users.map((u) => ({ value: String(u.id), label: displayName(u) }))]}
        />
        <Select
          label="Tipo"
          value={filter.entity}
          onChange={(e) => set("entity")(e.target.value)}
          options={[{ value: "", label: "Tutti i tipi" }, ...ACTIVITY_ENTITIES.map((e) => ({ value: e, label: ACTIVITY_ENTITY_LABELS[e] }))]}
        />
        <DayFilter label="Dal" value={filter.from} max={filter.to || undefined} onChange={set("from")} />
        <DayFilter label="Al" value={filter.to} min={filter.from || undefined} onChange={set("to")} />
        <Button variant="ghost" disabled={!filtered} onClick={() => changeFilter(NO_FILTER)}>
          Azzera filtri
        </Button>
      </Card>

      {state.status === "loading" ? (
        <Card className="p-4" aria-busy="true" aria-label="Caricamento registro">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="my-3 h-10 w-full" />
          ))}
        </Card>
      ) : state.status === "error" ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {state.message}
          </p>
          <Button className="mt-3" variant="secondary" onClick={() => changeFilter({ ...filter })}>
            Riprova
          </Button>
        </Card>
      ) : state.entries.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700">
          <p className="font-semibold">Nessuna attività</p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {filtered ? "Nessuna modifica corrisponde ai filtri: allargali o azzerali." : "Le modifiche dello staff compariranno qui."}
          </p>
        </div>
      ) : (
        <Card className="px-4">
          <ul className="divide-y divide-stone-100 dark:divide-stone-800" aria-label="Registro attività">
            {state.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {state.nextCursor && (
            <div className="border-t border-stone-100 py-3 text-center dark:border-stone-800">
              <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
                Carica altre attività
              </Button>
            </div>
          )}
        </Card>
      )}
    </>
  );
}
