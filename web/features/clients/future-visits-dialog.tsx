import { useRef, useState } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import type { FutureVisit, FutureVisitsChoice } from "../../../src/domain/schemas/clients";
import { longDate, plural } from "../../lib/format";
import { italianList } from "../../../src/domain/names";

export const listWords = italianList;

/**
 * Deleting a client with visits still to come: they are listed (day, time, services, stylists)
 * and the salon cancels them ("Annullato dal salone") or keeps them for the anonymised client.
 * Escape or "Indietro" deletes nothing.
 */
export function FutureVisitsDialog({
  name,
  visits,
  onChoose,
  onClose,
}: {
  name: string;
  visits: FutureVisit[] | null;
  /** Rejects when the delete failed: the dialog stays open to try again. */
  onChoose: (choice: FutureVisitsChoice) => Promise<void>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState<FutureVisitsChoice | null>(null);
  const backRef = useRef<HTMLButtonElement | null>(null);
  const choose = async (choice: FutureVisitsChoice) => {
    setPending(choice);
    try {
      await onChoose(choice);
    } catch {
      // The caller toasted the failure; the choice can be made again.
    } finally {
      setPending(null);
    }
  };
  const count = visits?.length ?? 0;
  return (
    <Dialog
      open={visits !== null}
      onOpenChange={(open) => !open && pending === null && onClose()}
      title="Appuntamenti in programma"
      description={`${name} ha ${plural(count, "appuntamento in programma", "appuntamenti in programma")}. Vuoi annullarli o mantenerli per il cliente eliminato?`}
      size="md"
      initialFocus={backRef}
      footer={
        <>
          <Button ref={backRef} variant="ghost" disabled={pending !== null} onClick={onClose}>
            Indietro
          </Button>
          <Button variant="secondary" loading={pending === "keep"} disabled={pending !== null} onClick={() => void choose("keep")}>
            Mantieni gli appuntamenti
          </Button>
          <Button variant="destructive" loading={pending === "cancel"} disabled={pending !== null} onClick={() => void choose("cancel")}>
            Annulla gli appuntamenti
          </Button>
        </>
      }
    >
      <ul aria-label="Appuntamenti in programma" className="m-0 flex flex-col gap-2 p-0 list-none">
        {(visits ?? []).map((v) => (
          <li key={v.id} className="rounded-md border border-stone-200 px-3 py-2 dark:border-stone-700">
            <div className="font-medium first-letter:uppercase">{longDate(v.date)}</div>
            <div className="text-sm text-stone-600 tabular-nums dark:text-stone-300">
              {v.startTime.slice(0, 5)}–{v.endTime.slice(0, 5)} · {listWords(v.services)} · con {listWords(v.stylists)}
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
