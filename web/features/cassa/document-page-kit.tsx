// Test support for the document page: the server's answers every document page asks for, and the
// page rendered at /cassa/documenti/:id, for the tests of the page and of its parts.
import { render } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { ReceiptMessage } from "../../../src/domain/schemas/receipts";
import type { SalesDocument } from "../../../src/domain/schemas/sales";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall, type FakeRoute } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { closingOf, SALON } from "./cassa-fixtures";
import DocumentPage from "./document-page";

/**
 * Answers `extra` first, then GET /api/sales/:id from `docs` (read at each call, so a test may
 * change them), the salon, the day's closing and the document's WhatsApp receipts (`receipts`, by
 * document id; none when absent).
 */
export function serveDocuments(
  docs: SalesDocument[] | (() => SalesDocument[]),
  extra: FakeRoute = () => undefined,
  receipts: () => Record<number, ReceiptMessage[]> = () => ({}),
): FakeCall[] {
  return fakeApi(async (call) => {
    const answer = await extra(call);
    if (answer) return answer;
    const one = /^\/api\/sales\/(\d+)(\/receipt-messages)?$/.exec(call.path);
    if (one && call.method === "GET") {
      const id = Number(one[1]);
      if (one[2]) return { status: 200, body: receipts()[id] ?? [] };
      const doc = (typeof docs === "function" ? docs() : docs).find((d) => d.id === id);
      return doc ? { status: 200, body: doc } : { status: 404, body: { message: "Vendita non trovata", code: "not_found" } };
    }
    if (call.path === "/api/settings/salon") return { status: 200, body: SALON };
    if (call.path.startsWith("/api/cash-closings/")) return { status: 200, body: closingOf({ date: call.path.split("/").at(-1)! }) };
    return undefined;
  });
}

/** The document page of `id` as `role` sees it, with its toasts. */
export async function showDocument(id: number, role: Role = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
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
