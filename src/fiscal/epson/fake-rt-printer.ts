// The fake RT's fiscal memory: it answers one fpmate.cgi request body as an Epson RT would —
// numbering documents within the fiscal day (ZZZZ-NNNN), keeping a journal, checking voids and
// refunds against the documents it issued, closing the day with the Z report.
import type { FiscalReference } from "../driver.ts";
import { wallClockIn } from "../../domain/time.ts";
import { documentNumber, euros } from "./format.ts";
import { PRINTER_ERROR, type FakeLine, type FakePayment, readReceipt, type RtError } from "./fake-rt-receipt.ts";
import { DAY_NUMBER_COMMAND, LAST_DOCUMENT_COMMAND } from "./requests.ts";
import { escapeXml, localName, parseXml, XmlError, type XmlElement } from "./xml.ts";

export type FakeRtState = "ready" | "paper-out" | "cover-open" | "memory-full";

export type JournalDocument = {
  kind: "sale" | "void" | "refund";
  /** "ZZZZ-NNNN" */
  number: string;
  zRepNumber: number;
  documentNumber: number;
  date: string;
  time: string;
  amountCents: number;
  operator: number;
  lines: FakeLine[];
  payments: FakePayment[];
  reference?: FiscalReference;
  lotteryCode?: string;
};

export type JournalZReport = { kind: "z-report"; zRepNumber: number; date: string; time: string; amountCents: number; documents: number };
export type JournalEntry = JournalDocument | JournalZReport;

export type FakePrinterOptions = { serial?: string; departments?: number; zRepNumber?: number; timeZone?: string; now?: () => Date };

export type FakePrinter = ReturnType<typeof createFakePrinter>;

function answerXml(success: boolean, code: string, status: string, info: Record<string, string>): string {
  const names = Object.keys(info);
  const body = names.length === 0 ? "" :
    `<addInfo><elementList>${names.join(",")}</elementList>${names.map((name) => `<${name}>${escapeXml(info[name] ?? "")}</${name}>`).join("")}</addInfo>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>` +
    `<response success="${success}" code="${escapeXml(code)}" status="${escapeXml(status)}">${body}</response></soapenv:Body></soapenv:Envelope>`;
}

