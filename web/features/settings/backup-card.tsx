import { useEffect, useState } from "react";
import type { BackupInfo } from "../../../src/domain/schemas/backups";
import { formatSize } from "../../../src/domain/backups";
import { fetchLatestBackup, runBackupNow } from "../../entities/backups";
import { ApiError } from "../../lib/api";
import { salonTimeZone } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import { useToast } from "../../ui/toast";

/** "10 marzo 2026 alle ore 03:00" on the salon's wall clock, whatever the browser's zone. */
export function formatBackupTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("it-IT", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

type State = { status: "loading" } | { status: "error" } | { status: "ready"; latest: BackupInfo | null };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function BackupCard() {
  const { toast } = useToast();
  const [state, setState] = useState<State>({ status: "loading" });
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    fetchLatestBackup().then(
      (answer) => live && setState({ status: "ready", latest: answer.latest }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function backupNow() {
    setRunning(true);
    try {
      const made = await runBackupNow();
      setState({ status: "ready", latest: made });
      toast({ title: "Backup completato", description: `${formatSize(made.sizeBytes)} in ${made.path}` });
    } catch (error) {
      const text = error instanceof ApiError ? error.userMessage : "Errore di rete";
      toast({ title: "Errore", description: `Backup non riuscito: ${text}`, variant: "destructive" });
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Backup
        </CardTitle>
      </CardHeader>
      <CardContent>
        {state.status === "loading" ? (
          <div aria-busy="true" aria-label="Caricamento backup" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : state.status === "error" ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Impossibile caricare lo stato dei backup. Riprova più tardi.
          </p>
        ) : state.latest === null ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">Nessun backup ancora eseguito.</p>
        ) : (
          <dl aria-label="Ultimo backup" className="divide-y divide-stone-200 dark:divide-stone-800">
            <Row label="Ultimo backup">{formatBackupTime(state.latest.takenAt, salonTimeZone())}</Row>
            <Row label="Dimensione">{formatSize(state.latest.sizeBytes)}</Row>
            <Row label="Posizione">
              <code className="break-all font-mono text-xs">{state.latest.path}</code>
            </Row>
            {state.latest.offsite && (
              <Row label="Copia fuori sede">
                <code className="break-all font-mono text-xs">{state.latest.offsite}</code>
              </Row>
            )}
          </dl>
        )}
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Il server ne fa uno da solo ogni notte.</p>
        <Button className="mt-3 w-full sm:w-auto" onClick={backupNow} disabled={running || state.status === "loading"}>
          {running ? "Backup in corso…" : "Esegui backup ora"}
        </Button>
      </CardContent>
    </Card>
  );
}
