// The Fiscal ePOS-Print XML requests Salone sends to an Epson RT (FP-81 II RT, FP-90 III RT)
// through its fpmate.cgi web service. Pure: a job in, the SOAP document out.
import type { FiscalJob, FiscalLine, FiscalPayment, FiscalReference } from "../driver.ts";
import { cutText, DESCRIPTION_WIDTH, euros, MESSAGE_WIDTH, quantityText, referenceDate } from "./format.ts";
import { element } from "./xml.ts";

export const SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

/** directIO 1387 reads the last document the RT issued (amount, date, Z, number, serial). */
export const LAST_DOCUMENT_COMMAND = "1387";
/** directIO 2052 reads the number of the fiscal day in progress (the next Z report's number). */
export const DAY_NUMBER_COMMAND = "2052";

export function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<s:Envelope xmlns:s="${SOAP_NS}"><s:Body>${body}</s:Body></s:Envelope>`;
}

/** What the discount line says on the receipt. */
export const DISCOUNT_TEXT = "SCONTO";

function lineXml(tag: "printRecItem" | "printRecRefund", line: FiscalLine, operator: number): string {
  const item = element(tag, {
    operator,
    // The RT refuses an empty description; one of only emoji would be.
    description: cutText(line.description, DESCRIPTION_WIDTH) || "Articolo",
    quantity: quantityText(line.quantity),
    unitPrice: euros(line.unitPriceCents),
    department: line.department,
    justification: 1,
  });
  if (line.discountCents <= 0) return item;
  // adjustmentType 0: a discount on the item just printed, of `amount` euros, in its department.
  return item + element("printRecItemAdjustment", {
    operator,
    description: DISCOUNT_TEXT,
    adjustmentType: 0,
    amount: euros(line.discountCents),
    department: line.department,
    justification: 1,
  });
}

function paymentXml(payment: FiscalPayment, operator: number): string {
  return element("printRecTotal", {
    operator,
    description: cutText(payment.description, DESCRIPTION_WIDTH),
    payment: euros(payment.amountCents),
    paymentType: payment.paymentType,
    index: payment.index,
    justification: 1,
  });
}

/**
 * The first line of a void or a refund: a type-4 message the RT reads to find the original,
 * "VOID ZZZZ NNNN DDMMYYYY SERIAL" or "REFUND ZZZZ NNNN DDMMYYYY SERIAL"; the RT then prints
 * "DOCUMENTO DI ANNULLO/RESO … N. ZZZZ-NNNN del DD-MM-YYYY" on the document itself.
 */
export function referenceMessage(kind: "void" | "refund", reference: FiscalReference): string {
  const word = kind === "void" ? "VOID" : "REFUND";
  const z = String(reference.zRepNumber).padStart(4, "0");
  const n = String(reference.documentNumber).padStart(4, "0");
  return `${word} ${z} ${n} ${referenceDate(reference.date)} ${reference.serial}`;
}

function fiscalReceipt(job: Exclude<FiscalJob, { kind: "z-report" }>): string {
  const op = job.operator;
  const parts: string[] = ["<printerFiscalReceipt>"];
  if (job.kind !== "sale") {
    parts.push(element("printRecMessage", {
      operator: op,
      messageType: 4,
      index: 1,
      font: 1,
      message: cutText(referenceMessage(job.kind, job.reference), MESSAGE_WIDTH),
    }));
  }
  parts.push(element("beginFiscalReceipt", { operator: op }));
  const tag = job.kind === "sale" ? "printRecItem" : "printRecRefund";
  for (const line of job.lines) parts.push(lineXml(tag, line, op));
  parts.push(element("printRecSubtotal", { operator: op, option: 1 }));
  if (job.kind === "sale" && job.lotteryCode) {
    parts.push(element("printRecLotteryID", { operator: op, code: job.lotteryCode.trim().toUpperCase() }));
  }
  for (const payment of job.payments) parts.push(paymentXml(payment, op));
  parts.push(element("endFiscalReceipt", { operator: op }));
  parts.push("</printerFiscalReceipt>");
  return parts.join("");
}

/** The request that prints one job: a documento commerciale, a void, a refund or the Z report. */
export function jobRequest(job: FiscalJob): string {
  if (job.kind === "z-report") {
    return envelope(`<printerFiscalReport>${element("printZReport", { operator: job.operator })}</printerFiscalReport>`);
  }
  return envelope(fiscalReceipt(job));
}

/** The RT's state: paper, cover, electronic journal, receipt in progress (statusType 1: RT fields too). */
export function statusRequest(): string {
  return envelope(`<printerCommand>${element("queryPrinterStatus", { operator: 1, statusType: 1 })}</printerCommand>`);
}

export function directIoRequest(command: string, data: string): string {
  return envelope(`<printerCommand>${element("directIO", { command, data })}</printerCommand>`);
}

export function lastDocumentRequest(): string {
  return directIoRequest(LAST_DOCUMENT_COMMAND, "01");
}

export function dayNumberRequest(): string {
  return directIoRequest(DAY_NUMBER_COMMAND, "01");
}

/** "Stampa di prova": a non-fiscal document, no effect on the fiscal memory. */
export function testPrintRequest(lines: string[]): string {
  const body = lines
    .map((line) => element("printNormal", { operator: 1, font: 1, data: cutText(line, MESSAGE_WIDTH) }))
    .join("");
  return envelope(
    `<printerNonFiscal>${element("beginNonFiscal", { operator: 1 })}${body}${element("endNonFiscal", { operator: 1 })}</printerNonFiscal>`,
  );
}
