// The contract between the fiscal queue (which document to print, once) and a printer driver
// (how one make of registratore telematico is spoken to). Epson's Fiscal ePOS-Print XML is the
// first driver; Custom and RCH drivers implement the same interface.

/** A line of a documento commerciale: amounts in integer cents, VAT included. */
export type FiscalLine = {
  /** The printer cuts it to its width; accents are kept when the printer takes them. */
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** The RT department that carries the line's VAT rate (from the settings' departments table). */
  department: number;
  /** The line's own discount plus its share of the discount on the total, ≥ 0. */
  discountCents: number;
};

/** One payment: the RT's payment type and index for the till's method (from the settings). */
export type FiscalPayment = { paymentType: number; index: number; amountCents: number; description: string };

/** The original a void or a refund refers to, as the RT printed it. */
export type FiscalReference = {
  zRepNumber: number;
  /** The document's number within its Z ("0007"). */
  documentNumber: number;
  /** Salon date, YYYY-MM-DD. */
  date: string;
  /** The serial number of the RT that printed the original. */
  serial: string;
};

export type FiscalJob =
  | { kind: "sale"; operator: number; lines: FiscalLine[]; payments: FiscalPayment[]; lotteryCode?: string }
  | { kind: "void"; operator: number; reference: FiscalReference; lines: FiscalLine[]; payments: FiscalPayment[] }
  | { kind: "refund"; operator: number; reference: FiscalReference; lines: FiscalLine[]; payments: FiscalPayment[] }
  | { kind: "z-report"; operator: number };

/** What the RT says it printed. `documentNumber` is "ZZZZ-NNNN" (Z number - number within the Z). */
export type FiscalPrinted = {
  documentNumber: string;
  zRepNumber: number;
  amountCents: number;
  /** Salon date (YYYY-MM-DD) and time (HH:mm) as the RT stamped them. */
  date: string;
  time: string;
  serial: string;
};

/**
 * Why nothing (certainly) printed, or why we cannot know:
 * - `unreachable`: no connection to the RT (switched off, wrong address) — nothing printed;
 * - `refused`: the RT answered with an error (paper out, cover open, fiscal memory full, bad
 *   department, malformed document) — nothing printed;
 * - `unknown`: the request may have reached the RT (a timeout after sending, a cut connection) —
 *   the queue must ask the RT's last document before printing anything else.
 */
export type FiscalFailure = {
  outcome: "unreachable" | "refused" | "unknown";
  /** The printer's own code when it gave one (e.g. "EPTR_REC_EMPTY"), else a short tag. */
  code: string;
  /** In Italian, for the salon ("Carta esaurita", "Stampante spenta o non raggiungibile"). */
  message: string;
};

export type FiscalResult = ({ ok: true } & FiscalPrinted) | ({ ok: false } & FiscalFailure);

export type PrinterStatus = {
  online: boolean;
  paperOk: boolean;
  paperNearEnd: boolean;
  coverOpen: boolean;
  fiscalMemoryFull: boolean;
  /** The last fiscal document the RT issued, when it says. */
  lastDocument: FiscalPrinted | null;
  zRepNumber: number | null;
  serial: string | null;
  /** Italian summary for "Leggi stato". */
  message: string;
};

export interface FiscalPrinterDriver {
  /** Prints one document or the Z report; never throws — a failure is a value. */
  print(job: FiscalJob, timeoutMs: number): Promise<FiscalResult>;
  /** The RT's state and its last document; `online: false` when unreachable. */
  status(timeoutMs: number): Promise<PrinterStatus>;
  /** A non-fiscal test page ("Stampa di prova"). */
  testPrint(timeoutMs: number): Promise<{ ok: true } | ({ ok: false } & FiscalFailure)>;
}
