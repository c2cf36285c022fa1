import { useId } from "react";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField, type ImportMapping } from "../../../src/domain/import/fields";
import type { ClientImportReport, DuplicateChoice } from "../../../src/domain/schemas/client-import";
import { formatPhone } from "../../../src/domain/phone";
import { cn } from "../../ui/cn";
import { Select } from "../../ui/select";

const FIELD_OPTIONS = IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] }));
const PREVIEW_ROWS = 5;

/** Each column of the file, an example value, and the client field it goes to. */
export function MappingList({ headers, rows, mapping, onChange }: { headers: string[]; rows: string[][]; mapping: ImportMapping; onChange: (mapping: ImportMapping) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800 dark:text-stone-200">Colonne del file</legend>
      <ul className="divide-y divide-stone-200 dark:divide-stone-700">
        {headers.map((header, i) => (
          <li key={header} className="grid grid-cols-[1fr_11rem] items-center gap-3 py-1.5">
            <div className="min-w-0">
              <div className="truncate text-sm font-medium">{header}</div>
              <div className="truncate text-xs text-stone-600 dark:text-stone-400">{rows.find((row) => row[i]?.trim())?.[i] ?? "—"}</div>
            </div>
            <Select
              label={`Campo per la colonna ${header}`}
              labelHidden
              options={FIELD_OPTIONS}
              value={mapping[header] ?? "ignore"}
              onChange={(event) => onChange({ ...mapping, [header]: event.target.value as ImportField })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The first rows as the file has them, scrolling sideways on a phone. */
export function Preview({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">Anteprima (prime {Math.min(PREVIEW_ROWS, rows.length)} righe di {rows.length})</h3>
      {/* Zero width, full minimum: a wide file scrolls inside the card instead of widening the page. */}
      <div className="w-0 min-w-full overflow-x-auto rounded-md border border-stone-200 dark:border-stone-700">
        <table className="w-full text-left text-xs">
          <thead className="bg-stone-50 dark:bg-stone-800">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap px-2 py-1.5 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row, r) => (
              <tr key={r} className="border-t border-stone-200 dark:border-stone-700">
                {row.map((cell, c) => (
                  <td key={c} className="max-w-48 truncate whitespace-nowrap px-2 py-1.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Salta / Unisci as two radios drawn as a segmented control. */
export function DuplicatesChoice({ value, onChange }: { value: DuplicateChoice; onChange: (value: DuplicateChoice) => void }) {
  const name = useId();
  const options: { value: DuplicateChoice; label: string }[] = [
    { value: "skip", label: "Salta i doppioni" },
    { value: "merge", label: "Unisci (completa i campi vuoti)" },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800 dark:text-stone-200">Clienti già presenti (stesso telefono)</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg border border-stone-300 bg-stone-50 p-1 dark:border-stone-600 dark:bg-stone-800">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium sm:min-h-10",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700 dark:has-[:focus-visible]:ring-rose-400",
              option.value === value
                ? "bg-white text-stone-900 shadow-sm ring-1 ring-stone-300 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-600"
                : "text-stone-700 hover:bg-white/60 dark:text-stone-300 dark:hover:bg-stone-900/60",
            )}
          >
            <input type="radio" name={name} className="sr-only" checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("it-IT")} ${n === 1 ? one : many}`;

/** What the dry run (or the import) found: new clients, duplicates one by one, refused rows with their reasons. */
export function ImportReport({ report, choice }: { report: ClientImportReport; choice: DuplicateChoice }) {
  const duplicateVerb = choice === "merge" ? "da unire" : "da saltare";
  return (
    <section aria-label="Risultato della prova" className="flex flex-col gap-2 rounded-md border border-stone-200 p-3 text-sm dark:border-stone-700">
      <p className="font-medium">
        {report.imported ? "Importazione completata: " : "Prova: "}
        {plural(report.rows, "riga", "righe")} · {plural(report.new, "nuovo cliente", "nuovi clienti")} · {plural(report.duplicates.length, "doppione", "doppioni")}
        {report.imported ? (choice === "merge" ? " uniti" : " saltati") : ` ${duplicateVerb}`} · {plural(report.refused.length, "riga rifiutata", "righe rifiutate")}
      </p>
      {report.refused.length > 0 && (
        <div>
          <h3 className="font-medium text-red-800 dark:text-red-300">Righe rifiutate: correggi il file e riprova (non viene importato nulla finché ce ne sono)</h3>
          <ul className="mt-1 max-h-60 overflow-y-auto">
            {report.refused.map((r) => (
              <li key={r.row}>
                Riga {r.row}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.duplicates.length > 0 && (
        <div>
          <h3 className="font-medium">Doppioni</h3>
          <ul className="mt-1 max-h-60 overflow-y-auto">
            {report.duplicates.map((d) => (
              <li key={d.row}>
                Riga {d.row}: {d.name}, {formatPhone(d.phone)} — {d.client ? `già cliente: ${d.client.name}` : `come la riga ${d.sameAsRow}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.notStored.length > 0 && (
        <p className="text-stone-600 dark:text-stone-400">
          {report.notStored.map((f) => IMPORT_FIELD_LABELS[f]).join(" e ")}: controllati, ma non ancora salvati nella scheda cliente.
        </p>
      )}
    </section>
  );
}
