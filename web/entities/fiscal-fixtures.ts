import { DEFAULT_FISCAL_SETTINGS, type FiscalPrinterSettings } from "../../src/domain/schemas/fiscal";

/** The server's defaults for the RT's settings (printing off), for component tests. */
export const FISCAL_SETTINGS_DEFAULTS: FiscalPrinterSettings = DEFAULT_FISCAL_SETTINGS;
