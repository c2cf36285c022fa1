import { useAtomValue } from "jotai";
import { useInRouterContext, useNavigate } from "react-router-dom";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { dayRange } from "../../entities/appointments";
import { useCan } from "../../entities/permissions";
import { visitStatesAtom } from "../../entities/sales";
import { Button } from "../../ui/button";

/** Where the till opens for a visit. */
export const cashPath = (a: Pick<Appointment, "id">) => `/cassa/nuova?appointment=${a.id}`;

function CashButton({ appointment: a }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const states = useAtomValue(visitStatesAtom(dayRange(a.date)));
  // Until the day's states come, and once the visit has a sale, there is nothing to cash.
  if (!states.data || states.data.some((s) => s.appointmentId === a.id && s.state === "paid")) return null;
  return <Button onClick={() => navigate(cashPath(a))}>Incassa</Button>;
}

/**
 * "Incassa" for whoever takes payments (never a collaborator), on a visit neither cancelled nor
 * already paid; it opens the till (another screen, so only inside the app's router) prefilled
 * with the visit's items.
 */
export function CashAction({ appointment }: { appointment: Appointment }) {
  const canSell = useCan("sales.write");
  const inRouter = useInRouterContext();
  if (!inRouter || !canSell || appointment.status === "cancelled") return null;
  return <CashButton appointment={appointment} />;
}
