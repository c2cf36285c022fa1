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

/** An item's server field -> the first item's input (the dialog's own fields). */
const FIRST_ITEM_FIELDS: Record<string, string> = {
  serviceId: "serviceId",
  stylistId: "stylistId",
  startTime: "startHour",
  endTime: "duration",
  processingMinutes: "duration",
  finishingMinutes: "duration",
  priceCents: "price",
};

/** An item's server field -> an added item's input ("item-<key>-<field>"); its times show under its start. */
const ADDED_ITEM_FIELDS: Record<string, string> = {
  serviceId: "serviceId",
  stylistId: "stylistId",
  startTime: "start",
  endTime: "start",
  processingMinutes: "start",
  finishingMinutes: "start",
  priceCents: "price",
};

/** "items.N.field" -> the input of the visit's N-th item: 0 is the dialog's own fields, N ≥ 1 the added item `itemKeys[N - 1]`. */
function itemTarget(key: string, itemKeys: readonly number[]): string | undefined {
  const match = /^items\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return undefined;
  const index = Number(match[1]);
  const field = match[2]!;
  if (index === 0) return FIRST_ITEM_FIELDS[field];
  const itemKey = itemKeys[index - 1];
  const target = ADDED_ITEM_FIELDS[field];
  return itemKey === undefined || !target ? undefined : `item-${itemKey}-${target}`;
}

/** The server's field messages under the dialog's inputs; `itemKeys` are the added items' keys in order. */
export function mapServerFields(fields: Record<string, string> | undefined, itemKeys: readonly number[] = []): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const target = SERVER_FIELDS[key] ?? itemTarget(key, itemKeys);
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
