// The Epson driver: Fiscal ePOS-Print XML over HTTP to the RT's fpmate.cgi. Never throws —
// every failure becomes a value that says whether the RT may have printed.
import type { FiscalFailure, FiscalJob, FiscalPrinted, FiscalPrinterDriver, FiscalResult, PrinterStatus } from "../driver.ts";
import { wallClockIn } from "../../domain/time.ts";
import { parseEuros } from "./format.ts";
import { fpmateUrl, postXml, type PostOutcome } from "./http.ts";
import { dayNumberRequest, jobRequest, lastDocumentRequest, statusRequest, testPrintRequest } from "./requests.ts";
import {
  answerFailure, type EpsonAnswer, parseAnswer, parseDayNumber, parseLastDocument, printedFromAnswer, statusDigits,
} from "./responses.ts";

export type EpsonDriverOptions = {
  /** The address the owner entered: `http://192.168.1.50`, with a port or a path prefix if any. */
  url: string;
  /** The salon's zone, for the date of a Z report when the RT does not state it. */
  timeZone?: string;
  now?: () => Date;
  /** The lines of "Stampa di prova". */
  testLines?: string[];
};

const UNREACHABLE_MESSAGE = "Stampante spenta o non raggiungibile";
const UNKNOWN_MESSAGE = "La stampante non ha risposto in tempo: esito da verificare";

type Exchange = { ok: true; answer: EpsonAnswer } | { ok: false; failure: FiscalFailure };

function outcomeFailure(outcome: Exclude<PostOutcome, { kind: "answer" }>): FiscalFailure {
  return outcome.kind === "unreachable"
    ? { outcome: "unreachable", code: "UNREACHABLE", message: `${UNREACHABLE_MESSAGE} (${outcome.reason})` }
    : { outcome: "unknown", code: "NO_ANSWER", message: UNKNOWN_MESSAGE };
}

