import { useMemo, useState } from "react";
import { buildSearchIndex, createClientSearch } from "../../../src/domain/client-search";
import { formatPhone } from "../../../src/domain/phone";
import type { Client } from "../../../src/domain/schemas/clients";
import { Combobox } from "../../ui/combobox";
import { Field } from "../../ui/input";
import { displayName } from "../../../src/domain/names";


/**
 * The reminder's client: searched by name or phone (with 2,000 clients a drop-down is a wall).
 * Typing after a pick drops the pick until another client is chosen.
 */
export function ReminderClientField(props: {
  id: string;
  clients: readonly Client[];
  clientId: string;
  /** The client's name as the reminder knows it, for an edited reminder. */
  initialName: string;
  error?: string;
  onChange(clientId: string): void;
}) {
  const { clients, clientId, onChange } = props;
  const picked = clients.find((c) => String(c.id) === clientId);
  const [query, setQuery] = useState(() => (picked ? displayName(picked) : props.initialName));
  const search = useMemo(() => createClientSearch(buildSearchIndex(clients)), [clients]);
  const matches = useMemo(() => (query.trim() === "" ? clients : search(query)), [search, query, clients]);
  return (
    <Field
      label="Cliente"
      id={props.id}
      error={props.error}
      className="sm:col-span-2"
      hint={picked && !picked.whatsappConsent ? "Nessun consenso WhatsApp: il promemoria non verrà inviato finché non viene dato nella scheda cliente" : undefined}
    >
      <Combobox
        query={query}
        onQueryChange={(text) => {
          setQuery(text);
          if (clientId !== "") onChange("");
        }}
        items={matches}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <span className="flex flex-col">
            <span className="font-medium">{displayName(c)}</span>
            <span className="text-xs tabular-nums text-stone-600 dark:text-stone-400">{formatPhone(c.phone)}</span>
          </span>
        )}
        onSelect={(c) => {
          setQuery(displayName(c));
          onChange(String(c.id));
        }}
        placeholder="Cerca per nome o telefono"
        emptyText="Nessun cliente trovato"
        moreText={(n) => `…e altri ${n}: affina la ricerca`}
      />
    </Field>
  );
}
