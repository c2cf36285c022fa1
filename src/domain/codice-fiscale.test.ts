import { expect, test } from "bun:test";
import { isValidCodiceFiscale, normalizeCodiceFiscale } from "./codice-fiscale";

// Published examples: the Agenzia delle Entrate's "Mario Rossi" codes and codes printed on
// specimen tessere sanitarie; each invalid one differs from a valid one by one character.
test.each([
  ["RSSMRA85T10A562S", true],
  ["RSSMRA80A01H501U", true],
  ["rssmra85t10a562s", true],
  // Omocodia: the last digit of the place code replaced by its letter (2 → N), control recomputed.
  ["RSSMRA85T10A56NH", true],
  ["RSSMRA85T10A562T", false], // wrong control character
  ["RSSMRA85T10A563S", false], // one digit changed
  ["RSSMRA85Z10A562S", false], // Z is no month
  ["RSSMRA85T32A562S", false], // day 32
  ["RSSMRA85T10A562", false], // 15 characters
  ["12345678901", false], // a company's numeric code is not a person's
  ["", false],
])("%s → %p", (cf, valid) => expect(isValidCodiceFiscale(cf)).toBe(valid));

test("spaces go, letters are upper-cased", () => expect(normalizeCodiceFiscale(" rss mra85t10a562s")).toBe("RSSMRA85T10A562S"));
