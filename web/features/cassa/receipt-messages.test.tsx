import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ReceiptMessage } from "../../../src/domain/schemas/receipts";
import { settle } from "../../ui/test-utils";
import { saleDoc } from "./cassa-fixtures";
import { serveDocuments, showDocument } from "./document-page-kit";
import { receiptMessageLine } from "./receipt-messages";

afterEach(cleanup);

const receipt = (over: Partial<ReceiptMessage> = {}): ReceiptMessage => ({
  id: 1,
  status: "sent",
  sentAt: "2026-03-10T09:00:00.000Z",
  deliveredAt: null,
  readAt: null,
  errorCode: null,
  errorMessage: null,
  attempts: 1,
  nextAttemptAt: null,
  updatedAt: "2026-03-10T09:00:00.000Z",
  createdAt: "2026-03-10T09:00:00.000Z",
  ...over,
});

describe("a document's receipts sent on WhatsApp", () => {
  test("each status in Italian on the salon's clock; a failure says why", () => {
    const rome = "Europe/Rome";
    expect(receiptMessageLine(receipt(), rome)).toEqual({ text: "Ricevuta su WhatsApp: inviato 10/03 10:00", tone: "neutral" });
    expect(receiptMessageLine(receipt({ status: "delivered", deliveredAt: "2026-03-10T09:05:00.000Z" }), rome).text).toBe("Ricevuta su WhatsApp: inviato 10/03 10:00 · consegnato");
    expect(receiptMessageLine(receipt({ status: "read" }), rome)).toEqual({ text: "Ricevuta su WhatsApp: inviato 10/03 10:00 · letto", tone: "green" });
    expect(receiptMessageLine(receipt({ status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" }), rome)).toEqual({
      text: "Ricevuta su WhatsApp: non inviato: numero non su WhatsApp",
      tone: "red",
    });
    expect(receiptMessageLine(receipt({ status: "queued", sentAt: null, attempts: 0 }), rome).text).toBe("Ricevuta su WhatsApp: in coda per l'invio");
  });

  test("the page lists them newest first; none sent, nothing shown; a click shows the new one without waiting for the live event", async () => {
    let sent: ReceiptMessage[] = [];
    const calls = serveDocuments(
      [saleDoc()],
      (call) => {
        if (call.method !== "POST" || call.path !== "/api/sales/1/send-receipt") return undefined;
        sent = [receipt({ id: 2, status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" }), ...sent];
        return { status: 200, body: { id: 2, documentId: 1, status: "failed", reason: "numero non su WhatsApp", repeated: false } };
      },
      () => ({ 1: sent }),
    );
    await showDocument(1);
    expect(screen.queryByRole("list", { name: "Ricevute inviate su WhatsApp" })).toBeNull();
    sent = [receipt({ status: "read", readAt: "2026-03-10T09:10:00.000Z" })];
    fireEvent.click(screen.getByRole("button", { name: "Invia su WhatsApp" }));
    await settle(50);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ requestKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const items = screen.getAllByRole("listitem").filter((li) => li.closest("[aria-label='Ricevute inviate su WhatsApp']"));
    expect(items.map((li) => li.textContent)).toEqual([
      "Ricevuta su WhatsApp: non inviato: numero non su WhatsApp",
      expect.stringMatching(/^Ricevuta su WhatsApp: inviato \d\d\/\d\d \d\d:\d\d · letto$/),
    ]);
    expect(items[0]!.className).toContain("text-red-700");
    expect(await screen.findByText("Ricevuta non inviata")).toBeTruthy();
  });
});
