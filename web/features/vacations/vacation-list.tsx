import { useSetAtom } from "jotai";
import { useState } from "react";
import { bumpTopicsAtom } from "../../lib/query";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import type { Vacation } from "../../../src/domain/schemas/vacations";
import { deleteVacation } from "../../entities/vacations";
import { dateRange } from "../../lib/format";

export function VacationList({ vacations, stylistName, today }: { vacations: readonly Vacation[]; stylistName: string; today: string }) {
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<Vacation | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteVacation(deleting.id);
      toast({ title: "Ferie eliminate" });
      bump(["vacations"]);
    } catch (error) {
      toast({ title: "Errore eliminando ferie", variant: "destructive" });
      throw error;
    }
  }

  if (vacations.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center dark:border-stone-700">
        <p className="font-semibold">Nessuna ferie programmata</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Aggiungi ferie, malattie o permessi di {stylistName} con il modulo.
        </p>
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800" aria-label={`Ferie di ${stylistName}`}>
        {vacations.map((vacation) => {
          const past = vacation.endDate < today;
          return (
            <li key={vacation.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="purple">{vacation.reason}</Badge>
                  {past && <Badge tone="grey">Concluse</Badge>}
                </div>
                <p className="mt-1.5 text-sm font-medium">{dateRange(vacation.startDate, vacation.endDate)}</p>
                {vacation.notes && <p className="mt-0.5 break-words text-sm text-stone-600 dark:text-stone-400">{vacation.notes}</p>}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                aria-label={`Elimina ${vacation.reason.toLowerCase()} ${dateRange(vacation.startDate, vacation.endDate)}`}
                onClick={() => setDeleting(vacation)}
              >
                Elimina
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminare queste ferie?"
        message={
          deleting
            ? `${deleting.reason} di ${stylistName}, ${dateRange(deleting.startDate, deleting.endDate)}. In quei giorni il calendario tornerà a mostrarlo disponibile.`
            : ""
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