export function createFakePrinter(options: FakePrinterOptions = {}) {
  const serial = options.serial ?? "99MEX012345";
  const departments = options.departments ?? 10;
  const timeZone = options.timeZone ?? "Europe/Rome";
  const now = options.now ?? (() => new Date());
  let day = options.zRepNumber ?? 1;
  let inDay = 0;
  let state: FakeRtState = "ready";
  const journal: JournalEntry[] = [];
  const nonFiscal: string[][] = [];

  const clock = () => {
    const wall = wallClockIn(timeZone, now());
    const time = `${String(Math.floor(wall.minutes / 60)).padStart(2, "0")}:${String(wall.minutes % 60).padStart(2, "0")}`;
    return { date: wall.date, time };
  };
  const printerStatus = () => `${state === "paper-out" || state === "cover-open" ? "3" : "0"}${state === "memory-full" ? "5" : "0"}110`;
  const fail = (error: RtError, info: Record<string, string> = {}) =>
    answerXml(false, error.code, error.status, { printerStatus: printerStatus(), ...info });
  const offline = () => state === "paper-out" || state === "cover-open";
  const documents = () => journal.filter((entry): entry is JournalDocument => entry.kind !== "z-report");

  const checkReference = (kind: "void" | "refund", reference: FiscalReference, amountCents: number): RtError | null => {
    const original = documents().find((doc) =>
      doc.zRepNumber === reference.zRepNumber && doc.documentNumber === reference.documentNumber && doc.date === reference.date);
    if (reference.serial !== serial || !original) return PRINTER_ERROR(12);
    if (original.kind === "void") return PRINTER_ERROR(41);
    if (original.kind === "refund") return PRINTER_ERROR(42);
    const related = documents().filter((doc) => doc.reference && doc.reference.zRepNumber === original.zRepNumber &&
      doc.reference.documentNumber === original.documentNumber && doc.reference.date === original.date);
    if (related.some((doc) => doc.kind === "void")) return PRINTER_ERROR(39);
    if (kind === "void") {
      if (related.length > 0) return PRINTER_ERROR(40);
      if (amountCents !== original.amountCents) return PRINTER_ERROR(13);
    } else {
      const refunded = related.reduce((sum, doc) => sum + doc.amountCents, 0);
      if (refunded + amountCents > original.amountCents) return PRINTER_ERROR(20);
    }
    return null;
  };

  const fiscalReceipt = (body: XmlElement): string => {
    if (offline()) return fail({ code: "EPTR_REC_EMPTY", status: "3" });
    if (state === "memory-full") return fail(PRINTER_ERROR(18));
    const receipt = readReceipt(body, departments);
    if ("code" in receipt) return fail(receipt);
    if (receipt.reference) {
      const refused = checkReference(receipt.kind as "void" | "refund", receipt.reference, receipt.amountCents);
      if (refused) return fail(refused);
    }
    inDay += 1;
    const { date, time } = clock();
    const doc: JournalDocument = { ...receipt, number: documentNumber(day, inDay), zRepNumber: day, documentNumber: inDay, date, time };
    journal.push(doc);
    const [y, m, d] = date.split("-");
    return answerXml(true, "", "2", {
      lastCommand: "74",
      printerStatus: printerStatus(),
      fiscalReceiptNumber: String(inDay),
      fiscalReceiptAmount: euros(doc.amountCents),
      fiscalReceiptDate: `${d}/${m}/${y}`,
      fiscalReceiptTime: time,
      zRepNumber: String(day),
    });
  };

  const fiscalReport = (body: XmlElement): string => {
    const report = body.children[0];
    const name = report ? localName(report) : "";
    if (body.children.length !== 1 || !["printZReport", "printXReport", "printXZReport"].includes(name)) {
      return fail({ code: "Non valid XML command", status: "0" });
    }
    if (offline()) return fail({ code: "EPTR_REC_EMPTY", status: "3" });
    if (name === "printXReport") return answerXml(true, "", "2", { printerStatus: printerStatus() });
    const today = documents().filter((doc) => doc.zRepNumber === day);
    const amountCents = today.reduce((sum, doc) => sum + (doc.kind === "sale" ? doc.amountCents : -doc.amountCents), 0);
    const { date, time } = clock();
    journal.push({ kind: "z-report", zRepNumber: day, date, time, amountCents, documents: today.length });
    const closed = day;
    day += 1;
    inDay = 0;
    return answerXml(true, "", "2", { printerStatus: printerStatus(), zRepNumber: String(closed), dailyAmount: euros(amountCents) });
  };

  /** directIO 1387: the last commercial document, in the printer's fixed-width record. */
  const lastDocumentData = (): string => {
    const last = documents().at(-1);
    if (!last) return `01${"0".repeat(58)}0`;
    const [y, m, d] = last.date.split("-");
    const [hh, mi] = last.time.split(":");
    return "01" + String(last.amountCents).padStart(9, "0") + "0".repeat(9) + `${d}${m}${(y ?? "").slice(2)}` +
      `${hh}${mi}00` + String(last.zRepNumber).padStart(4, "0") + String(last.documentNumber).padStart(4, "0") +
      serial.padEnd(11, " ").slice(0, 11) + "0" + (last.lotteryCode ?? "").padEnd(8, " ") + "1";
  };

  const printerCommand = (body: XmlElement): string => {
    const command = body.children[0];
    if (body.children.length !== 1 || !command) return fail({ code: "Non valid XML command", status: "0" });
    const name = localName(command);
    if (name === "queryPrinterStatus") {
      return answerXml(true, "", "2", {
        cpuRel: "07.00", mfRel: "07.00", mfStatus: "01", fpStatus: printerStatus(),
        rtType: "I", rtMainStatus: "02", rtSubStatus: "08", rtDailyOpen: inDay > 0 ? "1" : "0",
      });
    }
    if (name === "directIO") {
      const data = command.attrs.data ?? "";
      if (command.attrs.command === LAST_DOCUMENT_COMMAND) {
        return answerXml(true, "", "2", { responseCommand: LAST_DOCUMENT_COMMAND, responseData: lastDocumentData() });
      }
      if (command.attrs.command === DAY_NUMBER_COMMAND) {
        return answerXml(true, "", "2", { responseCommand: DAY_NUMBER_COMMAND, responseData: `${data.slice(0, 2)}${String(day).padStart(16, "0")}` });
      }
      return fail(PRINTER_ERROR(16));
    }
    return fail({ code: "Non valid XML command", status: "0" });
  };

  const printerNonFiscal = (body: XmlElement): string => {
    const names = body.children.map(localName);
    if (names[0] !== "beginNonFiscal" || names.at(-1) !== "endNonFiscal") return fail({ code: "INCOMPLETE FILE", status: "0" });
    if (names.slice(1, -1).some((name) => name !== "printNormal")) return fail({ code: "Non valid XML command", status: "0" });
    if (offline()) return fail({ code: "EPTR_REC_EMPTY", status: "3" });
    nonFiscal.push(body.children.slice(1, -1).map((el) => el.attrs.data ?? ""));
    return answerXml(true, "", "2", { printerStatus: printerStatus() });
  };

  return {
    serial,
    get journal(): readonly JournalEntry[] { return journal; },
    get nonFiscal(): readonly string[][] { return nonFiscal; },
    get zRepNumber() { return day; },
    get state() { return state; },
    setState(next: FakeRtState) { state = next; },
    /** Answers one request body. */
    handle(xml: string): string {
      let root: XmlElement;
      try {
        root = parseXml(xml);
      } catch (error) {
        if (error instanceof XmlError) return fail({ code: "PARSER_ERROR", status: "0" });
        throw error;
      }
      const soapBody = localName(root) === "Envelope" ? root.children.find((child) => localName(child) === "Body") : undefined;
      const request = soapBody?.children[0];
      if (!soapBody || !request || soapBody.children.length !== 1) return fail({ code: "PARSER_ERROR", status: "0" });
      switch (localName(request)) {
        case "printerFiscalReceipt": return fiscalReceipt(request);
        case "printerFiscalReport": return fiscalReport(request);
        case "printerCommand": return printerCommand(request);
        case "printerNonFiscal": return printerNonFiscal(request);
        default: return fail({ code: "Non valid XML command", status: "0" });
      }
    },
  };
}
