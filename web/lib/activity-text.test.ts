import { describe, expect, test } from "bun:test";
import type { ActivityEntry } from "../../src/domain/schemas/activity";
import { colleagueAppointmentMessage, historyLine, movedDetail } from "./activity-text";

const entry = (extra: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: "2026-11-22T09:03:00.000Z",
  userId: 2,
  actorName: "Giulia Bianchi",
  action: "created",
  entity: "appointment",
  entityId: 5,
  summary: "Anna Gallo · Taglio · 24/11 10:00",
  changes: {},
  ...extra,
});

describe("movedDetail", () => {
  test.each([
    [{ date: ["2026-11-24", "2026-11-26"], startTime: ["10:00", "15:00"] }, "mar 24/11 10:00 → gio 26/11 15:00"],
    [{ startTime: ["10:00", "11:30"], endTime: ["10:30", "12:00"] }, "10:00 → 11:30"],
    [{ date: ["2026-11-24", "2026-11-25"] }, "mar 24/11 → mer 25/11"],
    [{ stylist: ["Giulia", "Marco"] }, "Giulia → Marco"],
    // A bare id says nothing to a reader: left out.
    [{ stylistId: [2, 3] }, null],
    [{ notes: ["", "x"] }, null],
  ])("%j → %s", (changes, expected) => {
    expect(movedDetail(changes as unknown as ActivityEntry["changes"])).toBe(expected);
  });
});

test("historyLine names the action, the person and the salon's time", () => {
  expect(historyLine(entry({}))).toBe("Creato da Giulia Bianchi · 22/11 10:03");
  // A deletion reads "Eliminato", new ("deleted") or written before statuses existed ("cancelled"),
  // so it is never mistaken for the status Annullato.
  expect(historyLine(entry({ action: "deleted", actorName: "Marco" }))).toBe("Eliminato da Marco · 22/11 10:03");
  expect(historyLine(entry({ action: "cancelled", actorName: "Marco" }))).toBe("Eliminato da Marco · 22/11 10:03");
});

describe("colleagueAppointmentMessage", () => {
  test("the trail's newest entry says what happened and to whose appointment", () => {
    expect(colleagueAppointmentMessage("Giulia", "updated", entry({ action: "moved" }))).toBe("Giulia ha spostato l'appuntamento di Anna Gallo");
    expect(colleagueAppointmentMessage("Giulia", "created", entry({}))).toBe("Giulia ha creato l'appuntamento di Anna Gallo");
    expect(colleagueAppointmentMessage("Marco", "deleted", entry({ action: "deleted" }))).toBe("Marco ha eliminato l'appuntamento di Anna Gallo");
    expect(colleagueAppointmentMessage("Marco", "deleted", entry({ action: "cancelled" }))).toBe("Marco ha eliminato l'appuntamento di Anna Gallo");
  });
  test("without the trail, the live event's own action", () => {
    expect(colleagueAppointmentMessage("Giulia", "updated", null)).toBe("Giulia ha modificato un appuntamento");
    expect(colleagueAppointmentMessage("Giulia", "deleted", null)).toBe("Giulia ha eliminato un appuntamento");
  });
});

describe("status changes", () => {
  const status = entry({ action: "status", actorName: "Cliente via WhatsApp", changes: { status: ["booked", "confirmed"] } });
  test("the history names the labels", () => {
    expect(historyLine(status)).toBe("Stato cambiato da Cliente via WhatsApp: Prenotato → Confermato · 22/11 10:03");
  });
  test("a colleague's screen is told the new status", () => {
    expect(colleagueAppointmentMessage("Giulia", "updated", { ...status, actorName: "Giulia Bianchi" })).toBe(
      "Giulia ha cambiato lo stato dell'appuntamento di Anna Gallo: Confermato",
    );
  });
});
