import { useAtomValue } from "jotai";
import { Badge } from "../../ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { cn } from "../../ui/cn";
import { Skeleton } from "../../ui/spinner";
import { useCan } from "../../entities/permissions";
import { whatsappStatusAtom } from "../../entities/whatsapp-status";
import { WhatsappCredentialsForm } from "./whatsapp-credentials-form";

type Level = "ok" | "missing" | "warning";

function Indicator({ label, level, detail }: { label: string; level: Level; detail: string }) {
  const symbol = level === "ok" ? "✓" : level === "warning" ? "!" : "✕";
  return (
    <li className="flex items-start gap-3 py-2">
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold",
          level === "ok" && "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
          level === "warning" && "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
          level === "missing" && "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
        )}
      >
        {symbol}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium">{label}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{detail}</p>
      </div>
    </li>
  );
}

export function WhatsappStatusCard() {
  const { data, error } = useAtomValue(whatsappStatusAtom);
  const mayManage = useCan("settings.write");
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Messaggi WhatsApp
        </CardTitle>
        {data && (data.configured ? <Badge tone="green">Configurato</Badge> : <Badge tone="red">Non configurato</Badge>)}
      </CardHeader>
      <CardContent>
        {error && !data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare lo stato di WhatsApp. Riprova più tardi.
          </p>
        ) : !data ? (
          <div aria-busy="true" aria-label="Caricamento stato WhatsApp" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <>
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {data.configured
                ? "I promemoria possono essere inviati su WhatsApp."
                : "I promemoria non possono essere inviati finché WhatsApp non è configurato."}
            </p>
            <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800" aria-label="Variabili WhatsApp">
              <Indicator
                label="Access Token"
                level={data.hasAccessToken ? "ok" : "missing"}
                detail={data.hasAccessToken ? "Impostato" : "Mancante: necessario per l'invio"}
              />
              <Indicator
                label="Phone Number ID"
                level={data.hasPhoneNumberId ? "ok" : "missing"}
                detail={data.hasPhoneNumberId ? "Impostato" : "Mancante: necessario per l'invio"}
              />
              <Indicator
                label="Business Account ID"
                level={data.hasBusinessAccountId ? "ok" : "warning"}
                detail={data.hasBusinessAccountId ? "Impostato" : "Mancante: facoltativo, l'invio funziona anche senza"}
              />
            </ul>
            {!data.configured && (
              <p className="mt-3 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100">
                {mayManage ? "Inserisci Access Token e Phone Number ID qui sotto, oppure imposta" : "Il titolare può inserire le credenziali qui, oppure impostare"} le variabili
                d'ambiente <code className="font-mono font-semibold">WHATSAPP_ACCESS_TOKEN</code> e{" "}
                <code className="font-mono font-semibold">WHATSAPP_PHONE_NUMBER_ID</code> nella configurazione del deployment.
              </p>
            )}
            {mayManage && <WhatsappCredentialsForm />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
