import { useSetAtom } from "jotai";
import { useState } from "react";
import { bumpTopicsAtom } from "../../lib/query";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import type { ExtraordinaryDay } from "../../../src/domain/schemas/extraordinary-days";
import { deleteExtraordinaryDay } from "../../entities/extraordinary-days";
import { longDate } from "../../lib/format";

const hhmm = (time: string | null) => time?.slice(0, 5) ?? "";

export function ExtraordinaryDayList({
  days,
  editingId,
  today,
  onEdit,
  onDeleted,
}: {
  days: readonly ExtraordinaryDay[];
  editingId: number | null;
  today: string;
  onEdit: (day: ExtraordinaryDay) => void;
  onDeleted: (id: number) => void;
}) {
  const bump = useSetAtom(bumpTopicsAtom);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<ExtraordinaryDay | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteExtraordinaryDay(deleting.id);
      toast({ title: "Giorno straordinario eliminato", description: longDate(deleting.date) });
      onDeleted(deleting.id);
      bump(["extraordinary-days"]);
    } catch (error) {
      toast({ title: "Errore eliminando giorno straordinario", variant: "destructive" });
      throw error;
    }
  }

  if (days.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center dark:border-stone-700">
        <p className="font-semibold">Nessun giorno straordinario</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Aggiungi festività, chiusure o aperture con orari speciali: il calendario ne terrà conto.
        </p>
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800" aria-label="Giorni straordinari">
        {days.map((day) => {
          const past = day.date < today;
          return (
            <li
              key={day.id}
              aria-current={day.id === editingId ? "true" : undefined}
              className={cn("flex flex-col gap-2 py-3 sm:flex-row sm:items-start", day.id === editingId && "-mx-2 rounded-lg bg-rose-50 px-2 dark:bg-rose-950/40")}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{longDate(day.date)}</p>
                <p className="mt-0.5 break-words text-sm text-stone-700 dark:text-stone-300">{day.reason}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  {day.isClosed ? (
                    <Badge tone="red">Chiuso</Badge>
                  ) : (
                    <Badge tone="yellow">
                      Orario Speciale <span className="tabular-nums">{hhmm(day.specialOpenTime)}–{hhmm(day.specialCloseTime)}</span>
                    </Badge>
                  )}
                  {past && <Badge tone="grey">Passato</Badge>}
                </div>
                {day.notes && <p className="mt-1 break-words text-sm text-stone-600 dark:text-stone-400">{day.notes}</p>}
              </div>
              <div className="flex gap-2 sm:shrink-0">
                <Button variant="secondary" size="sm" aria-label={`Modifica ${longDate(day.date)}`} onClick={() => onEdit(day)}>
                  Modifica
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                  aria-label={`Elimina ${longDate(day.date)}`}
                  onClick={() => setDeleting(day)}
                >
                  Elimina
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminare il giorno straordinario?"
        message={
          deleting
            ? `${longDate(deleting.date)} (${deleting.reason}) tornerà a seguire l'orario settimanale del salone.`
            : ""
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
