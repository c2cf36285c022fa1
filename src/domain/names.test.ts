import { expect, test } from "bun:test";
import { displayName, italianList } from "./names";

test.each([
  ["Maria", "Rossi", "Maria Rossi"],
  ["Maria", "", "Maria"],
  ["", "Rossi", "Rossi"],
  ["  Maria ", " Rossi  ", "Maria Rossi"],
  ["Anna Maria", "De Luca", "Anna Maria De Luca"],
  ["", "", ""],
])("%p + %p -> %p", (firstName, lastName, expected) => {
  expect(displayName({ firstName, lastName })).toBe(expected);
});

test.each<[string[], string]>([
  [[], ""],
  [["Colore"], "Colore"],
  [["Colore", "Taglio"], "Colore e Taglio"],
  [["Colore", "Taglio", "Piega"], "Colore, Taglio e Piega"],
])("%p as a sentence says it: %p", (names, expected) => {
  expect(italianList(names)).toBe(expected);
});
