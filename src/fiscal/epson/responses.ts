// Reading the RT's answers: `<response success code status><addInfo>…</addInfo></response>`
// inside a SOAP envelope, and the Italian message for each error the printer reports.
import type { FiscalFailure, FiscalPrinted } from "../driver.ts";
import { documentNumber, parseEuros, parsePrinterDate, parsePrinterTime } from "./format.ts";
import { findDeep, localName, parseXml, XmlError } from "./xml.ts";

export type EpsonAnswer = {
  success: boolean;
  code: string;
  /** The printer's native status/error number, as text ("2", "16"). */
  status: string;
  addInfo: Record<string, string>;
};

/** Parses an answer body; null when it is not an Epson answer at all. */
export function parseAnswer(body: string): EpsonAnswer | null {
  let root;
  try {
    root = parseXml(body);
  } catch (error) {
    if (error instanceof XmlError) return null;
    throw error;
  }
  const response = localName(root) === "response" ? root : findDeep(root, "response");
  if (!response) return null;
  const addInfo: Record<string, string> = {};
  const info = response.children.find((child) => localName(child) === "addInfo");
  for (const child of info?.children ?? []) addInfo[localName(child)] = child.text.trim();
  return {
    success: response.attrs.success === "true",
    code: (response.attrs.code ?? "").trim(),
    status: (response.attrs.status ?? "").trim(),
    addInfo,
  };
}

/** Codes after which the RT may have printed (its firmware stopped answering mid-document). */
const UNKNOWN_OUTCOME_CODES = new Set(["FP_NO_ANSWER", "LAN_TIME_OUT", "TM_NO_ANSWER/OFF_LINE"]);

const CODE_MESSAGES: Record<string, string> = {
  EPTR_REC_EMPTY: "Carta esaurita o coperchio aperto",
  EPTR_COVER_OPEN: "Coperchio aperto",
  PARSER_ERROR: "La stampante non riconosce il documento (XML non valido)",
  "INCOMPLETE FILE": "Documento incompleto per la stampante",
  "Non valid XML command": "Comando non riconosciuto dalla stampante",
  NO_DATA: "Richiesta vuota",
  NO_RAM: "Memoria della stampante esaurita: riprovare tra poco",
  LAN_ERROR: "Il servizio della stampante non comunica con il modulo fiscale",
  CONFIGURATION_FILE_ERROR: "Configurazione del servizio della stampante mancante",
  EFT_POS_ERROR: "Errore del POS di pagamento",
  FP_NO_ANSWER: "La stampante non ha risposto in tempo: esito da verificare",
  LAN_TIME_OUT: "La stampante non ha risposto in tempo: esito da verificare",
  "TM_NO_ANSWER/OFF_LINE": "La stampante non ha risposto in tempo: esito da verificare",
};

/** The fiscal firmware's error numbers (the `status` of a "PRINTER ERROR" answer). */
const STATUS_MESSAGES: Record<string, string> = {
  "2": "Carta in esaurimento",
  "3": "Stampante offline: carta esaurita o coperchio aperto",
  "8": "Tasto errato sulla stampante",
  "9": "Data anteriore all'ultima chiusura: controllare l'orologio della stampante",
  "10": "Data non valida",
  "11": "Sequenza non ammessa: c'è un documento aperto o un pagamento incompleto",
  "12": "Dati inesistenti: documento di riferimento non trovato",
  "13": "Valore non valido nel documento",
  "14": "Matricola fiscale non programmata",
  "15": "Operazione già eseguita",
  "16": "Reparto o tipo di pagamento non valido",
  "17": "Stampante occupata: riprovare tra poco",
  "18": "Operazione non possibile",
  "20": "Importo oltre il massimo consentito",
  "21": "Limite superato",
  "22": "Funzione non programmata sulla stampante",
  "23": "Troppe righe nel documento",
  "24": "Troppe righe nel documento",
  "25": "Operatore mancante",
  "27": "Importo oltre il limite del reparto",
  "28": "Collegamento al server mancante",
  "30": "Codice lotteria, partita IVA o codice fiscale non valido",
  "34": "Funzione non attivata sulla stampante",
  "38": "Errore del POS di pagamento",
  "39": "Documento già annullato",
  "40": "Documento già reso",
  "41": "Non si può annullare un documento di annullo",
  "42": "Non si può rendere un documento di reso",
};

export type StatusDigits = {
  /** The print unit: false when offline (paper out or cover open). */
  online: boolean;
  paperNearEnd: boolean;
  /** The electronic journal / detail memory is full: the RT refuses documents. */
  memoryFull: boolean;
  memoryNearEnd: boolean;
};

