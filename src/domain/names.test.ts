import { expect, test } from "bun:test";
import { displayName } from "./names";

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
