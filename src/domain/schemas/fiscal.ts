import * as v from "valibot";
import { PAYMENT_METHODS, VAT_RATES } from "../sales/money-rules";
import { nameText } from "./common";

// The fiscal printer (registratore telematico): its settings, a document's fiscal state, the agents.

const int = (message: string, min: number, max: number) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const URL_MESSAGE = "Indirizzo non valido: scrivi ad esempio http://192.168.1.50";
/** Any http(s) address the owner enters (a loopback one included), without credentials. */
const printerUrl = v.pipe(
  v.string(URL_MESSAGE),
  v.transform((s) => s.trim().replace(/\/+$/, "")),
  v.maxLength(300, "Massimo 300 caratteri"),
  v.check((s) => {
    try {
      const url = new URL(s);
      return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password && url.hostname !== "";
    } catch {
      return false;
    }
  }, URL_MESSAGE),
);

export const FiscalDepartmentSchema = v.object({
  vatRatePercent: v.picklist(VAT_RATES, "Aliquota IVA non valida"),
  department: int("Il reparto deve essere un numero da 1 a 99", 1, 99),
});

export const FiscalPaymentTypeSchema = v.object({
  method: v.picklist(PAYMENT_METHODS, "Metodo di pagamento non valido"),
  paymentType: int("Il tipo di pagamento deve essere un numero da 0 a 6", 0, 6),
  index: int("L'indice deve essere un numero da 0 a 99", 0, 99),
});

const uniqueBy = <T>(items: T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

export const FiscalPrinterSettingsSchema = v.object({
  enabled: v.boolean("Valore non valido"),
  protocol: v.picklist(["epson-fpmate"], "Protocollo non supportato"),
  url: v.union([v.literal(""), printerUrl], URL_MESSAGE),
  // A print answers within this time or its outcome is unknown; well below the 60 s lease.
  timeoutMs: int("Il tempo di attesa deve essere tra 1.000 e 30.000 millisecondi", 1_000, 30_000),
  departments: v.pipe(
    v.array(FiscalDepartmentSchema, "Reparti non validi"),
    v.check((ds) => uniqueBy(ds, (d) => d.vatRatePercent), "Ogni aliquota IVA va indicata una sola volta"),
    v.check((ds) => VAT_RATES.every((rate) => ds.some((d) => d.vatRatePercent === rate)), "Indica un reparto per ogni aliquota IVA (22, 10, 5, 4, 0)"),
  ),
  paymentTypes: v.pipe(
    v.array(FiscalPaymentTypeSchema, "Tipi di pagamento non validi"),
    v.check((ps) => uniqueBy(ps, (p) => p.method), "Ogni metodo di pagamento va indicato una sola volta"),
    v.check((ps) => PAYMENT_METHODS.every((m) => ps.some((p) => p.method === m)), "Indica il tipo di pagamento dell'RT per ogni metodo"),
  ),
  operator: int("L'operatore deve essere un numero da 1 a 12", 1, 12),
  autoPrint: v.boolean("Valore non valido"),
});
export type FiscalPrinterSettings = v.InferOutput<typeof FiscalPrinterSettingsSchema>;

/** Printing on needs the printer's address. */
export const FiscalPrinterSettingsInputSchema = v.pipe(
  FiscalPrinterSettingsSchema,
  v.forward(
    v.check((s) => !s.enabled || s.url !== "", "Indica l'indirizzo del registratore telematico"),
    ["url"],
  ),
);

export const FISCAL_STATUSES = ["pending", "printing", "printed", "failed"] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];

/** A document's (or a closing's Z report's) state on the RT; null when it has no print job. */
export const FiscalStateSchema = v.object({
  status: v.picklist(FISCAL_STATUSES),
  /** "0042-0007": the Z number and the number within it, as the RT printed it. */
  documentNumber: v.nullable(v.string()),
  zRepNumber: v.nullable(v.number()),
  printedAt: v.nullable(v.string()),
  /** Why it did not print, in Italian ("Carta esaurita"); null unless failed. */
  error: v.nullable(v.string()),
});
export type FiscalState = v.InferOutput<typeof FiscalStateSchema>;

/** The codice lotteria: 8 letters and digits. */
export const LotteryCodeSchema = v.pipe(
  v.string("Codice lotteria non valido"),
  v.transform((s) => s.trim().toUpperCase()),
  v.regex(/^[A-Z0-9]{8}$/, "Il codice lotteria è di 8 caratteri, lettere e cifre"),
);

export const FiscalAgentInputSchema = v.object({ name: nameText("Indica il nome dell'agente (ad esempio: PC cassa)", 60) });

export const FiscalAgentSchema = v.object({ id: v.number(), name: v.string(), lastSeenAt: v.nullable(v.string()), createdAt: v.string() });
export type FiscalAgent = v.InferOutput<typeof FiscalAgentSchema>;
/** The token is shown once, when the agent is created. */
export const FiscalAgentCreatedSchema = v.object({ id: v.number(), name: v.string(), token: v.string() });

const text = v.pipe(v.string(), v.maxLength(200));
const FailureSchema = v.object({ ok: v.literal(false), outcome: v.picklist(["unreachable", "refused", "unknown"]), code: text, message: text });
const PrintedSchema = v.object({
  ok: v.literal(true),
  documentNumber: v.pipe(v.string(), v.regex(/^(\d{1,6}-\d{1,6})?$/, "Numero di documento non valido")),
  zRepNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  amountCents: v.pipe(v.number(), v.integer()),
  date: v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, "Data non valida")),
  time: v.pipe(v.string(), v.maxLength(8)),
  serial: text,
});
/** What `salone rt-agent` reports for a job it held: the RT's answer and whether it checked the RT's last document first. */
export const FiscalJobReportSchema = v.object({
  leaseId: v.pipe(v.string("Lease non valido"), v.maxLength(100)),
  checked: v.boolean("Valore non valido"),
  result: v.variant("ok", [PrintedSchema, FailureSchema], "Esito non valido"),
});

/** "Leggi stato": the RT's state as the server's driver read it. */
export const PrinterStatusSchema = v.object({
  online: v.boolean(),
  paperOk: v.boolean(),
  paperNearEnd: v.boolean(),
  coverOpen: v.boolean(),
  fiscalMemoryFull: v.boolean(),
  lastDocument: v.nullable(
    v.object({ documentNumber: v.string(), zRepNumber: v.number(), amountCents: v.number(), date: v.string(), time: v.string(), serial: v.string() }),
  ),
  zRepNumber: v.nullable(v.number()),
  serial: v.nullable(v.string()),
  message: v.string(),
});
export type PrinterStatusResponse = v.InferOutput<typeof PrinterStatusSchema>;

/** The settings before the owner saves any (printing off; Epson's usual departments and payment types). */
export const DEFAULT_FISCAL_SETTINGS: FiscalPrinterSettings = {
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
  // Epson RT payment types: 0 contanti, 2 pagamento elettronico (index 1 generic), 5 non riscosso.
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
