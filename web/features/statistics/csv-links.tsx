import { EXPORT_NAMES, exportCsvUrl, reportCsvUrl, type ExportName, type ReportName } from "../../entities/reports";
import { ReportCard } from "./report-table";

const LINK =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 sm:min-h-8 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800";

/** "Scarica CSV": a plain link, so the browser downloads it with the session cookie (the server names the file). */
export function ReportCsvLink({ name, from, to, label }: { name: ReportName; from: string; to: string; label: string }) {
  return (
    <a className={LINK} href={reportCsvUrl(name, from, to)} download aria-label={`Scarica CSV: ${label}`}>
      Scarica CSV
    </a>
  );
}

const EXPORTS: Record<ExportName, { label: string; hint: string }> = {
  clients: { label: "Clienti", hint: "una riga per cliente" },
  visits: { label: "Visite", hint: "una riga per visita, annullate comprese, con i servizi" },
  sales: { label: "Vendite", hint: "una riga per documento: vendite, annulli e resi" },
};

/** Complete exports for Excel (";" separator, decimal comma, dates gg/mm/aaaa). */
export function ExportsCard() {
  return (
    <ReportCard title="Esportazioni" className="mt-4">
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">Tutti i dati, in file CSV che Excel apre in italiano.</p>
      <ul className="flex flex-wrap gap-4">
        {EXPORT_NAMES.map((name) => (
          <li key={name} className="flex flex-col items-start gap-1">
            <a className={LINK} href={exportCsvUrl(name)} download>
              {EXPORTS[name].label} (CSV)
            </a>
            <span className="text-xs text-stone-600 dark:text-stone-400">{EXPORTS[name].hint}</span>
          </li>
        ))}
      </ul>
    </ReportCard>
  );
}
