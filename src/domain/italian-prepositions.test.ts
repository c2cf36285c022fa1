import { expect, test } from "bun:test";
import { articled, fromTo } from "./italian-prepositions";

test.each([
  ["da", "lunedì 12 gennaio 2026", "dal lunedì 12 gennaio 2026"],
  ["a", "lunedì", "al lunedì"],
  ["a", "martedì", "al martedì"],
  ["a", "mercoledì", "al mercoledì"],
  ["a", "giovedì", "al giovedì"],
  ["a", "venerdì", "al venerdì"],
  ["a", "sabato 17 gennaio", "al sabato 17 gennaio"],
  ["a", "domenica 18 gennaio 2026", "alla domenica 18 gennaio 2026"],
  ["da", "domenica", "dalla domenica"],
  ["da", "Domenica", "dalla Domenica"],
  ["da", "1 marzo", "dall'1 marzo"],
  ["a", "1", "all'1"],
  ["da", "8 marzo", "dall'8 marzo"],
  ["a", "8", "all'8"],
  ["da", "11", "dall'11"],
  ["a", "11 aprile", "all'11 aprile"],
  ["da", "3 marzo", "dal 3 marzo"],
  ["a", "18", "al 18"],
  ["a", "21", "al 21"],
  ["a", "31 dicembre", "al 31 dicembre"],
  ["da", "10", "dal 10"],
  ["a", "80", "all'80"],
  ["a", "2.005", "al 2.005"],
] as const)("%p + %p -> %p", (preposition, phrase, expected) => {
  expect(articled(preposition, phrase)).toBe(expected);
});

test.each([
  ["lunedì 12 gennaio 2026", "domenica 18 gennaio 2026", "dal lunedì 12 gennaio 2026 alla domenica 18 gennaio 2026"],
  ["domenica 11 gennaio 2026", "lunedì 12 gennaio 2026", "dalla domenica 11 gennaio 2026 al lunedì 12 gennaio 2026"],
  ["1", "8 marzo", "dall'1 all'8 marzo"],
  ["11", "18 aprile", "dall'11 al 18 aprile"],
] as const)("%p to %p -> %p", (start, end, expected) => {
  expect(fromTo(start, end)).toBe(expected);
});