export function createEpsonDriver(options: EpsonDriverOptions): FiscalPrinterDriver {
  const timeZone = options.timeZone ?? "Europe/Rome";
  const now = options.now ?? (() => new Date());
  let knownSerial: string | null = null;

  /** One request; `fiscal` says whether a garbled answer may hide a printed document. */
  const exchange = async (xml: string, timeoutMs: number, fiscal: boolean): Promise<Exchange> => {
    const url = fpmateUrl(options.url, timeoutMs);
    if (!url) {
      return { ok: false, failure: { outcome: "unreachable", code: "BAD_URL", message: "Indirizzo della stampante non valido" } };
    }
    const outcome = await postXml(url, xml, timeoutMs);
    if (outcome.kind !== "answer") return { ok: false, failure: outcomeFailure(outcome) };
    const answer = parseAnswer(outcome.body);
    if (answer) return { ok: true, answer };
    if (outcome.status !== 200 || !fiscal) {
      // A web server that is not the RT's (wrong address or path) did not print anything.
      return {
        ok: false,
        failure: { outcome: "refused", code: `HTTP_${outcome.status}`, message: `Risposta non riconosciuta dalla stampante (HTTP ${outcome.status}): controllare l'indirizzo` },
      };
    }
    return { ok: false, failure: { outcome: "unknown", code: "BAD_ANSWER", message: "Risposta illeggibile dalla stampante: esito da verificare" } };
  };

  const lastDocument = async (timeoutMs: number): Promise<FiscalPrinted | null> => {
    const result = await exchange(lastDocumentRequest(), timeoutMs, false);
    if (!result.ok || !result.answer.success) return null;
    const doc = parseLastDocument(result.answer.addInfo.responseData);
    if (doc?.serial) knownSerial = doc.serial;
    return doc;
  };

  const wallNow = () => {
    const wall = wallClockIn(timeZone, now());
    const hh = String(Math.floor(wall.minutes / 60)).padStart(2, "0");
    const mm = String(wall.minutes % 60).padStart(2, "0");
    return { date: wall.date, time: `${hh}:${mm}` };
  };

  return {
    async print(job: FiscalJob, timeoutMs: number): Promise<FiscalResult> {
      const started = Date.now();
      const result = await exchange(jobRequest(job), timeoutMs, true);
      if (!result.ok) return { ok: false, ...result.failure };
      const { answer } = result;
      if (!answer.success) return { ok: false, ...answerFailure(answer) };
      const wall = wallNow();
      if (job.kind === "z-report") {
        const z = Number.parseInt(answer.addInfo.zRepNumber ?? "", 10);
        if (!Number.isFinite(z)) {
          return { ok: false, outcome: "unknown", code: "NO_Z_NUMBER", message: "La stampante non ha indicato il numero della chiusura: esito da verificare" };
        }
        // A Z report is no commercial document: no "ZZZZ-NNNN" number, only the Z's.
        return {
          ok: true,
          documentNumber: "",
          zRepNumber: z,
          amountCents: parseEuros(answer.addInfo.dailyAmount) ?? 0,
          date: wall.date,
          time: wall.time,
          serial: knownSerial ?? "",
        };
      }
      if (!knownSerial && !answer.addInfo.serialNumber) {
        // The answer names no serial: the last-document record has it (best effort, same deadline).
        const left = Math.max(500, timeoutMs - (Date.now() - started));
        await lastDocument(left);
      }
      const printed = printedFromAnswer(answer, knownSerial ?? "", wall.date, wall.time);
      if (!printed) {
        return { ok: false, outcome: "unknown", code: "NO_NUMBER", message: "La stampante non ha indicato il numero del documento: esito da verificare" };
      }
      if (printed.serial) knownSerial = printed.serial;
      return { ok: true, ...printed };
    },

    async status(timeoutMs: number): Promise<PrinterStatus> {
      // Three questions share the one deadline.
      const deadline = Date.now() + timeoutMs;
      const left = () => Math.max(200, deadline - Date.now());
      const result = await exchange(statusRequest(), timeoutMs, false);
      if (!result.ok || !result.answer.success) {
        const failure = result.ok ? answerFailure(result.answer) : result.failure;
        return {
          online: result.ok,
          paperOk: false,
          paperNearEnd: false,
          coverOpen: result.ok && failure.code === "EPTR_COVER_OPEN",
          fiscalMemoryFull: false,
          lastDocument: null,
          zRepNumber: null,
          serial: knownSerial,
          message: failure.message,
        };
      }
      const info = result.answer.addInfo;
      const digits = statusDigits(info.fpStatus ?? info.printerStatus);
      const last = await lastDocument(left());
      const day = await exchange(dayNumberRequest(), left(), false);
      const zRepNumber = day.ok && day.answer.success ? parseDayNumber(day.answer.addInfo.responseData) : null;
      const offline = digits ? !digits.online : false;
      const memoryFull = digits?.memoryFull ?? false;
      const messages: string[] = [];
      if (offline) messages.push("Stampante offline: carta esaurita o coperchio aperto");
      else if (digits?.paperNearEnd) messages.push("Carta in esaurimento");
      if (memoryFull) messages.push("Memoria fiscale (giornale elettronico) esaurita");
      else if (digits?.memoryNearEnd) messages.push("Memoria fiscale quasi piena");
      if (messages.length === 0) messages.push("Stampante pronta");
      return {
        online: true,
        paperOk: !offline,
        paperNearEnd: digits?.paperNearEnd ?? false,
        coverOpen: false,
        fiscalMemoryFull: memoryFull,
        lastDocument: last,
        zRepNumber,
        serial: knownSerial,
        message: messages.join(". "),
      };
    },

    async testPrint(timeoutMs: number) {
      const lines = options.testLines ?? ["SALONE - STAMPA DI PROVA", "Documento non fiscale", "La stampante è collegata."];
      const result = await exchange(testPrintRequest(lines), timeoutMs, false);
      if (!result.ok) return { ok: false as const, ...result.failure };
      if (!result.answer.success) return { ok: false as const, ...answerFailure(result.answer) };
      return { ok: true as const };
    },
  };
}
