import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { useClient } from "../../entities/client-search";
import { servicesAtom } from "../../entities/services";
import { emptyForm, type AppointmentForm } from "./form-model";
import { displayName } from "../../../src/domain/names";

const LINK_PARAMS = ["new", "client", "service", "stylist", "appointment"] as const;

/**
 * Links into the calendar from other screens, in the same tab:
 * - `?view=day&date=2026-03-10&appointment=12` opens that appointment's details;
 * - `?new=1&date=…&client=4&service=3&stylist=2` opens the booking dialog prefilled (the
 *   client card's "Prenota" and "Ripeti ultimo"). Each part is optional.
 * Once acted on, the link's own parameters leave the URL (view and date stay), so a reload or
 * the back button does not open the dialog again.
 */
export function useCalendarLinks(args: {
  date: string;
  booked: readonly Appointment[] | undefined;
  openForm(initial: AppointmentForm): void;
  openDetails(a: Appointment): void;
}) {
  const { date, booked, openForm, openDetails } = args;
  const [params, setParams] = useSearchParams();
  const services = useAtomValue(servicesAtom).data;
  // The linked client alone is asked for, by id (never the whole list).
  const linkedId = params.get("new") === "1" && Number(params.get("client")) > 0 ? Number(params.get("client")) : null;
  const linked = useClient(linkedId);

  useEffect(() => {
    const consume = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of LINK_PARAMS) next.delete(key);
          return next;
        },
        { replace: true },
      );
    const appointmentId = Number(params.get("appointment"));
    if (appointmentId > 0) {
      if (!booked) return;
      const found = booked.find((a) => a.id === appointmentId);
      if (found) openDetails(found);
      consume();
      return;
    }
    if (params.get("new") !== "1") return;
    // A client that no longer exists (404) leaves the client field empty.
    if ((linked.loading && !linked.data) || !services) return;
    const client = linked.data;
    const service = services.find((s) => String(s.id) === params.get("service"));
    const prefill: Partial<AppointmentForm> = { date };
    if (client) {
      Object.assign(prefill, { clientType: "existing", clientId: client.id, clientName: displayName(client), clientPhone: client.phone, clientWalkIn: client.walkIn });
    }
    if (service) Object.assign(prefill, { serviceId: String(service.id), duration: service.duration });
    const stylist = params.get("stylist");
    if (stylist && /^\d+$/.test(stylist)) prefill.stylistId = stylist;
    openForm(emptyForm(prefill));
    consume();
  }, [params, setParams, booked, linked, services, date, openForm, openDetails]);
}
