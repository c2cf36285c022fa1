import { todayIn, wallClockIn } from "../../src/domain/time";

// The salon's wall clock (SALON_TIMEZONE), told by the server with the signed-in user; the
// browser's own zone may differ (a phone abroad, a misconfigured tablet).
let zone = "Europe/Rome";

export const setSalonTimeZone = (timeZone: string | undefined) => {
  if (timeZone) zone = timeZone;
};
export const salonTimeZone = () => zone;
export const salonToday = () => todayIn(zone, new Date());
export const salonNowMinutes = () => wallClockIn(zone, new Date()).minutes;

/**
 * An instant on the salon's wall clock: "22/11/2026 10:03", or "22/11 10:03" without the year
 * (the appointment history, where the year is plain). "" for a value that is not a date.
 */
export function salonDateTime(iso: string, { year = true }: { year?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("it-IT", {
    timeZone: zone,
    day: "2-digit",
    month: "2-digit",
    ...(year ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("day")}/${part("month")}${year ? `/${part("year")}` : ""}`;
  return `${day} ${part("hour")}:${part("minute")}`;
}
