import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";
import { judgeMove, type MovePatch, type MoveTarget } from "../../../src/domain/appointments";
import type { Slot } from "../../../src/domain/availability";
import type { Appointment, AppointmentUpdateInput } from "../../../src/domain/schemas/appointments";
import { FORBIDDEN_MESSAGE } from "../../../src/domain/roles";
import { updateAppointment } from "../../entities/appointments";
import { useCanWriteAppointment } from "../../entities/permissions";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { useToast } from "../../ui/toast";
import { judgeItemMove } from "../../../src/domain/item-moves";
import { asMovable, type VisitItem } from "./visit-items";

/** A move not yet confirmed: the visit's new place, and its new items when one of them moved. */
export type VisitPatch = MovePatch & { items?: VisitItem[] };

/** Moves sent but not yet confirmed: the block shows at its new place at once. */
export const pendingMovesAtom = atom<ReadonlyMap<number, VisitPatch>>(new Map());

export function applyPending(list: Appointment[], pending: ReadonlyMap<number, VisitPatch>): Appointment[] {
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

export type ItemMoveTarget = { startTime: string; stylistId: number; slots?: readonly Slot[] };

/** What PUT takes for one item: its id keeps it, its times and parts as they are now. */
const itemInput = (i: VisitItem) => ({
  id: i.id,
  serviceId: i.serviceId,
  stylistId: i.stylistId,
  startTime: i.startTime,
  endTime: i.endTime,
  processingMinutes: i.processingMinutes,
  finishingMinutes: i.finishingMinutes,
  priceCents: i.priceCents,
});

/**
 * Moves one item of a visit on its day (a drag in the day view). The move is judged with the
 * busy-time rules (a cut may land in another client's posa) and the stylist's hours over the whole
 * item. A one-item visit sends the spec's move body; a visit of several sends its items, the moved
 * one changed. The block moves at once and goes back on refusal.
 */
export function useMoveItem() {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const setPending = useSetAtom(pendingMovesAtom);
  const canWrite = useCanWriteAppointment();
  return useCallback(
    async (a: Appointment, item: VisitItem, target: ItemMoveTarget, dayAppointments: readonly Appointment[]) => {
      const visit = asMovable(a);
      const { verdict, items, span } = judgeItemMove(visit, item.id, target, dayAppointments.map(asMovable), target.slots);
      if (verdict === "same" || !items || !span) return false;
      if (!canWrite(a, { stylistId: target.stylistId })) {
        toast({ title: FORBIDDEN_MESSAGE, variant: "destructive" });
        return false;
      }
      if (verdict === "occupied") {
        toast({ title: "Slot occupato", variant: "destructive" });
        return false;
      }
      if (verdict === "unavailable") {
        toast({ title: "Dipendente non disponibile", description: "Il dipendente non lavora in questo orario", variant: "destructive" });
        return false;
      }
      const first = items[0] as VisitItem;
      const patch: VisitPatch = { date: a.date, ...span, stylistId: first.stylistId, items };
      setPending((m) => new Map(m).set(a.id, patch));
      try {
        const body: AppointmentUpdateInput =
          items.length === 1
            ? { date: a.date, startTime: span.startTime, endTime: span.endTime, stylistId: first.stylistId, version: a.version }
            : { items: items.map(itemInput), version: a.version };
        await updateAppointment(a.id, body);
        toast({ title: "Appuntamento aggiornato" });
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
