import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ActivityEntry } from "../../../src/domain/schemas/activity";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { BookedConflict } from "../../../src/domain/conflicts";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { anAppointment } from "../../entities/appointment-fixtures";

afterEach(cleanup);

const ANNA: Appointment = anAppointment({ date: "2026-11-26", startTime: "15:00", endTime: "15:30", version: 2 });

const created: ActivityEntry = {
  id: 1,
  at: "2026-11-22T09:03:00.000Z",
  userId: 2,
  actorName: "Giulia Bianchi",
  action: "created",
  entity: "appointment",
  entityId: 5,
  summary: "Anna Gallo · Taglio · 24/11 10:00",
  changes: { date: [null, "2026-11-24"], startTime: [null, "10:00"] },
};
const moved: ActivityEntry = {
  ...created,
  id: 2,
  at: "2026-11-22T09:05:00.000Z",
  userId: 3,
  actorName: "Marco",
  action: "moved",
  changes: { date: ["2026-11-24", "2026-11-26"], startTime: ["10:00", "15:00"], endTime: ["10:30", "15:30"] },
};

function renderDialog(canEdit: boolean, conflict?: BookedConflict) {
  const store = createStore();
  render(
    <Provider store={store}>
      <AppointmentDetailsDialog appointment={ANNA} canEdit={canEdit} conflict={conflict} onOpenChange={() => {}} onEdit={() => {}} />
    </Provider>,
  );
  return store;
}

describe("the appointment details dialog", () => {
  test("an appointment in conflict says why among its details", () => {
    fakeApi(() => ({ status: 200, body: [] }));
    renderDialog(true, { kind: "vacation", reason: "Marco è in ferie" });
    const row = screen.getByText("Conflitto").parentElement!;
    expect(row.textContent).toBe("Conflitto⚠ Marco è in ferie");
    cleanup();
    renderDialog(true);
    expect(screen.queryByText("Conflitto")).toBeNull();
  });

  test("shows who created and who moved it, newest first, and follows a live change", async () => {
    let history = [moved, created];
    fakeApi((call) => (call.path === "/api/appointments/5/history" ? { status: 200, body: history } : undefined));
    const store = renderDialog(true);
    await settle(30);
    const list = screen.getByRole("list", { name: "Storico dell'appuntamento" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Spostato da Marco: mar 24/11 10:00 → gio 26/11 15:00 · 22/11 10:05",
      "Creato da Giulia Bianchi · 22/11 10:03",
    ]);
    history = [{ ...moved, id: 3, action: "updated", actorName: "Sara Neri", at: "2026-11-22T10:00:00.000Z", changes: { notes: ["", "Allergia"] } }, ...history];
    store.set(applyChangeAtom, { topic: "appointments", dates: ["2026-11-26"] });
    await settle(30);
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toBe("Modificato da Sara Neri · 22/11 11:00");
    expect(screen.getByRole("button", { name: "Modifica" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Elimina" })).toBeTruthy();
  });

  test("someone who may not change it reads it without Modifica and Elimina", async () => {
    fakeApi((call) => (call.path === "/api/appointments/5/history" ? { status: 200, body: [created] } : undefined));
    renderDialog(false);
    await settle(30);
    expect(screen.getByText("Creato da Giulia Bianchi · 22/11 10:03")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Modifica" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Elimina" })).toBeNull();
  });
});
