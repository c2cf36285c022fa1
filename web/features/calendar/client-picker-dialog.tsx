import { useAtomValue } from "jotai";
import { useDeferredValue, useMemo, useState } from "react";
import { formatPhone } from "../../../src/domain/phone";
import { Dialog } from "../../ui/dialog";
import { Field, Input } from "../../ui/input";
import type { Client } from "../../../src/domain/schemas/clients";
import { clientsAtom } from "../../entities/clients";

const MAX_SHOWN = 50;
const norm = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export function ClientPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(client: Client): void;
}) {
  const clients = useAtomValue(clientsAtom);
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const found = useMemo(() => {
    const q = norm(deferred.trim());
    const digits = deferred.replace(/\D/g, "");
    const list = clients.data ?? [];
    if (!q) return list;
    return list.filter(
      (c) => norm(`${c.firstName} ${c.lastName}`).includes(q) || norm(`${c.lastName} ${c.firstName}`).includes(q) || (digits.length > 0 && c.phone.includes(digits)),
    );
  }, [clients.data, deferred]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Seleziona Cliente" size="md">
      <div className="flex flex-col gap-3">
        <Field label="Cerca per nome o telefono">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </Field>
        <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
          {clients.loading && !clients.data ? "Caricamento…" : `${found.length} ${found.length === 1 ? "cliente trovato" : "clienti trovati"}`}
        </p>
        <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800 max-h-80 overflow-y-auto">
          {found.slice(0, MAX_SHOWN).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onPick(c)}
                className="w-full min-h-11 px-2 py-2 text-left hover:bg-stone-100 dark:hover:bg-stone-800 rounded-md"
              >
                <span className="block font-medium">
                  {c.firstName} {c.lastName}
                </span>
                <span className="block text-xs text-stone-600 dark:text-stone-400 tabular-nums">{formatPhone(c.phone)}</span>
              </button>
            </li>
          ))}
        </ul>
        {found.length > MAX_SHOWN && (
          <p className="text-xs text-stone-500">Mostrati i primi {MAX_SHOWN}: affina la ricerca.</p>
        )}
      </div>
    </Dialog>
  );
}
