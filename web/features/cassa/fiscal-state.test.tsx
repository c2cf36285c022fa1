import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { FiscalState } from "../../../src/domain/schemas/fiscal";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { closingOf, saleDoc, SALON } from "./cassa-fixtures";
import DocumentPage from "./document-page";
import { fiscalText } from "./fiscal-state";

afterEach(cleanup);

const state = (patch: Partial<FiscalState>): FiscalState => ({ status: "pending", documentNumber: null, zRepNumber: null, printedAt: null, error: null, ...patch });

function serve(doc: SalesDocument, retried: FiscalState) {
  let current = doc;
  return fakeApi((call) => {
    if (call.path === `/api/sales/${doc.id}` && call.method === "GET") return { status: 200, body: current };
    if (call.path === `/api/sales/${doc.id}/fiscal/retry` && call.method === "POST") {
      current = { ...current, fiscal: retried };
      return { status: 200, body: retried };
    }
    if (call.path === "/api/settings/salon") return { status: 200, body: SALON };
    if (call.path.startsWith("/api/cash-closings/")) return { status: 200, body: closingOf({ date: call.path.split("/").at(-1)! }) };
    return undefined;
  });
}

async function show(id: number) {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <MemoryRouter initialEntries={[`/cassa/documenti/${id}`]}>
        <Routes>
          <Route path="/cassa/documenti/:id" element={<DocumentPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(50);
}

describe("a document's fiscal state", () => {
  test("printed: its number and the day the RT printed it on the salon's clock (late evening UTC is the next day in Rome)", () => {
    const printed = state({ status: "printed", documentNumber: "0042-0007", zRepNumber: 42, printedAt: "2026-11-25T23:30:00.000Z" });
    expect(fiscalText(printed, "2026-11-25", "Europe/Rome")).toBe("Documento commerciale n. 0042-0007 del 26/11/2026");
    expect(fiscalText(state({ status: "printing" }), "2026-11-25", "Europe/Rome")).toBe("In stampa…");
  });

  test("printed on the page", async () => {
    serve(saleDoc({ fiscal: state({ status: "printed", documentNumber: "0042-0007", zRepNumber: 42, printedAt: "2026-11-25T09:30:00.000Z" }) }), state({}));
    await show(1);
    expect(screen.getByRole("status", { name: "Stato fiscale" }).textContent).toBe("Documento commerciale n. 0042-0007 del 25/11/2026");
    expect(screen.queryByRole("button", { name: "Riprova" })).toBeNull();
  });

  test("failed: Da stampare with the reason; Riprova asks the server and the page follows", async () => {
    const calls = serve(saleDoc({ fiscal: state({ status: "failed", error: "Carta esaurita o coperchio aperto" }) }), state({ status: "pending" }));
    await show(1);
    const line = screen.getByRole("status", { name: "Stato fiscale" });
    expect(line.textContent).toContain("Da stampare");
    expect(line.textContent).toContain("Carta esaurita o coperchio aperto");
    fireEvent.click(screen.getByRole("button", { name: "Riprova" }));
    await settle(50);
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/sales/1/fiscal/retry")).toBe(true);
    expect(screen.getByRole("status", { name: "Stato fiscale" }).textContent).toBe("In stampa…");
  });

  test("no print job: nothing is said", async () => {
    serve(saleDoc({ fiscal: null }), state({}));
    await show(1);
    expect(screen.queryByRole("status", { name: "Stato fiscale" })).toBeNull();
  });
});
