import { describe, expect, test } from "bun:test";
import { SETTINGS_DEFAULT_OPENING_HOURS, type ExtraordinaryDay } from "./availability";
import type { PublicSlotsQuery } from "./online-booking";
import { refusalOf } from "./online-refusals";

// Tuesday 2026-03-10, 10:00 in Rome; the salon opens 08:00–22:00 on weekdays, closed on Sunday;
// the stylist works 09:00–18:00 with a 13:00–14:00 break (the defaults).
const NOW = new Date("2026-03-10T09:00:00Z");
const closed = (date: string): ExtraordinaryDay => ({ date, reason: "Festività", isClosed: true, specialOpenTime: null, specialCloseTime: null });

const q = (over: Partial<PublicSlotsQuery> = {}): Omit<PublicSlotsQuery, "from" | "to"> => ({
  opening: SETTINGS_DEFAULT_OPENING_HOURS,
  extraordinaryDays: [closed("2026-03-19")],
  vacations: [],
  workingHours: new Map(),
  bookings: [{ id: 1, stylistId: 1, date: "2026-03-12", startTime: "10:00", endTime: "11:00" }],
  settings: { slotStepMinutes: 15, minNoticeMinutes: 120, windowDays: 60 },
  stylistIds: [1],
  durationMinutes: 45,
  now: NOW,
  timeZone: "Europe/Rome",
  ...over,
});

describe("refusalOf: why a time the page would not offer is refused", () => {
  test.each<[string, string, string, string, string]>([
    ["yesterday", "2026-03-09", "10:00", "slot_past", "Questo orario è già passato: scegli un altro orario"],
    ["earlier today", "2026-03-10", "09:30", "slot_past", "Questo orario è già passato: scegli un altro orario"],
    ["inside the notice", "2026-03-10", "11:00", "slot_too_soon", "Online si prenota con almeno 2 h di preavviso: scegli un orario più avanti"],
    ["past the window", "2026-05-09", "10:00", "slot_outside_window", "Online si prenota fino al 08/05/2026: scegli un giorno prima"],
    ["a Sunday", "2026-03-15", "10:00", "slot_closed", "Il salone è chiuso il 15/03/2026: scegli un altro giorno"],
    ["a closed holiday", "2026-03-19", "10:00", "slot_closed", "Il salone è chiuso il 19/03/2026: scegli un altro giorno"],
    ["before opening", "2026-03-12", "07:00", "slot_closed", "Il salone è aperto dalle 08:00 alle 22:00: scegli un altro orario"],
    ["running past closing", "2026-03-12", "21:30", "slot_closed", "Il salone è aperto dalle 08:00 alle 22:00: scegli un altro orario"],
    ["off the grid", "2026-03-12", "14:07", "slot_off_grid", "Online si prenota ogni 15 minuti (08:00, 08:15, …): scegli uno degli orari proposti"],
    ["the stylist's break", "2026-03-12", "13:00", "slot_unavailable", "A quest'ora non c'è uno stilista disponibile: scegli uno degli orari proposti"],
    ["after the stylist's hours", "2026-03-12", "19:00", "slot_unavailable", "A quest'ora non c'è uno stilista disponibile: scegli uno degli orari proposti"],
    ["booked", "2026-03-12", "10:15", "slot_taken", "Questo orario è appena stato prenotato: scegli un altro orario"],
  ])("%s (%s %s) -> %s", (_label, date, time, code, message) => {
    expect(refusalOf(q(), date, time)).toEqual({ code, message });
  });

  test("with no notice, a start of this very minute is not past", () => {
    expect(refusalOf(q({ settings: { slotStepMinutes: 15, minNoticeMinutes: 0, windowDays: 60 } }), "2026-03-10", "10:00").code).toBe("slot_taken");
  });
});
