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
