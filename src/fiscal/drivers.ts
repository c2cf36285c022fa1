import type { DriverFor } from "./agent";
import type { FiscalPrinterDriver } from "./driver";

/** The driver of the settings' protocol. */
export const fiscalDriverFor: DriverFor = (printer) => {
  switch (printer.protocol) {
    case "epson-fpmate":
      return unavailable;
  }
};

const failure = { ok: false, outcome: "unreachable", code: "no_driver", message: "Driver Epson non disponibile" } as const;
const unavailable: FiscalPrinterDriver = {
  print: async () => failure,
  testPrint: async () => failure,
  status: async () => ({ online: false, paperOk: false, paperNearEnd: false, coverOpen: false, fiscalMemoryFull: false, lastDocument: null, zRepNumber: null, serial: null, message: failure.message }),
};
