import { useSetAtom } from "jotai";
import { useState } from "react";
import { CSV_ENCODINGS, CSV_SEPARATORS, ENCODING_LABELS, readCsv, SEPARATOR_LABELS, type CsvTable } from "../../../src/domain/import/csv";
import { guessMapping, type ImportMapping } from "../../../src/domain/import/fields";
import type { ClientImportReport, DuplicateChoice } from "../../../src/domain/schemas/client-import";
import { IMPORT_MAX_BYTES } from "../../../src/domain/schemas/client-import";
import { importClients } from "../../entities/client-import";
import { CLIENTS_TOPIC } from "../../entities/clients";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Field, Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";
import { DuplicatesChoice, ImportReport, MappingList, Preview } from "./import-clients-parts";

type Loaded = { file: File; bytes: Uint8Array; table: CsvTable; mapping: ImportMapping };

/**
 * Impostazioni → "Importa clienti": a CSV from another system, read in the browser for the
 * preview (same parser as the server), its columns matched to the client's fields, "Prova" for
 * the server's dry run, then "Importa" (all or nothing). Any change asks for a new "Prova".
 */
export function ImportClientsCard() {
  const { toast } = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [choice, setChoice] = useState<DuplicateChoice>("skip");
  const [report, setReport] = useState<ClientImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();

  const change = (next: Partial<Loaded>) => {
    setLoaded((current) => (current ? { ...current, ...next } : current));
    setReport(null);
  };

  async function pick(file: File | undefined) {
    setReport(null);
    setFileError(undefined);
    if (!file) return setLoaded(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setLoaded(null);
      return setFileError("Il file supera i 5 MB: dividilo in più file");
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const table = readCsv(bytes);
    setLoaded({ file, bytes, table, mapping: guessMapping(table.headers) });
  }

  function reread(options: Pick<CsvTable, "encoding" | "separator">) {
    if (!loaded) return;
    const table = readCsv(loaded.bytes, options);
    const sameHeaders = table.headers.join("\n") === loaded.table.headers.join("\n");
    change({ table, mapping: sameHeaders ? loaded.mapping : guessMapping(table.headers) });
  }

  async function send(dryRun: boolean) {
    if (!loaded) return;
    setBusy(true);
    try {
      const request = { file: loaded.file, mapping: loaded.mapping, duplicates: choice, encoding: loaded.table.encoding, separator: loaded.table.separator };
      const answer = await importClients(request, dryRun);
      setReport(answer);
      if (answer.imported) {
        bump([CLIENTS_TOPIC]);
        toast({ title: "Clienti importati", description: `${answer.new.toLocaleString("it-IT")} nuovi clienti` });
      }
    } catch (error) {
      toast({ title: "Importazione non riuscita", description: error instanceof ApiError ? error.userMessage : "Errore di rete", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const ready = report !== null && !report.imported && report.refused.length === 0 && report.new + report.merged > 0;
  return (
    <Card aria-labelledby="import-clients-title" role="region">
      <CardHeader>
        <CardTitle id="import-clients-title">Importa clienti</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Un file CSV esportato da Fresha, Treatwell o da un foglio di calcolo (separato da ; o da ,). I clienti con un telefono già presente sono doppioni.
        </p>
        <Field label="File CSV" error={fileError}>
          <Input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:font-medium dark:file:bg-stone-800 dark:file:text-stone-100"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </Field>
        {loaded && loaded.table.headers.length > 0 && (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                label="Codifica"
                hint="Rilevata dal file; cambiala se le lettere accentate non si leggono bene"
                options={CSV_ENCODINGS.map((e) => ({ value: e, label: ENCODING_LABELS[e] }))}
                value={loaded.table.encoding}
                onChange={(event) => reread({ encoding: event.target.value as CsvTable["encoding"], separator: loaded.table.separator })}
              />
              <Select
                label="Separatore"
                hint="Rilevato dalla prima riga"
                options={CSV_SEPARATORS.map((s) => ({ value: s, label: SEPARATOR_LABELS[s] }))}
                value={loaded.table.separator}
                onChange={(event) => reread({ encoding: loaded.table.encoding, separator: event.target.value as CsvTable["separator"] })}
              />
            </div>
            <MappingList headers={loaded.table.headers} rows={loaded.table.rows} mapping={loaded.mapping} onChange={(mapping) => change({ mapping })} />
            <Preview headers={loaded.table.headers} rows={loaded.table.rows} />
            <DuplicatesChoice
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setReport(null);
              }}
            />
            {report && <ImportReport report={report} choice={choice} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => void send(true)}>
                Prova
              </Button>
              <Button disabled={busy || !ready} onClick={() => void send(false)}>
                Importa
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
