import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { FiscalState } from "../../../src/domain/schemas/fiscal";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { settle } from "../../ui/test-utils";
import { saleDoc } from "./cassa-fixtures";
import { serveDocuments, showDocument } from "./document-page-kit";
import { fiscalText } from "./fiscal-state";

afterEach(cleanup);

const state = (patch: Partial<FiscalState>): FiscalState => ({ status: "pending", documentNumber: null, zRepNumber: null, printedAt: null, error: null, ...patch });

function serve(doc: SalesDocument, retried: FiscalState) {
  let current = doc;
  return serveDocuments(
    () => [current],
    (call) => {
      if (call.path !== `/api/sales/${doc.id}/fiscal/retry` || call.method !== "POST") return undefined;
      current = { ...current, fiscal: retried };
      return { status: 200, body: retried };
    },
  );
}
describe("a document's fiscal state", () => {
  test("printed: its number and the day the RT printed it on the salon's clock (late evening UTC is the next day in Rome)", () => {
    const printed = state({ status: "printed", documentNumber: "0042-0007", zRepNumber: 42, printedAt: "2026-11-25T23:30:00.000Z" });
    expect(fiscalText(printed, "2026-11-25", "Europe/Rome")).toBe("Documento commerciale n. 0042-0007 del 26/11/2026");
    expect(fiscalText(state({ status: "printing" }), "2026-11-25", "Europe/Rome")).toBe("In stampa…");
  });

  test("printed on the page", async () => {
    serve(saleDoc({ fiscal: state({ status: "printed", documentNumber: "0042-0007", zRepNumber: 42, printedAt: "2026-11-25T09:30:00.000Z" }) }), state({}));
    await showDocument(1);
    expect(screen.getByRole("status", { name: "Stato fiscale" }).textContent).toBe("Documento commerciale n. 0042-0007 del 25/11/2026");
    expect(screen.queryByRole("button", { name: "Riprova" })).toBeNull();
  });

  test("failed: Da stampare with the reason; Riprova asks the server and the page follows", async () => {
    const calls = serve(saleDoc({ fiscal: state({ status: "failed", error: "Carta esaurita o coperchio aperto" }) }), state({ status: "pending" }));
    await showDocument(1);
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
    await showDocument(1);
    expect(screen.queryByRole("status", { name: "Stato fiscale" })).toBeNull();
  });
});
