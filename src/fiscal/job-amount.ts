// The amount a fiscal job's document totals on the RT, computed as the RT does: each line's
// quantity × unit price rounded half up to the cent, minus its discount. The queue compares it
// with the RT's last document when a print's outcome is unknown.
import type { FiscalJob } from "./driver.ts";

export function lineGrossCents(quantity: number, unitPriceCents: number): number {
  return Math.round(Math.round(quantity * 1000) * unitPriceCents / 1000);
}

/** The document's total in cents; 0 for the Z report, which is not a document of a sale. */
export function jobAmountCents(job: FiscalJob): number {
  if (job.kind === "z-report") return 0;
  return job.lines.reduce((sum, line) => sum + lineGrossCents(line.quantity, line.unitPriceCents) - line.discountCents, 0);
}
