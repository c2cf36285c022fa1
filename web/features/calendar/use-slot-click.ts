import { useCallback, useState } from "react";
import { isUnavailableSlot, type MoveTarget } from "../../../src/domain/appointments";
import type { Slot } from "../../../src/domain/availability";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { FORBIDDEN_MESSAGE } from "../../../src/domain/roles";
import { useCanWriteAppointment } from "../../entities/permissions";
import { useToast } from "../../ui/toast";
import { slotKey } from "./day-cells";

/**
 * What a click on a day-view slot does: refused where the stylist does not work; on a break, the
 * first click warns and arms the slot, a second click on the same slot goes ahead; with an
 * appointment on the clipboard it pastes there, otherwise it opens a new booking.
 */
export function useSlotClick(args: {
  date: string;
  hasCut: boolean;
  paste(target: MoveTarget, state?: Slot["state"]): Promise<void>;
  book(date: string, stylistId: number, time: string): void;
}) {
  const { date, hasCut, paste, book } = args;
  const toast = useToast();
  // The armed break, by day and slot (the week view shows seven days' slots).
  const [armed, setArmed] = useState<{ day: string; key: string } | null>(null);
  const canWrite = useCanWriteAppointment();
  const onSlotClick = useCallback(
    (stylist: Stylist, slot: Slot, day: string = date) => {
      const key = slotKey(stylist.id, slot.time);
      if (isUnavailableSlot(slot.state)) {
        toast({ title: "Dipendente non disponibile", description: "Il dipendente non lavora in questo orario", variant: "destructive" });
        return;
      }
      if (slot.state === "break" && (armed?.key !== key || armed.day !== day)) {
        setArmed({ day, key });
        toast({ title: "Dipendente non disponibile", description: "Il dipendente è in pausa", variant: "destructive" });
        return;
      }
      setArmed(null);
      // A collaborator books and pastes only in their own stylist's column.
      if (!canWrite({ stylistId: stylist.id })) {
        toast({ title: FORBIDDEN_MESSAGE, variant: "destructive" });
        return;
      }
      if (hasCut) void paste({ date: day, startTime: slot.time, stylistId: stylist.id }, slot.state);
      else book(day, stylist.id, slot.time);
    },
    [armed, date, toast, hasCut, paste, book, canWrite],
  );
  return { armedSlot: armed?.day === date ? armed.key : null, onSlotClick };
}
