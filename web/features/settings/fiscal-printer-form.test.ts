import { expect, test } from "bun:test";
import * as v from "valibot";
import { FiscalPaymentTypeSchema } from "../../../src/domain/schemas/fiscal";
import { RT_PAYMENT_TYPES } from "./fiscal-printer-form";

test("the screen offers every RT payment type the settings accept, in Epson's numbering", () => {
  const accepted = [0, 1, 2, 3, 4, 5, 6, 7].filter((paymentType) => v.safeParse(FiscalPaymentTypeSchema, { method: "cash", paymentType, index: 0 }).success);
  expect(RT_PAYMENT_TYPES.map((t) => Number(t.value))).toEqual(accepted);
  expect(RT_PAYMENT_TYPES.find((t) => t.value === "2")?.label).toBe("2 · Carta / credito");
});
