import { useDeferredValue, useState } from "react";
import { useClient, useClientPages } from "../../entities/client-search";
import { ClientOption } from "../../ui/client-option";
import { Combobox } from "../../ui/combobox";
import { Field } from "../../ui/input";
import { displayName } from "../../../src/domain/names";

/** Options asked of the server per search; the rest is "affina la ricerca". */
const OPTIONS = 30;

/**
 * The reminder's client: searched on the server by name or phone (with 25,000 clients a
 * drop-down is a wall, and so is downloading them).
 * Typing after a pick drops the pick until another client is chosen.
 */
export function ReminderClientField(props: {
  id: string;
  clientId: string;
  /** The client's name as the reminder knows it, for an edited reminder. */
  initialName: string;
  error?: string;
  onChange(clientId: string): void;
}) {
  const { clientId, onChange } = props;
  const picked = useClient(/^\d+$/.test(clientId) ? Number(clientId) : null).data;
  const [query, setQuery] = useState(props.initialName);
  const found = useClientPages(useDeferredValue(query), OPTIONS);
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
        items={found.clients}
        matched={found.matched}
        itemKey={(c) => c.id}
        renderItem={(c) => <ClientOption client={c} />}
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
