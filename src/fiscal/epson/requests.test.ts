import { describe, expect, test } from "bun:test";
import type { FiscalJob } from "../driver.ts";
import { jobRequest, referenceMessage, statusRequest, testPrintRequest } from "./requests.ts";
import { localName, parseXml, type XmlElement } from "./xml.ts";

/** The body's request element and its sub-elements as [name, attrs] pairs. */
function body(xml: string): { root: XmlElement; items: [string, Record<string, string>][] } {
  const envelope = parseXml(xml);
  expect(envelope.name).toBe("s:Envelope");
  expect(envelope.attrs["xmlns:s"]).toBe("http://schemas.xmlsoap.org/soap/envelope/");
  const root = envelope.children[0]!.children[0]!;
  return { root, items: root.children.map((el) => [localName(el), el.attrs]) };
}

const sale: FiscalJob = {
  kind: "sale",
  operator: 2,
  lines: [
    // A service at 22% (department 1) with its own discount and a share of the total discount.
    { description: "Taglio & piega — lunghi", quantity: 1, unitPriceCents: 3500, department: 1, discountCents: 350 },
    // A product at 22% in another department, two pieces, no discount.
    { description: "Shampoo ristrutturante alla cheratina per capelli trattati", quantity: 2, unitPriceCents: 1250, department: 2, discountCents: 0 },
    // A line at 10% (department 3) with a fractional quantity.
    { description: "Trattamento \"Ultra\" <viso>", quantity: 1.5, unitPriceCents: 1000, department: 3, discountCents: 0 },
  ],
  payments: [
    { paymentType: 0, index: 0, amountCents: 2000, description: "Contanti" },
    { paymentType: 2, index: 1, amountCents: 4650, description: "Carta di credito" },
  ],
  lotteryCode: "ABCD1234",
};

describe("sale request", () => {
  const { root, items } = body(jobRequest(sale));

  test("is a printerFiscalReceipt in the documented order", () => {
    expect(root.name).toBe("printerFiscalReceipt");
    expect(items.map(([name]) => name)).toEqual([
      "beginFiscalReceipt",
      "printRecItem", "printRecItemAdjustment",
      "printRecItem",
      "printRecItem",
      "printRecSubtotal",
      "printRecLotteryID",
      "printRecTotal", "printRecTotal",
      "endFiscalReceipt",
    ]);
    expect(items[0]![1]).toEqual({ operator: "2" });
    expect(items.at(-1)![1]).toEqual({ operator: "2" });
  });

  test("items carry description, quantity, unit price with a decimal comma, department", () => {
    expect(items[1]![1]).toEqual({ operator: "2", description: "Taglio & piega - lunghi", quantity: "1", unitPrice: "35,00", department: "1", justification: "1" });
    expect(items[4]![1]).toMatchObject({ description: 'Trattamento "Ultra" <viso>', quantity: "1,5", unitPrice: "10,00", department: "3" });
  });

  test("a description longer than the printer's 38 characters is cut", () => {
    expect(items[3]![1].description).toBe("Shampoo ristrutturante alla cheratina");
    expect(items[3]![1].description!.length).toBeLessThanOrEqual(38);
    expect(items[3]![1]).toMatchObject({ quantity: "2", unitPrice: "12,50", department: "2" });
  });

  test("the line's discount (its own plus its share of the total's) is an item adjustment in its department", () => {
    expect(items[2]![1]).toEqual({ operator: "2", description: "SCONTO", adjustmentType: "0", amount: "3,50", department: "1", justification: "1" });
  });

  test("one printRecTotal per payment with its RT payment type and index", () => {
    expect(items[7]![1]).toEqual({ operator: "2", description: "Contanti", payment: "20,00", paymentType: "0", index: "0", justification: "1" });
    expect(items[8]![1]).toEqual({ operator: "2", description: "Carta di credito", payment: "46,50", paymentType: "2", index: "1", justification: "1" });
  });

  test("the lottery code goes after the subtotal, before the payments", () => {
    expect(items[6]![1]).toEqual({ operator: "2", code: "ABCD1234" });
    expect(body(jobRequest({ ...sale, lotteryCode: " abcd1234 " })).items[6]![1].code).toBe("ABCD1234");
    const noLottery = body(jobRequest({ ...sale, lotteryCode: undefined })).items.map(([name]) => name);
    expect(noLottery).not.toContain("printRecLotteryID");
  });

  test("special characters are escaped in the raw XML", () => {
    const xml = jobRequest(sale);
    expect(xml).toContain('description="Taglio &amp; piega - lunghi"');
    expect(xml).toContain('description="Trattamento &quot;Ultra&quot; &lt;viso&gt;"');
    expect(xml).not.toContain("<viso>");
  });

  test("accents the RT prints are kept; other letters are folded", () => {
    const job: FiscalJob = { ...sale, lines: [{ ...sale.lines[0]!, description: "Più volume: è già perché ñ Ç ’x’" }] };
    expect(body(jobRequest(job)).items[1]![1].description).toBe("Più volume: è già perché n C 'x'");
    const emoji: FiscalJob = { ...sale, lines: [{ ...sale.lines[0]!, description: "💇‍♀️" }] };
    expect(body(jobRequest(emoji)).items[1]![1].description).toBe("Articolo");
  });
});

describe("void and refund", () => {
  const reference = { zRepNumber: 42, documentNumber: 7, date: "2026-11-25", serial: "99MEX012345" };
  const lines = [{ description: "Piega", quantity: 1, unitPriceCents: 2500, department: 1, discountCents: 0 }];
  const payments = [{ paymentType: 0, index: 0, amountCents: 2500, description: "Contanti" }];

  test("the reference message comes first, type 4, with Z, number, date and serial", () => {
    expect(referenceMessage("void", reference)).toBe("VOID 0042 0007 25112026 99MEX012345");
    expect(referenceMessage("refund", reference)).toBe("REFUND 0042 0007 25112026 99MEX012345");
    const { items } = body(jobRequest({ kind: "void", operator: 1, reference, lines, payments }));
    expect(items[0]).toEqual(["printRecMessage", { operator: "1", messageType: "4", index: "1", font: "1", message: "VOID 0042 0007 25112026 99MEX012345" }]);
    expect(items.map(([name]) => name)).toEqual(["printRecMessage", "beginFiscalReceipt", "printRecRefund", "printRecSubtotal", "printRecTotal", "endFiscalReceipt"]);
  });

  test("a refund lists what is given back as printRecRefund lines", () => {
    const { items } = body(jobRequest({ kind: "refund", operator: 1, reference, lines, payments }));
    expect(items[0]![1].message).toBe("REFUND 0042 0007 25112026 99MEX012345");
    expect(items[2]).toEqual(["printRecRefund", { operator: "1", description: "Piega", quantity: "1", unitPrice: "25,00", department: "1", justification: "1" }]);
  });
});

describe("other requests", () => {
  test("Z report", () => {
    const { root, items } = body(jobRequest({ kind: "z-report", operator: 1 }));
    expect(root.name).toBe("printerFiscalReport");
    expect(items).toEqual([["printZReport", { operator: "1" }]]);
  });

  test("status and test print", () => {
    expect(body(statusRequest()).items).toEqual([["queryPrinterStatus", { operator: "1", statusType: "1" }]]);
    const { root, items } = body(testPrintRequest(["Riga <1>"]));
    expect(root.name).toBe("printerNonFiscal");
    expect(items).toEqual([["beginNonFiscal", { operator: "1" }], ["printNormal", { operator: "1", font: "1", data: "Riga <1>" }], ["endNonFiscal", { operator: "1" }]]);
  });
});
