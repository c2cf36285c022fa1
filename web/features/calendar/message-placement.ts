/**
 * Where the appointment dialog shows a message: which input a server refusal belongs under, and
 * bringing the message into view.
 */

/** The server's field names -> the dialog's inputs (a refused start shows under the hour). */
const SERVER_FIELDS: Record<string, string> = {
  clientId: "clientName",
  "newClient.firstName": "clientName",
  "newClient.lastName": "clientName",
  "newClient.phone": "clientPhone",
  "newClient.whatsappConsent": "whatsappConsent",
  stylistId: "stylistId",
  serviceId: "serviceId",
  date: "date",
  startTime: "startHour",
  endTime: "duration",
  notes: "notes",
};

export function mapServerFields(fields: Record<string, string> | undefined): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const target = SERVER_FIELDS[key];
    if (target) mapped[target] ??= message;
  }
  return mapped;
}

/**
 * Brings a message into view: on a phone the dialog is taller than the screen and the message
 * would sit under the keyboard or below the fold. Runs after React drew it.
 */
export function reveal(id: string, focus = true) {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    if (!el) return;
    const small = typeof window.matchMedia === "function" && window.matchMedia("(max-width: 639px)").matches;
    el.scrollIntoView?.({ block: small ? "center" : "nearest" });
    if (focus) el.focus({ preventScroll: true });
  });
}
