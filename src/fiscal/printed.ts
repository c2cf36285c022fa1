import type { FiscalPrinted } from "./driver";

/** "0042-0007" as the RT gave it, or the Z number for a Z report. */
export const documentNumberOf = (printed: Pick<FiscalPrinted, "documentNumber" | "zRepNumber">) => printed.documentNumber || `Z ${printed.zRepNumber}`;
