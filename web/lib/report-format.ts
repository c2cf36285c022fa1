// The figures of the Statistiche screen and the dashboard's takings, the Italian way.

// Reports group every thousand, four digits too ("1.234,50 €"), so a column of totals aligns.
const MONEY = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", useGrouping: "always" });
const SIGNED_MONEY = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", useGrouping: "always", signDisplay: "exceptZero" });
const ONE_DECIMAL = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "always" });
const SIGNED_ONE_DECIMAL = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: "always",
  signDisplay: "exceptZero",
});
const SIGNED_COUNT = new Intl.NumberFormat("it-IT", { useGrouping: "always", signDisplay: "exceptZero" });

/** 123450 -> "1.234,50 €" (a no-break space before the sign, as Intl writes it). */
export const money = (cents: number) => MONEY.format(cents / 100);

/** 1250 -> "+12,50 €", -300 -> "-3,00 €", 0 -> "0,00 €". */
export const signedMoney = (cents: number) => SIGNED_MONEY.format(cents / 100);

/** A fraction 0.125 -> "12,5 %". */
export const percent = (fraction: number) => `${ONE_DECIMAL.format(fraction * 100)}\u00a0%`;

/** A change as a fraction 0.125 -> "+12,5 %", -0.03 -> "-3,0 %". */
export const signedPercent = (fraction: number) => `${SIGNED_ONE_DECIMAL.format(fraction * 100)}\u00a0%`;

/** A difference between two rates, in percentage points: 0.02 -> "+2,0 punti". */
export const signedPoints = (fractionDiff: number) => `${SIGNED_ONE_DECIMAL.format(fractionDiff * 100)} punti`;

/** 3 -> "+3", -1200 -> "-1.200". */
export const signedCount = (n: number) => SIGNED_COUNT.format(n);

/** Days with one decimal: 3.25 -> "3,3". */
export const oneDecimal = (n: number) => ONE_DECIMAL.format(n);
