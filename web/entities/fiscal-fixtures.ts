import type { FiscalPrinterSettings } from "../../src/domain/schemas/fiscal";

/** The server's defaults for the RT's settings (printing off), for component tests. */
export const FISCAL_SETTINGS_DEFAULTS: FiscalPrinterSettings = {
  enabled: false,
  protocol: "epson-fpmate",
  url: "",
  timeoutMs: 10_000,
  departments: [
    { vatRatePercent: 22, department: 1 },
    { vatRatePercent: 10, department: 2 },
    { vatRatePercent: 5, department: 3 },
    { vatRatePercent: 4, department: 4 },
    { vatRatePercent: 0, department: 5 },
  ],
  paymentTypes: [
    { method: "cash", paymentType: 0, index: 0 },
    { method: "card", paymentType: 2, index: 1 },
    { method: "satispay", paymentType: 2, index: 1 },
    { method: "transfer", paymentType: 2, index: 1 },
    { method: "other", paymentType: 2, index: 1 },
  ],
  operator: 1,
  autoPrint: true,
};
