import { useDeferredValue, useState } from "react";
import { displayName } from "../../../src/domain/names";
import type { Client } from "../../../src/domain/schemas/clients";
import { useClientPages } from "../../entities/client-search";
import { Button } from "../../ui/button";
import { ClientOption } from "../../ui/client-option";
import { Combobox } from "../../ui/combobox";
import { Field } from "../../ui/input";
import { fieldId } from "./sale-lines";

const NO_CLIENTS: Client[] = [];

/**
 * Who the sale is for. A visit's sale is its client's; a sale without a visit may name one
 * (searched by name or phone, like the appointment form) or stay anonymous.
 */
export function SaleClient({
  fixedName,
  client,
  onPick,
  error,
}: {
  /** The visit's client: shown, not changed. */
  fixedName: string | null;
  client: Client | null;
  onPick(client: Client | null): void;
  error?: string;
}) {
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query).trim();
  const found = useClientPages(q, 20, 1, fixedName === null && client === null && q !== "");
  const items = q === "" || found.shownQuery.trim() === "" ? NO_CLIENTS : found.clients;

  if (fixedName !== null || client !== null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0">
          <span className="block text-sm text-stone-600 dark:text-stone-400">Cliente</span>
          <span className="block font-semibold" data-sale-client>
            {fixedName ?? (client ? displayName(client) : "")}
          </span>
        </p>
        {fixedName === null && (
          <Button size="sm" variant="secondary" onClick={() => onPick(null)}>
            Cambia cliente
          </Button>
        )}
      </div>
    );
  }
  return (
    <Field label="Cliente" id={fieldId("clientId")} error={error} hint="Facoltativa: cerca per nome o telefono">
      <Combobox
        query={query}
        onQueryChange={setQuery}
        items={items}
        matched={items === NO_CLIENTS ? 0 : found.matched}
        itemKey={(c) => c.id}
        renderItem={(c) => <ClientOption client={c} />}
        onSelect={(c) => {
          onPick(c);
          setQuery("");
        }}
        emptyText={q === "" ? undefined : "Nessuna cliente trovata"}
        moreText={(n) => `…e altri ${n}: affina la ricerca`}
      />
    </Field>
  );
}
