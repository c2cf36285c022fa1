// The fake RT's reading of a `printerFiscalReceipt`: checks each sub-element as the RT does
// and returns the document it would print, or the error the RT would answer.
import type { FiscalReference } from "../driver.ts";
import { DESCRIPTION_WIDTH, lineGrossCents, MESSAGE_WIDTH, parseEuros, parseQuantity } from "./format.ts";
import { localName, type XmlElement } from "./xml.ts";

export type FakeLine = {
  description: string;
  quantity: number;
  unitPriceCents: number;
  department: number;
  /** Discounts minus surcharges on the line, in cents. */
  discountCents: number;
};

export type FakePayment = { paymentType: number; index: number; amountCents: number; description: string };

export type ParsedReceipt = {
  kind: "sale" | "void" | "refund";
  operator: number;
  lines: FakeLine[];
  payments: FakePayment[];
  amountCents: number;
  reference?: FiscalReference;
  lotteryCode?: string;
};

/** An error as the RT answers it: a code and its native status number. */
export type RtError = { code: string; status: string };

export const PRINTER_ERROR = (status: number): RtError => ({ code: "PRINTER ERROR", status: String(status) });
const INVALID_VALUE = PRINTER_ERROR(13);
const NOT_ALLOWED = PRINTER_ERROR(11);
const BAD_INDEX = PRINTER_ERROR(16);

class Refusal {
  constructor(readonly error: RtError) {}
}

const KNOWN = new Set([
  "printRecMessage", "beginFiscalReceipt", "printRecItem", "printRecRefund", "printRecItemAdjustment",
  "printRecSubtotal", "printRecSubtotalAdjustment", "printRecLotteryID", "printRecTotal", "endFiscalReceipt",
  "displayText", "openDrawer",
]);

/**
 * The indexes each payment type takes: cash 0-5, cheque 0-5, credit (0) or cards (1-10),
 * tickets 1-10, "non riscosso" 0-3 (all, goods, services, invoice), discount to pay 0-1.
 */
const PAYMENT_INDEXES: Record<number, [number, number]> = { 0: [0, 5], 1: [0, 5], 2: [0, 10], 3: [1, 10], 4: [1, 10], 5: [0, 3], 6: [0, 1] };

const REFERENCE = /^(VOID|REFUND) (\d{4}) (\d{4}) (\d{2})(\d{2})(\d{4}) ([A-Z0-9]{11})$/;

function int(el: XmlElement, attr: string, min: number, max: number, error: RtError = INVALID_VALUE): number {
  const raw = el.attrs[attr];
  if (raw === undefined || !/^\d+$/.test(raw.trim())) throw new Refusal(error);
  const value = Number(raw);
  if (value < min || value > max) throw new Refusal(error);
  return value;
}

function amount(el: XmlElement, attr: string): number {
  const cents = parseEuros(el.attrs[attr]);
  if (cents === null || cents < 0) throw new Refusal(INVALID_VALUE);
  return cents;
}

function text(el: XmlElement, attr: string, width: number): string {
  const value = el.attrs[attr] ?? "";
  if ([...value].length > width) throw new Refusal(INVALID_VALUE);
  return value;
}

/** Reads one fiscal receipt against `departments` (1..N are programmed). */
export function readReceipt(body: XmlElement, departments: number): ParsedReceipt | RtError {
  try {
    return read(body, departments);
  } catch (error) {
    if (error instanceof Refusal) return error.error;
    throw error;
  }
}

