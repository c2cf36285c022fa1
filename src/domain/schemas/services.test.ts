import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { fieldErrors } from "../validation";
import {
  DURATION_MAX,
  DURATION_REQUIRED,
  DURATION_WHOLE,
  PRICE_FORMAT,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_REQUIRED,
  ServiceFormSchema,
  ServiceSchema,
} from "./services";

const form = (patch: Partial<Record<"name" | "duration" | "price" | "description", string>>) => ({
  name: "Taglio",
  duration: "30",
  price: "35",
  description: "",
  ...patch,
});

describe("the service dialog: euros typed -> cents stored", () => {
  test.each<[string, number]>([
    ["35", 3500],
    ["35,5", 3550],
    ["35,50", 3550],
    ["35.50", 3550],
    ["0,99", 99],
    ["0", 0],
    [" 12 ", 1200],
    ["1.234,50", 123450],
  ])("%p -> %p cents", (price, cents) => {
    const result = v.safeParse(ServiceFormSchema, form({ price }));
    expect(result.success && result.output.price).toBe(cents);
  });

  test.each<[string, string]>([
    ["", PRICE_REQUIRED],
    ["   ", PRICE_REQUIRED],
    ["abc", PRICE_FORMAT],
    ["35 €", PRICE_FORMAT],
    ["3,555", PRICE_FORMAT],
    ["1.234", PRICE_FORMAT],
    ["1e3", PRICE_FORMAT],
    ["-1", PRICE_MIN],
    ["-0,50", PRICE_MIN],
    ["100000", PRICE_MAX],
  ])("%p is refused: %p", (price, message) => {
    const result = v.safeParse(ServiceFormSchema, form({ price }));
    expect(result.success ? null : fieldErrors(result.issues)).toEqual({ price: message });
  });
});

describe("the service dialog: minutes", () => {
  test.each<[string, number]>([
    ["30", 30],
    [" 45 ", 45],
    ["720", 720],
  ])("%p -> %p", (duration, minutes) => {
    const result = v.safeParse(ServiceFormSchema, form({ duration }));
    expect(result.success && result.output.duration).toBe(minutes);
  });

  test.each<[string, string]>([
    ["", DURATION_REQUIRED],
    ["0", DURATION_REQUIRED],
    ["-15", DURATION_REQUIRED],
    ["30,5", DURATION_WHOLE],
    ["trenta", DURATION_WHOLE],
    ["721", DURATION_MAX],
  ])("%p is refused: %p", (duration, message) => {
    const result = v.safeParse(ServiceFormSchema, form({ duration }));
    expect(result.success ? null : fieldErrors(result.issues)).toEqual({ duration: message });
  });
});

test("the dialog's output is exactly what the API schema accepts", () => {
  const result = v.safeParse(ServiceFormSchema, form({ name: " Piega ", duration: "45", price: "22,50", description: "Con phon" }));
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(result.output).toEqual({ name: "Piega", duration: 45, price: 2250, description: "Con phon" });
  expect(v.parse(ServiceSchema, result.output)).toEqual(result.output);
});

test("an empty dialog names every required field", () => {
  const result = v.safeParse(ServiceFormSchema, { name: "", duration: "", price: "", description: "" });
  expect(result.success ? null : fieldErrors(result.issues)).toEqual({
    name: "Nome è richiesto",
    duration: DURATION_REQUIRED,
    price: PRICE_REQUIRED,
  });
});
