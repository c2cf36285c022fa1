import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";
import { judgeMove, type MovePatch, type MoveTarget } from "../../../src/domain/appointments";
import type { Slot } from "../../../src/domain/availability";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { FORBIDDEN_MESSAGE } from "../../../src/domain/roles";
import { updateAppointment } from "../../entities/appointments";
import { useCanWriteAppointment } from "../../entities/permissions";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { useToast } from "../../ui/toast";

/** Moves sent but not yet confirmed: the block shows at its new place at once. */
export const pendingMovesAtom = atom<ReadonlyMap<number, MovePatch>>(new Map());

export function applyPending(list: Appointment[], pending: ReadonlyMap<number, MovePatch>): Appointment[] {
  if (pending.size === 0) return list;
  return list.map((a) => {
    const p = pending.get(a.id);
    return p ? { ...a, ...p } : a;
  });
}

/** Sends the partial PUT with the row's version; the block moves at once and goes back on refusal. */
export function useMoveAppointment() {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const setPending = useSetAtom(pendingMovesAtom);
  const canWrite = useCanWriteAppointment();
  return useCallback(
    async (a: Appointment, target: MoveTarget, dayAppointments: readonly Appointment[], successTitle: string, slotState?: Slot["state"]) => {
      const { verdict, patch } = judgeMove(a, target, dayAppointments, slotState);
      if (verdict === "same") return false;
      // A collaborator moves only their own stylist's appointments, and never onto a colleague.
      if (!canWrite(a, { stylistId: patch?.stylistId ?? target.stylistId ?? a.stylistId })) {
        toast({ title: FORBIDDEN_MESSAGE, variant: "destructive" });
        return false;
      }
      if (!patch) return false;
      if (verdict === "occupied") {
        toast({ title: "Slot occupato", variant: "destructive" });
        return false;
      }
      if (verdict === "unavailable") {
        toast({ title: "Dipendente non disponibile", description: "Il dipendente non lavora in questo orario", variant: "destructive" });
        return false;
      }
      setPending((m) => new Map(m).set(a.id, patch));
      try {
        await updateAppointment(a.id, { ...patch, version: a.version });
        toast({ title: successTitle });
        return true;
      } catch (error) {
        const detail = error instanceof ApiError ? error.userMessage : "Errore di rete";
        toast({ title: "Errore", description: `Impossibile aggiornare l'appuntamento: ${detail}`, variant: "destructive" });
        return false;
      } finally {
        setPending((m) => {
          const next = new Map(m);
          next.delete(a.id);
          return next;
        });
        bump(["appointments"]);
      }
    },
    [toast, bump, setPending, canWrite],
  );
}
