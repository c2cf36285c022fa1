import { salonTimeZone } from "../../lib/salon-time";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import type { ReminderView } from "../../../src/domain/schemas/reminders";
import { longDate, numericDate } from "../../lib/format";
import { SEND_TONE_TEXT, type SendTone } from "../../lib/message-status";
import { clientName, FREQUENCY_LABELS, lastSendText, scheduleText } from "./format";

// Outline icons on the app's 24 px grid; the buttons carry the words as aria-label.
function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" className="size-5" aria-hidden="true">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" className="size-5" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

const DOT_TONES: Record<SendTone, string> = {
  green: "bg-green-600",
  neutral: "bg-stone-500",
  yellow: "bg-yellow-500",
  red: "bg-red-600",
  grey: "bg-stone-300 dark:bg-stone-600",
};

const FREQUENCY_TONES: Record<ReminderView["frequency"], BadgeTone> = { weekly: "accent", biweekly: "purple", monthly: "neutral" };

export function ReminderRow({ reminder, onEdit, onDelete }: { reminder: ReminderView; onEdit: () => void; onDelete: () => void }) {
  const name = clientName(reminder);
  const send = lastSendText(reminder.lastMessage, salonTimeZone());
  return (
    <div
      className="relative grid gap-x-4 gap-y-2 px-4 py-3 sm:px-5 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.1fr)_auto] md:items-center"
      data-testid="reminder-row"
    >
      {/* On phones the actions sit top right, beside the name; from md up they are the last column. */}
      <div className="min-w-0 pr-24 md:pr-0">
        <p className="truncate text-base font-semibold" data-testid="reminder-client">
          {name}
          {!reminder.isActive && (
            <Badge tone="grey" className="ml-2 align-middle">
              Non attivo
            </Badge>
          )}
        </p>
        <p className="truncate text-sm text-stone-600 dark:text-stone-400">
          {reminder.service.name} · con {reminder.stylist.name}
        </p>
      </div>

      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge tone={FREQUENCY_TONES[reminder.frequency]}>{FREQUENCY_LABELS[reminder.frequency]}</Badge>
        <span className="text-stone-800 dark:text-stone-200">{scheduleText(reminder)}</span>
        <span className="tabular-nums text-stone-600 dark:text-stone-400">
          <span className="sr-only">alle </span>
          {reminder.preferredTime ?? "10:00"}
        </span>
      </div>

      <div className="min-w-0 text-sm">
        <p className="text-stone-800 dark:text-stone-200">
          Prossimo invio:{" "}
          <time dateTime={reminder.nextReminderDate} title={longDate(reminder.nextReminderDate)} className="font-medium tabular-nums">
            {numericDate(reminder.nextReminderDate)}
          </time>
        </p>
        <p className={cn("mt-0.5 flex items-start gap-1.5", SEND_TONE_TEXT[send.tone])} data-testid="reminder-last-send">
          <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", DOT_TONES[send.tone])} />
          <span className="min-w-0 break-words">{send.text}</span>
        </p>
        {!reminder.client.whatsappConsent && (
          <p className="mt-0.5 font-medium text-yellow-900 dark:text-yellow-200" data-testid="reminder-no-consent">
            Nessun consenso WhatsApp: non verrà inviato
          </p>
        )}
      </div>

      <div className="absolute right-2 top-1.5 flex gap-1 md:static">
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Modifica il promemoria di ${name}`} title="Modifica">
          <PencilIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Elimina il promemoria di ${name}`}
          title="Elimina"
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          <TrashIcon />
        </Button>
      </div>
    </div>
  );
}
