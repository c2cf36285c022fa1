/**
 * The till's arithmetic, in integer cents. Prices include VAT.
 *
 * 1. A line's gross is quantity × unit price; its own discount (€, or % of the gross rounded
 *    half-up to the cent) gives the line's amount: 2 × 12,50 € − 10 % = 25,00 − 2,50 = 22,50 €.
 * 2. A discount on the total is shared across the lines in proportion to their amounts, to the
 *    cent, by largest remainder: each line gets the floor of its exact share and the cents left go
 *    to the largest remainders (the earlier line on a tie), so the parts add up to the discount
 *    exactly. 1,00 € over three equal lines: 34 + 33 + 33 cents.
 * 3. VAT is taken out of each line's net (amount − its share): vat = round(net × rate / (100 + rate))
 *    half-up, taxable = net − vat; the breakdown sums lines per rate. 12,20 € at 22 % → vat 2,20 €.
 */

export const VAT_RATES = [22, 10, 5, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 22;
export const isVatRate = (value: unknown): value is VatRate => (VAT_RATES as readonly unknown[]).includes(value);

/** A discount as typed: an amount in cents or a whole percentage 0..100. */
export type Discount = { cents: number } | { percent: number };

/** Half-up division of non-negative integers: roundDiv(5, 2) = 3, roundDiv(4, 3) = 1. */
export function roundDiv(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError("roundDiv takes a non-negative numerator and a positive denominator");
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The cents a discount takes off `base` (percent rounded half-up); may exceed base: the caller refuses that. */
export function discountCents(base: number, discount: Discount | undefined): number {
  if (!discount) return 0;
  if ("cents" in discount) return discount.cents;
  return roundDiv(base * discount.percent, 100);
}

/** VAT included in a gross amount: round(gross × rate / (100 + rate)), half-up. */
export function vatOf(grossCents: number, ratePercent: number): number {
  return roundDiv(grossCents * ratePercent, 100 + ratePercent);
}

/**
 * Splits `total` cents across `weights` in proportion, by largest remainder: the parts are
 * non-negative and add up to `total` exactly. All weights zero → all parts zero (total must be 0).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError("cannot allocate a non-zero total over zero weights");
    return weights.map(() => 0);
  }
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export type LineInput = { quantity: number; unitPriceCents: number; vatRatePercent: number; discount?: Discount };

export type LineTotals = {
  grossCents: number;
  lineDiscountCents: number;
  /** gross − the line's own discount. */
  amountCents: number;
  /** This line's part of the discount on the total. */
  totalDiscountShareCents: number;
  /** What the client pays for the line: amount − share. */
  netCents: number;
  vatRatePercent: number;
  vatCents: number;
  taxableCents: number;
};

export type VatPart = { ratePercent: number; taxableCents: number; vatCents: number };

export type SaleTotals = {
  lines: LineTotals[];
  /** Sum of the lines' amounts, before the discount on the total. */
  subtotalCents: number;
  totalDiscountCents: number;
  totalCents: number;
  vat: VatPart[];
};

/** A problem with the numbers, named by the field it comes from ("lines.1.discountCents"). */
export class TotalsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The most a line or a sale may come to: 999.999,99 €, so every split and refund is exact in cents. */
export const MAX_SALE_CENTS = 99_999_999;
const OVER_MAX = "L'importo supera il massimo di 999.999,99 €";

/** The sale's totals; throws TotalsError for a discount larger than what it discounts, or an amount over the maximum. */
export function saleTotals(lines: readonly LineInput[], totalDiscount?: Discount): SaleTotals {
  const partial = lines.map((line, i) => {
    const grossCents = line.quantity * line.unitPriceCents;
    if (grossCents > MAX_SALE_CENTS) throw new TotalsError(`lines.${i}.quantity`, OVER_MAX);
    const lineDiscountCents = discountCents(grossCents, line.discount);
    if (lineDiscountCents > grossCents) {
      throw new TotalsError(`lines.${i}.discountCents`, "Lo sconto supera l'importo della riga");
    }
    return { grossCents, lineDiscountCents, amountCents: grossCents - lineDiscountCents, vatRatePercent: line.vatRatePercent };
  });
  const subtotalCents = partial.reduce((a, l) => a + l.amountCents, 0);
  if (subtotalCents > MAX_SALE_CENTS) throw new TotalsError("lines", OVER_MAX);
  const totalDiscountCents = discountCents(subtotalCents, totalDiscount);
  if (totalDiscountCents > subtotalCents) throw new TotalsError("discountCents", "Lo sconto supera il totale");
  const shares = allocate(
    totalDiscountCents,
    partial.map((l) => l.amountCents),
  );
  const totals = partial.map((l, i): LineTotals => {
    const totalDiscountShareCents = shares[i] ?? 0;
    const netCents = l.amountCents - totalDiscountShareCents;
    const vatCents = vatOf(netCents, l.vatRatePercent);
    return { ...l, totalDiscountShareCents, netCents, vatCents, taxableCents: netCents - vatCents };
  });
  return { lines: totals, subtotalCents, totalDiscountCents, totalCents: subtotalCents - totalDiscountCents, vat: vatBreakdown(totals) };
}

/** Lines summed per rate, highest rate first; a rate appears only when a line carries it. */
export function vatBreakdown(lines: readonly { vatRatePercent: number; vatCents: number; taxableCents: number }[]): VatPart[] {
  const byRate = new Map<number, VatPart>();
  for (const l of lines) {
    const part = byRate.get(l.vatRatePercent) ?? { ratePercent: l.vatRatePercent, taxableCents: 0, vatCents: 0 };
    part.taxableCents += l.taxableCents;
    part.vatCents += l.vatCents;
    byRate.set(l.vatRatePercent, part);
  }
  return [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent);
}

/**
 * What giving back `quantity` of a sold line is worth, after `alreadyRefunded` of it went back:
 * the cumulative share round(net × refunded / sold) minus what earlier refunds took, so refunding
 * every unit in any number of steps gives back exactly the line's net and VAT. 3 units for 10,00 €:
 * 1 → 3,33 €, then 2 more → 6,67 €.
 */
export function refundPart(
  line: { quantity: number; netCents: number; vatCents: number },
  alreadyRefunded: number,
  quantity: number,
): { amountCents: number; vatCents: number; taxableCents: number } {
  const upTo = (n: number, cents: number) => roundDiv(cents * n, line.quantity);
  const amountCents = upTo(alreadyRefunded + quantity, line.netCents) - upTo(alreadyRefunded, line.netCents);
  const vatCents = upTo(alreadyRefunded + quantity, line.vatCents) - upTo(alreadyRefunded, line.vatCents);
  return { amountCents, vatCents, taxableCents: amountCents - vatCents };
}

export const PAYMENT_METHODS = ["cash", "card", "satispay", "transfer", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Contanti",
  card: "Carta/Bancomat",
  satispay: "Satispay",
  transfer: "Bonifico",
  other: "Altro",
};

/**
 * Checks the payments against the total. They must add up to it exactly, unless the client leaves
 * a balance (then they may add up to less, never more). Cash given must cover the cash paid; the
 * change is what is left. Returns the balance owed and the change, or throws TotalsError.
 */
export function settle(
  totalCents: number,
  payments: readonly { method: PaymentMethod; amountCents: number }[],
  options: { leaveBalance: boolean; cashGivenCents?: number },
): { balanceCents: number; changeCents: number } {
  const paid = payments.reduce((a, p) => a + p.amountCents, 0);
  if (paid > totalCents) throw new TotalsError("payments", `I pagamenti (${euros(paid)}) superano il totale (${euros(totalCents)})`);
  if (paid < totalCents && !options.leaveBalance) {
    throw new TotalsError("payments", `I pagamenti (${euros(paid)}) non corrispondono al totale (${euros(totalCents)})`);
  }
  const cash = payments.filter((p) => p.method === "cash").reduce((a, p) => a + p.amountCents, 0);
  const given = options.cashGivenCents;
  if (given !== undefined && given < cash) throw new TotalsError("cashGivenCents", "Il contante ricevuto è inferiore al pagamento in contanti");
  return { balanceCents: totalCents - paid, changeCents: given === undefined ? 0 : given - cash };
}

/** 1234 → "12,34 €" without Intl, so messages are the same in every runtime. */
export function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")} €`;
}
