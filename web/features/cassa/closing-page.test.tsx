import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import { CLOSING_NOTE_REQUIRED } from "../../../src/domain/sales/closing-rules";
import type { CashClosing } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { closingOf, SALON } from "./cassa-fixtures";
import ClosingPage from "./closing-page";

afterEach(cleanup);

/** The closings API over one day, with the server's arithmetic for a close. */
function serve(start: CashClosing, unprinted = 0) {
  let closing = start;
  const calls = fakeApi((call) => {
    if (call.path === "/api/settings/salon") return { status: 200, body: SALON };
    if (call.path === "/api/cash-closings" && call.method === "POST" && unprinted > 0) {
      return { status: 409, body: { message: `${unprinted} documenti non ancora stampati dal registratore telematico: stampali o chiudi comunque`, code: "fiscal_pending", count: unprinted } };
    }
    if (call.path === "/api/cash-closings?force=1" && call.method === "POST") unprinted = 0;
    if (call.path === `/api/cash-closings/${closing.date}` && call.method === "GET") return { status: 200, body: closing };
    if ((call.path === "/api/cash-closings" || call.path === "/api/cash-closings?force=1") && call.method === "POST") {
      const expected = call.body.openingFloatCents + closing.expectedCashCents;
      closing = { ...closing, status: "closed", openingFloatCents: call.body.openingFloatCents, expectedCashCents: expected, countedCashCents: call.body.countedCashCents, differenceCents: call.body.countedCashCents - expected, note: call.body.note, closedBy: "Giulia Verdi", closedAt: "2026-03-10T18:30:00.000Z" };
      return { status: 201, body: closing };
    }
    if (call.path === `/api/cash-closings/${closing.date}` && call.method === "DELETE") {
      closing = { ...closingOf({ date: closing.date }) };
      return { status: 200, body: closing };
    }
    return undefined;
  });
  return calls;
}

async function show(date: string, role: Role = "reception") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter initialEntries={[`/cassa/chiusura/${date}`]}>
        <Routes>
          <Route path="/cassa/chiusura/:date" element={<ClosingPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(50);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Chiusura cassa", () => {
  test("totals by method and counts; the difference follows what is typed; a difference needs a note; closed, it is locked", async () => {
    const calls = serve(closingOf());
    await show("2026-03-10");
    expect(screen.getByRole("heading", { name: "Chiusura cassa" })).toBeTruthy();
    expect(screen.getByLabelText("Totali per metodo").textContent).toContain("Carta/Bancomat72,40 €");
    type("Fondo cassa iniziale", "100");
    expect(screen.getByTestId("expected-cash").textContent).toBe("150,00 €");
    type("Contanti contati", "155");
    expect(screen.getByTestId("cash-difference").textContent).toBe("+5,00 €");
    fireEvent.click(screen.getByRole("button", { name: "Chiudi cassa" }));
    await settle();
    expect(document.body.textContent).toContain(CLOSING_NOTE_REQUIRED);
    expect(screen.queryByRole("dialog")).toBeNull();
    type("Nota", "5 € trovati nel cassetto");
    fireEvent.click(screen.getByRole("button", { name: "Chiudi cassa" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Chiudi cassa" }));
    await settle(50);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ date: "2026-03-10", openingFloatCents: 10000, countedCashCents: 15500, note: "5 € trovati nel cassetto" });
    expect(await screen.findByText("Chiusa")).toBeTruthy();
    expect(document.body.textContent).toContain("Chiusa da Giulia Verdi il 10/03/2026 19:30");
    expect(document.body.textContent).toContain("La giornata di martedì 10 marzo 2026 è chiusa.");
    expect(screen.queryByRole("button", { name: "Chiudi cassa" })).toBeNull();
    expect((screen.getByLabelText("Contanti contati") as HTMLInputElement).readOnly).toBe(true);
    // Reception closes, only the owner reopens.
    expect(screen.queryByRole("button", { name: "Riapri" })).toBeNull();
  });

  test("documents not printed on the RT: a confirm, then the close again with force; the Z report's number once printed", async () => {
    const calls = serve(closingOf(), 2);
    await show("2026-03-10");
    type("Contanti contati", "50");
    fireEvent.click(screen.getByRole("button", { name: "Chiudi cassa" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Chiudi cassa" }));
    await settle(50);
    const warning = await screen.findByRole("dialog", { name: "Documenti non stampati" });
    expect(warning.textContent).toContain("Ci sono documenti non ancora stampati dal registratore telematico (2)");
    fireEvent.click(within(warning).getByRole("button", { name: "Chiudi comunque" }));
    await settle(50);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/cash-closings", "/api/cash-closings?force=1"]);
    expect(await screen.findByText("Chiusa")).toBeTruthy();
    cleanup();
    serve(closingOf({ status: "closed", fiscal: { status: "printed", documentNumber: null, zRepNumber: 43, printedAt: "2026-03-10T18:31:00.000Z", error: null } }));
    await show("2026-03-10");
    expect(document.body.textContent).toContain("Chiusura fiscale (Z) n. 43");
    cleanup();
    // Not printed: the badge says so, the reason follows beside it.
    const reason = "In coda dopo un documento non stampato: Stampante spenta o non raggiungibile (connessione rifiutata)";
    serve(closingOf({ status: "closed", fiscal: { status: "failed", documentNumber: null, zRepNumber: null, printedAt: null, error: reason } }));
    await show("2026-03-10");
    expect(screen.getByText("Chiusura fiscale da stampare", { exact: true })).toBeTruthy();
    expect(screen.getByText(reason, { exact: true })).toBeTruthy();
  });

  test("the owner reopens a closed day", async () => {
    const calls = serve(closingOf({ status: "closed", openingFloatCents: 10000, expectedCashCents: 15000, countedCashCents: 15000, differenceCents: 0, closedBy: "Giulia Verdi", closedAt: "2026-03-10T18:30:00.000Z" }));
    await show("2026-03-10", "owner");
    fireEvent.click(screen.getByRole("button", { name: "Riapri" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Riapri" }));
    await settle(50);
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/cash-closings/2026-03-10")).toBe(true);
    expect(await screen.findByText("Aperta")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Chiudi cassa" })).toBeTruthy();
  });

  test("the printed closing carries the salon and the difference", async () => {
    serve(closingOf({ status: "closed", openingFloatCents: 10000, expectedCashCents: 15000, countedCashCents: 15500, differenceCents: 500, note: "5 € in più", closedBy: "Giulia Verdi", closedAt: "2026-03-10T18:30:00.000Z" }));
    await show("2026-03-10");
    const sheet = document.querySelector(".print-only")!;
    expect(sheet.textContent).toContain("Salone Bella");
    expect(sheet.textContent).toContain("Differenza5,00 €");
    expect(sheet.textContent).toContain("Nota: 5 € in più");
  });

  test("a date that is no day says so", async () => {
    serve(closingOf());
    await show("2026-02-30");
    expect(screen.getByText("Data non valida").getAttribute("role")).toBe("alert");
  });
});
