import { useAtomValue } from "jotai";
import { slotOf } from "../../../src/domain/appointment-replies";
import type { AppointmentMessage, AppointmentMessageKind } from "../../../src/domain/schemas/appointment-reminders";
import { SEND_TONE_TEXT, sendStatusText, type SendTone } from "../../lib/message-status";
import { salonTimeZone } from "../../lib/salon-time";
import { Skeleton } from "../../ui/spinner";
import { appointmentMessagesAtom } from "../../entities/appointment-reminders";

const KIND_LABELS: Record<AppointmentMessageKind, string> = {
  reminder: "Promemoria",
  cancellation: "Avviso di annullamento",
  confirmation: "Conferma prenotazione",
  approval: "Prenotazione approvata",
};

/**
 * One message as the details dialog lists it: "Promemoria inviato 23/11 10:00 · letto",
 * "Promemoria non inviato: nessun consenso WhatsApp"; one sent for an earlier time of a moved
 * appointment says which ("(per il 24/11 10:00)").
 */
export function messageLine(m: AppointmentMessage, currentSlot: string, timeZone?: string): { text: string; tone: SendTone } {
  const status = sendStatusText(m, timeZone);
  const past = /^(Inviato|Non inviato|Esito)/.test(status.text);
  const text = past ? `${KIND_LABELS[m.kind]} ${status.text[0]!.toLowerCase()}${status.text.slice(1)}` : `${KIND_LABELS[m.kind]}: ${status.text.toLowerCase()}`;
  const [day, time] = m.slot.split(" ") as [string, string];
  const earlier = m.slot === currentSlot ? "" : ` (per il ${day.slice(8, 10)}/${day.slice(5, 7)} ${time})`;
  return { text: `${text}${earlier}`, tone: status.tone };
}

/** The appointment's WhatsApp messages, oldest first; follows sends and receipts live. */
export function AppointmentMessages({ appointment }: { appointment: { id: number; date: string; startTime: string } }) {
  const { data, error, loading } = useAtomValue(appointmentMessagesAtom(appointment.id));
  const current = slotOf({ date: appointment.date, startTime: appointment.startTime.slice(0, 5) });
  const heading = `messages-${appointment.id}`;
  return (
    <section aria-labelledby={heading} className="mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
      <h3 id={heading} className="text-sm font-semibold">
        Messaggi WhatsApp
      </h3>
      {error && !data ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Messaggi non disponibili.</p>
      ) : loading && !data ? (
        <Skeleton className="mt-2 h-5 w-2/3" />
      ) : data && data.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1 text-sm tabular-nums" aria-label="Messaggi WhatsApp dell'appuntamento">
          {data.map((m) => {
            const line = messageLine(m, current, salonTimeZone());
            return (
              <li key={m.id} className={SEND_TONE_TEXT[line.tone]}>
                {line.text}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Nessun messaggio inviato.</p>
      )}
    </section>
  );
}
