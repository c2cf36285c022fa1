import { expect, test } from "bun:test";
import { PAYMENT_METHODS } from "../domain/sales/money-rules";
import { createFakePrinter } from "./epson/fake-rt-printer";
import { jobRequest } from "./epson/requests";
import { parseAnswer } from "./epson/responses";
import { buildFiscalJob, DEFAULT_FISCAL_SETTINGS, UNPAID_PAYMENT } from "./rules";

// Epson's printRecTotal paymentType: 0 cash, 1 cheque, 2 credit or credit card (index 0 credit,
// 1–10 the cards/electronic payments programmed on the RT), 3 ticket, 4 multiple tickets, 5 not
// paid, 6 payment discount (docs/fiscal-printer.md lists the sources).
test("the default RT payment types: contanti 0/0; carta, Satispay, bonifico and altro electronic 2/1; a balance left owed 5/0", () => {
  expect(Object.fromEntries(DEFAULT_FISCAL_SETTINGS.paymentTypes.map((p) => [p.method, [p.paymentType, p.index]]))).toEqual({
    cash: [0, 0],
    card: [2, 1],
    satispay: [2, 1],
    transfer: [2, 1],
    other: [2, 1],
  });
  expect(DEFAULT_FISCAL_SETTINGS.paymentTypes.map((p) => p.method).sort()).toEqual([...PAYMENT_METHODS].sort());
  expect([UNPAID_PAYMENT.paymentType, UNPAID_PAYMENT.index]).toEqual([5, 0]);
});

test("a sale paid every way, with a balance left owed, prints with the defaults on an RT that checks Epson's indexes", () => {
  const amounts = { cash: 1000, card: 900, satispay: 800, transfer: 700, other: 600 };
  const job = buildFiscalJob(
    {
      kind: "sale",
      totalCents: 5000,
      lotteryCode: null,
      lines: [{ description: "Colore", quantity: 1, unitPriceCents: 5000, netCents: 5000, vatRatePercent: 22 }],
      payments: PAYMENT_METHODS.map((method) => ({ method, amountCents: amounts[method] })),
    },
    DEFAULT_FISCAL_SETTINGS,
    null,
  );
  if ("error" in job || job.kind === "z-report") throw new Error("no sale to print");
  const printer = createFakePrinter();
  expect(parseAnswer(printer.handle(jobRequest(job)))).toMatchObject({ success: true });
  const printed = printer.journal[0];
  if (!printed || printed.kind === "z-report") throw new Error("nothing printed");
  expect(printed.payments.map((p) => [p.description, p.paymentType, p.index, p.amountCents])).toEqual([
    ["Contanti", 0, 0, 1000],
    ["Carta", 2, 1, 900],
    ["Satispay", 2, 1, 800],
    ["Bonifico", 2, 1, 700],
    ["Altro", 2, 1, 600],
    ["Non riscosso", 5, 0, 1000],
  ]);
  // Index 0 of type 2 is "credito" (sold on credit), not a card: a card there would misstate the day's electronic payments.
  expect(job.payments.filter((p) => p.paymentType === 2).every((p) => p.index >= 1)).toBe(true);
});
