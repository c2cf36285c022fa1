import type { Client } from "../../../src/domain/schemas/clients";
import { consentText } from "../../../src/domain/whatsapp-consent";
import { salonTimeZone } from "../../lib/salon-time";

/** "WhatsApp: consenso dal 12/03/2026" or "WhatsApp: nessun consenso", on the client card. */
export function WhatsappConsentLine({ client }: { client: Pick<Client, "whatsappConsent" | "whatsappConsentAt"> }) {
  return (
    <div className="flex gap-2" data-testid="client-whatsapp-consent">
      <dt className="sr-only">Consenso WhatsApp</dt>
      <dd className={client.whatsappConsent ? "text-stone-700 dark:text-stone-300" : "text-stone-600 dark:text-stone-400"}>
        {consentText(client, salonTimeZone())}
      </dd>
    </div>
  );
}
