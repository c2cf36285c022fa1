// Deleting a client with visits still to come: the screen lists them and asks whether to cancel
// or keep them, and sends the answer with the delete.
import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { Toaster } from "../../ui/toast";
import { settle } from "../../ui/test-utils";
import type { Client, ClientDeleted, FutureVisit } from "../../../src/domain/schemas/clients";
import ClientsPage from "./clients-page";
import { fakeApi } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";
import { deletionMessage } from "./delete-client-dialog";

afterEach(cleanup);

const GIULIA: Client = { id: 4, firstName: "Giulia", lastName: "Rossi", phone: "+393331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };
const VISITS: FutureVisit[] = [
  { id: 11, date: "2026-03-20", startTime: "09:30", endTime: "11:15", status: "booked", services: ["Colore", "Taglio"], stylists: ["Giulia", "Marco"] },
  { id: 12, date: "2026-04-02", startTime: "15:00", endTime: "15:45", status: "confirmed", services: ["Piega"], stylists: ["Marco"] },
];
const SUMMARY = { id: 4, appointmentCount: 5, reminderCount: 0, lastVisit: null, usualStylist: null, usualService: null, pastVisits: 3, noShows: 0, patchTestDate: null, patchTestMonths: 6 };

/** The clients API; DELETE answers 409 future_visits until a choice is sent. Returns the DELETE paths asked. */
function serve() {
  const deletes: string[] = [];
  let deleted = false;
  fakeApi((call) => {
    if (call.path === "/api/clients/4/summary") return { status: 200, body: SUMMARY };
    if (call.method === "DELETE") {
      deletes.push(call.path);
      const choice = new URL(call.path, "http://x").searchParams.get("futureVisits");
      if (!choice) return { status: 409, body: { code: "future_visits", message: "Giulia Rossi ha 2 appuntamenti in programma", visits: VISITS } };
      deleted = true;
      return { status: 200, body: { id: 4, appointmentCount: 5, reminderCount: 0, anonymised: true, cancelled: choice === "cancel" ? 2 : 0 } satisfies ClientDeleted };
    }
    return answerClients(() => (deleted ? [] : [GIULIA]), call.method, call.path);
  });
  return deletes;
}

async function openFutureVisits() {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <MemoryRouter>
        <ClientsPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(30);
  fireEvent.click(screen.getByRole("button", { name: "Elimina Giulia Rossi" }));
  const confirm = await screen.findByRole("dialog", { name: "Sei sicuro di voler eliminare questo cliente?" });
  await settle(30);
  await act(async () => {
    fireEvent.click(within(confirm).getByRole("button", { name: "Elimina" }));
  });
  await settle(30);
  return screen.getByRole("dialog", { name: "Appuntamenti in programma" });
}

describe("deleting a client with visits still to come", () => {
  test("lists them with day, time, services and stylists; Annulla gli appuntamenti sends cancel", async () => {
    const deletes = serve();
    const dialog = await openFutureVisits();
    expect(screen.queryByRole("dialog", { name: "Sei sicuro di voler eliminare questo cliente?" })).toBeNull();
    expect(dialog.textContent).toContain("Giulia Rossi ha 2 appuntamenti in programma. Vuoi annullarli o mantenerli per il cliente eliminato?");
    const rows = within(within(dialog).getByRole("list", { name: "Appuntamenti in programma" })).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "venerdì 20 marzo 202609:30–11:15 · Colore e Taglio · con Giulia e Marco",
      "giovedì 2 aprile 202615:00–15:45 · Piega · con Marco",
    ]);
    // Focus starts on the harmless "Indietro" and stays inside the dialog.
    expect(document.activeElement?.textContent).toBe("Indietro");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Annulla gli appuntamenti" }));
    });
    await settle(30);
    expect(deletes).toEqual(["/api/clients/4", "/api/clients/4?futureVisits=cancel"]);
    expect(within(screen.getByRole("status")).getByText("Cliente eliminato con successo (2 appuntamenti annullati)")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Nessun cliente ancora")).toBeTruthy();
  });

  test("Mantieni gli appuntamenti sends keep", async () => {
    const deletes = serve();
    const dialog = await openFutureVisits();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Mantieni gli appuntamenti" }));
    });
    await settle(30);
    expect(deletes).toEqual(["/api/clients/4", "/api/clients/4?futureVisits=keep"]);
    expect(within(screen.getByRole("status")).getByText("Cliente eliminato con successo")).toBeTruthy();
  });

  test("Escape deletes nothing and closes", async () => {
    const deletes = serve();
    const dialog = await openFutureVisits();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    await settle(30);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deletes).toEqual(["/api/clients/4"]);
    expect(screen.getAllByTestId("client-card")).toHaveLength(1);
  });
});

describe("deletionMessage", () => {
  test.each([
    [{ appointmentCount: 0, reminderCount: 0 }, "Anna Neri non ha appuntamenti né promemoria. L'operazione non si può annullare."],
    [{ appointmentCount: 1, reminderCount: 0 }, "I dati personali di Anna Neri (nome, telefono, email, note e consensi) verranno cancellati. Il suo appuntamento resta nello storico del salone come «Cliente eliminato». L'operazione non si può annullare."],
    [{ appointmentCount: 0, reminderCount: 2 }, "I dati personali di Anna Neri (nome, telefono, email, note e consensi) verranno cancellati. Verranno eliminati anche 2 promemoria. L'operazione non si può annullare."],
  ])("%p", (counts, expected) => {
    expect(deletionMessage("Anna Neri", { id: 1, ...counts })).toBe(expected);
  });
});