function read(body: XmlElement, departments: number): ParsedReceipt {
  const elements = body.children;
  for (const el of elements) {
    if (!KNOWN.has(localName(el))) throw new Refusal({ code: "Non valid XML command", status: "0" });
  }
  if (!elements.some((el) => localName(el) === "endFiscalReceipt")) throw new Refusal({ code: "INCOMPLETE FILE", status: "0" });
  const beginAt = elements.findIndex((el) => localName(el) === "beginFiscalReceipt");
  if (beginAt < 0) throw new Refusal({ code: "INCOMPLETE FILE", status: "0" });

  let reference: FiscalReference | undefined;
  let kind: ParsedReceipt["kind"] = "sale";
  for (const el of elements.slice(0, beginAt)) {
    if (localName(el) !== "printRecMessage") throw new Refusal(NOT_ALLOWED);
    const message = text(el, "message", MESSAGE_WIDTH);
    const match = REFERENCE.exec(message);
    if (el.attrs.messageType === "4" && match) {
      kind = match[1] === "VOID" ? "void" : "refund";
      reference = {
        zRepNumber: Number(match[2]),
        documentNumber: Number(match[3]),
        date: `${match[6]}-${match[5]}-${match[4]}`,
        serial: match[7] ?? "",
      };
    }
  }
  const begin = elements[beginAt] as XmlElement;
  const operator = int(begin, "operator", 1, 12);
  const lines: FakeLine[] = [];
  const payments: FakePayment[] = [];
  let lotteryCode: string | undefined;
  let paying = false;
  let ended = false;

  for (const el of elements.slice(beginAt + 1)) {
    const name = localName(el);
    if (ended) throw new Refusal(NOT_ALLOWED);
    switch (name) {
      case "printRecItem":
      case "printRecRefund": {
        if (paying || (name === "printRecItem") !== (kind === "sale")) throw new Refusal(NOT_ALLOWED);
        const quantity = parseQuantity(el.attrs.quantity);
        if (quantity === null || quantity <= 0) throw new Refusal(INVALID_VALUE);
        lines.push({
          description: text(el, "description", DESCRIPTION_WIDTH),
          quantity,
          unitPriceCents: amount(el, "unitPrice"),
          department: int(el, "department", 1, departments, BAD_INDEX),
          discountCents: 0,
        });
        break;
      }
      case "printRecItemAdjustment": {
        const last = lines.at(-1);
        if (paying || !last) throw new Refusal(NOT_ALLOWED);
        const type = int(el, "adjustmentType", 0, 9, BAD_INDEX);
        const value = amount(el, "amount");
        if (el.attrs.department !== undefined && int(el, "department", 1, departments, BAD_INDEX) !== last.department) {
          throw new Refusal(INVALID_VALUE);
        }
        text(el, "description", DESCRIPTION_WIDTH);
        // adjustmentType 0-4 are discounts, 5-9 surcharges, on the item just printed.
        last.discountCents += type <= 4 ? value : -value;
        if (last.discountCents > lineGrossCents(last.quantity, last.unitPriceCents)) throw new Refusal(INVALID_VALUE);
        break;
      }
      case "printRecSubtotal":
      case "printRecMessage":
      case "displayText":
      case "openDrawer":
        break;
      case "printRecSubtotalAdjustment":
        throw new Refusal(PRINTER_ERROR(22));
      case "printRecLotteryID": {
        if (kind !== "sale" || paying) throw new Refusal(NOT_ALLOWED);
        const code = el.attrs.code ?? "";
        if (!/^[A-Z0-9]{8}$/.test(code)) throw new Refusal(PRINTER_ERROR(30));
        lotteryCode = code;
        break;
      }
      case "printRecTotal": {
        paying = true;
        const paymentType = int(el, "paymentType", 0, 6, BAD_INDEX);
        const [low, high] = PAYMENT_INDEXES[paymentType] ?? [0, 0];
        payments.push({
          paymentType,
          index: int(el, "index", low, high, BAD_INDEX),
          amountCents: amount(el, "payment"),
          description: text(el, "description", DESCRIPTION_WIDTH),
        });
        break;
      }
      case "endFiscalReceipt":
        ended = true;
        break;
      default:
        throw new Refusal(NOT_ALLOWED);
    }
  }
  if (lines.length === 0) throw new Refusal(NOT_ALLOWED);
  const total = lines.reduce((sum, line) => sum + lineGrossCents(line.quantity, line.unitPriceCents) - line.discountCents, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const cash = payments.filter((payment) => payment.paymentType === 0).reduce((sum, payment) => sum + payment.amountCents, 0);
  // The document closes only when the payments cover the total; more than the total is change,
  // which only cash can give.
  if (paid < total) throw new Refusal(NOT_ALLOWED);
  if (paid - total > cash) throw new Refusal(PRINTER_ERROR(20));
  return {
    kind,
    operator,
    lines,
    payments,
    amountCents: total,
    ...(reference ? { reference } : {}),
    ...(lotteryCode ? { lotteryCode } : {}),
  };
}
