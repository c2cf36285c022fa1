import {
  OnlineBookingSettingsSchema,
  OnlineBookingTodaySchema,
  type OnlineBookingSettingsInput,
} from "../../src/domain/schemas/online-booking";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** The owner's "Prenotazioni online" settings; they name services and stylists, so they follow those lists. */
export const onlineBookingSettingsAtom = queryAtom(["services", "stylists"], () =>
  apiGet("/api/settings/online-booking", OnlineBookingSettingsSchema),
);

export const saveOnlineBookingSettings = (input: OnlineBookingSettingsInput) =>
  api("PUT", "/api/settings/online-booking", OnlineBookingSettingsSchema, input);

/** The page a salon shares with its clients, on the address the staff app is open at. */
export const publicBookingLink = () => `${location.origin}/prenota`;

/** Today's online bookings against the owner's daily limit: each booking is an appointments event. */
export const onlineBookingTodayAtom = queryAtom(["appointments", "services"], () => apiGet("/api/online-booking/today", OnlineBookingTodaySchema));
