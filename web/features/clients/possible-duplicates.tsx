import { useAtomValue, useSetAtom } from "jotai";
import { useId, useState } from "react";
import { formatPhone } from "../../../src/domain/phone";
import type { Client } from "../../../src/domain/schemas/clients";
import { mergeClients } from "../../entities/clients";
import { duplicatesAtom } from "../../entities/client-search";
import { failureToast } from "../../lib/failure-toast";
import { plural } from "../../lib/format";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { displayName } from "../../../src/domain/names";

const fullName = (c: Client) => displayName(c);
type Pending = { survivor: Client; duplicate: Client };
/** Groups drawn at a time once the list is opened; "Mostra altri gruppi" adds as many again. */
export const DUPLICATE_GROUPS_SHOWN = 20;

function MergeRows({ offset, onMerge }: { offset: number; onMerge(pending: Pending): void }) {
  const { data } = useAtomValue(duplicatesAtom(`${offset}|${DUPLICATE_GROUPS_SHOWN}`));
  if (!data) return null;
  return data.groups.map((group) => {
    const survivor = group.clients[0]!;
    return (
      <li key={`${group.reason}:${group.key}`} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
        <p className="text-xs font-semibold tracking-wide text-stone-600 dark:text-stone-400">
          {group.reason === "phone" ? `STESSO TELEFONO ${formatPhone(group.key)}` : "STESSO NOME"}
        </p>
        <ul className="mt-1 divide-y divide-stone-200 dark:divide-stone-800">
          {group.clients.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{fullName(c)}</span>{" "}
                <span className="tabular-nums text-stone-600 dark:text-stone-400">{formatPhone(c.phone)}</span>
                {c.email && <span className="block break-all text-stone-600 dark:text-stone-400">{c.email}</span>}
              </span>
              {c.id === survivor.id ? (
                <span className="text-xs font-medium text-stone-600 dark:text-stone-400">Da tenere</span>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => onMerge({ survivor, duplicate: c })} aria-label={`Unisci ${fullName(c)} (${formatPhone(c.phone)}) a ${fullName(survivor)}`}>
                  Unisci
                </Button>
              )}
            </li>
          ))}
        </ul>
      </li>
    );
  });
}

/**
 * "Possibili doppioni": clients sharing a phone or a name, grouped by the server. Closed, it
 * asks only for the count; the groups are fetched and drawn when opened, 20 at a time. The first
 * of a group (the oldest record) is the one kept; "Unisci" moves another's appointments and
 * reminders to it, after a confirmation that says so. Nothing merges by itself: a family may
 * share one phone.
 */
export function PossibleDuplicates() {
  const total = useAtomValue(duplicatesAtom("0|0")).data?.total ?? 0;
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const listId = useId();
  if (total === 0) return null;

  async function merge({ survivor, duplicate }: Pending) {
    try {
      const result = await mergeClients(survivor.id, duplicate.id);
      bump(["clients", "appointments", "reminders"]);
      toast({
        title: "Clienti uniti",
        description: `${fullName(survivor)}: ${plural(result.movedAppointments, "appuntamento spostato", "appuntamenti spostati")}, ${plural(result.movedReminders, "promemoria spostato", "promemoria spostati")}.`,
      });
    } catch (error) {
      toast(failureToast("Impossibile unire i clienti", error));
      throw error;
    }
  }

  return (
    <Card className="mb-4 border-amber-300 p-4 dark:border-amber-800" data-testid="possible-duplicates">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 text-left font-semibold"
      >
        <span>
          Possibili doppioni <span className="tabular-nums">({total})</span>
        </span>
        <span className="text-sm font-medium text-rose-800 dark:text-rose-300">{open ? "Nascondi" : "Mostra"}</span>
      </button>
      {open && (
        <div id={listId}>
          <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">
            Stesso telefono o stesso nome. Unendo, appuntamenti e promemoria passano al primo cliente del gruppo e il doppione viene eliminato.
          </p>
          <ul className="flex flex-col gap-3">
            {Array.from({ length: shown }, (_, i) => (
              <MergeRows key={i} offset={i * DUPLICATE_GROUPS_SHOWN} onMerge={setPending} />
            ))}
          </ul>
          {shown * DUPLICATE_GROUPS_SHOWN < total && (
            <div className="mt-3 flex justify-center">
              <Button variant="secondary" onClick={() => setShown((n) => n + 1)}>
                Mostra altri gruppi (ne restano {total - shown * DUPLICATE_GROUPS_SHOWN})
              </Button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title="Unire i due clienti?"
        message={
          pending && (
            <>
              Appuntamenti e promemoria di <strong>{fullName(pending.duplicate)}</strong> ({formatPhone(pending.duplicate.phone)}) passano a{" "}
              <strong>{fullName(pending.survivor)}</strong> ({formatPhone(pending.survivor.phone)}), poi il doppione viene eliminato. L'operazione non si
              può annullare.
            </>
          )
        }
        confirmLabel="Unisci"
        onConfirm={() => (pending ? merge(pending) : undefined)}
      />
    </Card>
  );
}