/**
 * The five-digit `printerStatus` / `fpStatus`: [0] printer 0 ok, 2 paper near end, 3 offline
 * (paper end or cover open); [1] journal 0 ok, 1 near end, 2 to format, 3 previous, 4 of
 * another device, 5 full; [2] drawer; [3] document state; [4] operating mode.
 */
export function statusDigits(value: string | undefined): StatusDigits | null {
  if (value === undefined || !/^\d[0-9A-F]{4}$/i.test(value)) return null;
  return {
    online: value[0] !== "3",
    paperNearEnd: value[0] === "2",
    memoryFull: value[1] === "5",
    memoryNearEnd: value[1] === "1",
  };
}

const FULL_MEMORY_MESSAGE = "Memoria fiscale (giornale elettronico) esaurita";

/** The failure an error answer stands for, with its Italian message. */
export function answerFailure(answer: EpsonAnswer): FiscalFailure {
  const code = answer.code || "PRINTER ERROR";
  const outcome = UNKNOWN_OUTCOME_CODES.has(code) ? "unknown" : "refused";
  const digits = statusDigits(answer.addInfo.printerStatus ?? answer.addInfo.fpStatus);
  if (digits?.memoryFull) return { outcome, code, message: FULL_MEMORY_MESSAGE };
  const byCode = CODE_MESSAGES[code];
  if (byCode) return { outcome, code, message: byCode };
  const byStatus = STATUS_MESSAGES[answer.status];
  if (byStatus) return { outcome, code: `${code} ${answer.status}`, message: byStatus };
  const detail = answer.status ? `${code}, stato ${answer.status}` : code;
  return { outcome, code: answer.status ? `${code} ${answer.status}` : code, message: `Errore della stampante (${detail})` };
}

/** What a successful fiscal answer says was printed; null when the numbers are missing. */
export function printedFromAnswer(answer: EpsonAnswer, serial: string, fallbackDate: string, fallbackTime: string): FiscalPrinted | null {
  const info = answer.addInfo;
  const zRepNumber = Number.parseInt(info.zRepNumber ?? "", 10);
  const number = Number.parseInt(info.fiscalReceiptNumber ?? "", 10);
  const amountCents = parseEuros(info.fiscalReceiptAmount);
  if (!Number.isFinite(zRepNumber) || !Number.isFinite(number) || amountCents === null) return null;
  return {
    documentNumber: documentNumber(zRepNumber, number),
    zRepNumber,
    amountCents,
    date: parsePrinterDate(info.fiscalReceiptDate) ?? fallbackDate,
    time: parsePrinterTime(info.fiscalReceiptTime) ?? fallbackTime,
    serial: (info.serialNumber ?? "").trim() || serial,
  };
}

/**
 * directIO 1387's `responseData`: OP(2) amount-in-cents(9) VAT(9) DDMMYY(6) HHMMSS(6) Z(4)
 * number(4) serial(11) instant-lottery(1) lottery code(8) fiscal flag(1, "1" = fiscal) …
 * Null when the data is short or the last document was not fiscal.
 */
export function parseLastDocument(data: string | undefined): FiscalPrinted | null {
  if (data === undefined || data.length < 61) return null;
  if (data[60] !== "1") return null;
  const amountCents = Number.parseInt(data.slice(2, 11).trim(), 10);
  const dd = data.slice(20, 22), mm = data.slice(22, 24), yy = data.slice(24, 26);
  const hh = data.slice(26, 28), mi = data.slice(28, 30);
  const zRepNumber = Number.parseInt(data.slice(32, 36), 10);
  const number = Number.parseInt(data.slice(36, 40), 10);
  const digits = /^\d+$/;
  if (![dd, mm, yy, hh, mi].every((part) => digits.test(part))) return null;
  if (!Number.isFinite(amountCents) || !Number.isFinite(zRepNumber) || !Number.isFinite(number)) return null;
  return {
    documentNumber: documentNumber(zRepNumber, number),
    zRepNumber,
    amountCents,
    date: `20${yy}-${mm}-${dd}`,
    time: `${hh}:${mi}`,
    serial: data.slice(40, 51).trim(),
  };
}

/** directIO 2052's `responseData`: its last four digits are the fiscal day in progress. */
export function parseDayNumber(data: string | undefined): number | null {
  const match = data === undefined ? null : /(\d{4})\s*$/.exec(data);
  return match ? Number.parseInt(match[1] ?? "", 10) : null;
}
