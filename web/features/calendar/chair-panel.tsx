import { useAtomValue } from "jotai";
import { useState } from "react";
import { formulaSummary } from "../../../src/domain/formulas";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ClientFileEntry } from "../../../src/domain/schemas/formulas";
import { clientAppointmentsAtom, isCancelled } from "../../entities/appointments";
import { clientFileAtom } from "../../entities/client-file";
import { clientFileAtom as clientDetailAtom } from "../../entities/client-privacy";
import { currentUserAtom } from "../../entities/permissions";
import { servicesLine } from "../../entities/visits";
import { numericDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { FormulaDialog } from "./formula-dialog";

const NO_ENTRIES: ClientFileEntry[] = [];
const NO_VISITS: Appointment[] = [];
const LABEL = "text-stone-600 dark:text-stone-400";

/**
 * Her allergies, health data: shown only while her health-data consent is given (the server
 * clears them when it is withdrawn); without it the field stays closed and says why.
 */
function Allergies({ clientId }: { clientId: number }) {
  const file = useAtomValue(clientDetailAtom(clientId)).data;
  if (!file) return null;
  const consent = file.consents.find((c) => c.purpose === "health")?.given === true;
  const text = file.allergies.trim();
  return (
    <>
      <dt className={LABEL}>Allergie</dt>
      <dd data-testid="chair-allergies" className={consent && text !== "" ? "whitespace-pre-line break-words font-semibold text-red-800 dark:text-red-300" : undefined}>
        {!consent ? <span className={LABEL}>Senza consenso ai dati sanitari</span> : text === "" ? "Nessuna allergia registrata" : text}
      </dd>
    </>
  );
}

/**
 * "Alla poltrona": what a colourist needs before mixing, in the dialog a tap on the agenda opens:
 * the client's notes, her allergies (with her health-data consent), her last formula, her last visits with their services, and each item's
 * "Scheda tecnica". The owner writes any item's, a stylist only her own, reception reads.
 */
export function ChairPanel({ appointment: a }: { appointment: Appointment }) {
  const user = useAtomValue(currentUserAtom);
  const entries = useAtomValue(clientFileAtom(a.clientId)).data ?? NO_ENTRIES;
  const visits = useAtomValue(clientAppointmentsAtom(a.clientId)).data ?? NO_VISITS;
  const [open, setOpen] = useState<Appointment["items"][number] | null>(null);
  const last = entries.find((e) => e.formula !== null && e.appointmentId !== a.id);
  const past = visits
    .filter((v) => v.id !== a.id && v.date <= a.date && !isCancelled(v))
    .sort((x, y) => y.date.localeCompare(x.date) || y.startTime.localeCompare(x.startTime))
    .slice(0, 3);
  const canWrite = (item: { stylistId: number }) => user?.role === "owner" || (user?.role === "stylist" && user.stylistId === item.stylistId);
  const hasFormula = (itemId: number) => entries.some((e) => e.itemId === itemId && e.formula !== null);

  return (
    <section aria-label="Alla poltrona" data-testid="chair-panel" className="mb-3 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm dark:border-stone-700 dark:bg-stone-800/60">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {a.client.notes.trim() !== "" && (
          <>
            <dt className={LABEL}>Note</dt>
            <dd className="whitespace-pre-line break-words font-medium">{a.client.notes}</dd>
          </>
        )}
        <Allergies clientId={a.clientId} />
        <dt className={LABEL}>Ultima formula</dt>
        <dd data-testid="last-formula">
          {last?.formula ? (
            <>
              <span className="font-medium">{formulaSummary(last.formula) || "Solo note"}</span>
              <span className="block text-xs text-stone-600 dark:text-stone-400">
                {numericDate(last.date)} · {last.serviceName} con {last.stylistName}
                {last.formula.notes && ` · ${last.formula.notes}`}
              </span>
            </>
          ) : (
            "Nessuna formula registrata"
          )}
        </dd>
        <dt className={LABEL}>Ultime visite</dt>
        <dd>
          {past.length === 0 ? (
            "Prima visita"
          ) : (
            <ul>
              {past.map((v) => (
                <li key={v.id}>
                  <span className="tabular-nums">{numericDate(v.date)}</span> · {servicesLine(v)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        {a.items.map((item) => (
          <Button key={item.id} variant="secondary" size="sm" onClick={() => setOpen(item)}>
            Scheda tecnica · {item.serviceName}
            {hasFormula(item.id) && " ✓"}
          </Button>
        ))}
      </div>
      {open && <FormulaDialog appointmentId={a.id} clientId={a.clientId} item={open} canWrite={canWrite(open)} onOpenChange={(o) => !o && setOpen(null)} />}
    </section>
  );
}
