import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { APPOINTMENT_REMINDER_DEFAULTS, LEAD_HOURS_INVALID, type AppointmentReminderSettings } from "../../../src/domain/schemas/appointment-reminders";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { AppointmentRemindersCard } from "./appointment-reminders-card";
import SettingsPage from "./settings-page";

afterEach(cleanup);

const PATH = "/api/settings/appointment-reminders";

function serve(onPut: (body: AppointmentReminderSettings) => { status: number; body: unknown } = (body) => ({ status: 200, body })) {
  let saved: AppointmentReminderSettings = { ...APPOINTMENT_REMINDER_DEFAULTS };
  return fakeApi((call: FakeCall) => {
    if (call.path === PATH && call.method === "GET") return { status: 200, body: saved };
    if (call.path === PATH && call.method === "PUT") {
      const answer = onPut(call.body);
      if (answer.status === 200) saved = call.body;
      return answer;
    }
    return undefined;
  });
}

async function renderCard() {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <AppointmentRemindersCard />
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
  });
  await settle(40);
}

describe("Impostazioni: promemoria appuntamenti", () => {
  test("shows the saved settings; a change with quiet hours off is saved as both null", async () => {
    const calls = serve();
    await renderCard();
    expect(screen.getByRole("heading", { name: "Promemoria appuntamenti" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Invia i promemoria" }).getAttribute("aria-checked")).toBe("true");
    expect(input("Ore di anticipo").value).toBe("24");
    expect(input("Dalle").value).toBe("21:00");
    expect(input("Alle").value).toBe("08:00");
    expect(input("Modello del promemoria").value).toBe("promemoria_appuntamento");

    fireEvent.change(input("Ore di anticipo"), { target: { value: "48" } });
    fireEvent.click(screen.getByRole("switch", { name: "Ore di silenzio" }));
    expect(screen.queryByLabelText("Dalle")).toBeNull();
    await save();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ ...APPOINTMENT_REMINDER_DEFAULTS, leadHours: 48, quietStart: null, quietEnd: null });
    expect(screen.getByText("Promemoria salvati")).toBeTruthy();
    expect(screen.getByText("Partono 48 ore prima di ogni appuntamento.")).toBeTruthy();
  });

  test("a lead outside 2–72 hours is shown under the field and nothing is sent", async () => {
    const calls = serve();
    await renderCard();
    fireEvent.change(input("Ore di anticipo"), { target: { value: "1" } });
    await save();
    expect(screen.getByText(LEAD_HOURS_INVALID)).toBeTruthy();
    expect(input("Ore di anticipo").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  test("the server's refusal lands under its field", async () => {
    serve(() => ({ status: 400, body: { message: "Nome del modello sconosciuto", code: "validation", fields: { template: "Nome del modello sconosciuto" } } }));
    await renderCard();
    await save();
    expect(screen.getAllByText("Nome del modello sconosciuto").length).toBeGreaterThan(0);
    expect(input("Modello del promemoria").getAttribute("aria-invalid")).toBe("true");
  });

  test("the settings page shows the card to the owner only", async () => {
    fakeApi(() => undefined);
    for (const [role, shown] of [["owner", true], ["reception", false]] as const) {
      render(
        <Provider store={storeSignedInAs(role)}>
          <MemoryRouter>
            <SettingsPage />
          </MemoryRouter>
        </Provider>,
      );
      await settle(40);
      expect(screen.queryByRole("heading", { name: "Promemoria appuntamenti" }) !== null).toBe(shown);
      cleanup();
    }
  });
});
