import type { DriverFor } from "./agent";
import { createEpsonDriver } from "./epson/driver";

/** The driver of the settings' protocol (Epson's Fiscal ePOS-Print XML first). */
export const fiscalDriverFor =
  (timeZone: string): DriverFor =>
  (printer) => {
    switch (printer.protocol) {
      case "epson-fpmate":
        return createEpsonDriver({ url: printer.url, timeZone });
    }
  };
